import type { ComponentType } from 'react';
import type { ScreenId } from './layout-rules';

type ScreenModule = () => Promise<{ default: ComponentType }>;

const gameList: ScreenModule = () => import('../features/game-list/game-list-screen');
const launchLottery: ScreenModule = () => import('../features/launch-game/launch-game-screen');

/**
 * The lazily loaded module of each screen; every screen is its own chunk. Every route the player's build owns
 * has its screen (`screens.test.ts`). The root README lists these screens (`screens-readme.test.ts` keeps it
 * true).
 */
const notFound: ScreenModule = () => import('../features/not-found/not-found-screen');

export const SCREENS: Partial<Record<ScreenId, ScreenModule>> = {
  home: () => import('../features/home/home-screen'),
  login: () => import('../features/auth/login-screen'),
  register: () => import('../features/register/register-screen'),
  settings: () => import('../features/settings/settings-screen'),
  changePsw: () => import('../features/change-password/change-password-screen'),
  forget: () => import('../features/forget/forget-screen'),
  trial: () => import('../features/trial/trial-screen'),
  notFound,
  maintenance: () => import('../features/startup/maintenance-screen'),
  memberHome: () => import('../features/member-centre/member-centre-screen'),
  memberBenefits: () => import('../features/member-centre/benefits-screen'),
  webEmail: () => import('../features/messages/messages-screen'),
  message: () => import('../features/messages/messages-screen'),
  notice: () => import('../features/notices/notices-screen'),
  rewardCenter: () => import('../features/rewards/reward-center-screen'),
  leaderBoard: () => import('../features/rewards/mission-screen'),
  manualRebate: () => import('../features/rebates/manual-rebate-screen'),
  rebateReport: () => import('../features/rebates/rebate-report-screen'),
  activity: () => import('../features/promotions/activity-screen'),
  activityDetail: () => import('../features/promotions/activity-detail-screen'),
  activityInfo: () => import('../features/promotions/activity-info-screen'),
  help: () => import('../features/help/help-screen'),
  helpDetail: () => import('../features/help/help-screen'),
  service: () => import('../features/service/service-screen'),
  feedback: () => import('../features/feedback/feedback-screen'),
  userAgreement: () => import('../features/agreement/agreement-screen'),
  inviteFriends: () => import('../features/invite/invite-screen'),
  gameList,
  gameLobby: gameList,
  gameCenter: gameList,
  slotsCenter: gameList,
  lottery: () => import('../features/lottery/lottery-screen'),
  moreLottery: () => import('../features/lottery/more-lottery-screen'),
  launchGame: launchLottery,
  startLottery: launchLottery,
  winnerPage: () => import('../features/winners/winner-page-screen'),
  voucherCenter: () => import('../features/deposit/deposit-screen'),
  withdraw: () => import('../features/withdraw/withdraw-screen'),
  securityCenter: () => import('../features/security-center/security-center-screen'),
  vouReport: () => import('../features/records/deposit-records-screen'),
  withdrawReport: () => import('../features/records/withdraw-records-screen'),
  profitAndLoss: () => import('../features/records/profit-loss-screen'),
  transactionRecord: () => import('../features/records/account-records-screen'),
  gameRecord: () => import('../features/records/bet-records-screen'),
  uplineTransfer: () => import('../features/upline-transfer/upline-transfer-screen'),
  responsibleGaming: () => import('../features/responsible-gaming/responsible-gaming-screen'),
};

/** The screen of a route; a route of the other build's has none here, and is answered as not found. */
export function screenModule(id: ScreenId): ScreenModule {
  return SCREENS[id] ?? notFound;
}
