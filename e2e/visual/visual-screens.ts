/**
 * Every screen of both apps as the screenshot comparisons open it: the address (with the query a real visit
 * has), who is signed in, and a name for its baseline images. `screens.spec.ts` checks that this list and the
 * README's screen tables name the same screens, so a new screen cannot go without a visual test.
 */
export interface VisualScreen {
  /** The screen id of the README's table (and the baseline's name). */
  readonly id: string;
  readonly path: string;
  /** A seeded account to sign in as, or none for a visitor. */
  readonly as?: 'player01' | 'agent01';
}

export const PLAYER_VISUAL_SCREENS: readonly VisualScreen[] = [
  { id: 'home', path: '/m/home' },
  { id: 'login', path: '/m/login' },
  { id: 'register', path: '/m/register' },
  { id: 'forget', path: '/m/forget' },
  { id: 'trial', path: '/m/trail' },
  { id: 'maintenance', path: '/m/maintenance' },
  { id: 'userAgreement', path: '/m/useragreement' },
  { id: 'help', path: '/m/help' },
  { id: 'helpDetail', path: '/m/helpDetail?i=3' },
  { id: 'gameList', path: '/m/gameList?gameType=RNG' },
  { id: 'gameLobby', path: '/m/gameLobby' },
  { id: 'gameCenter', path: '/m/gameCenter' },
  { id: 'slotsCenter', path: '/m/slotsCenter' },
  { id: 'lottery', path: '/m/lottery?prizeMode=LOTT' },
  { id: 'moreLottery', path: '/m/moreLottery' },
  { id: 'winnerPage', path: '/m/winnerPage' },
  { id: 'leaderBoard', path: '/m/leaderBoard' },
  { id: 'activity', path: '/m/activity' },
  { id: 'activityDetail', path: '/m/activityDetail?id=3' },
  { id: 'activityInfo', path: '/m/activityInfo?id=3' },
  { id: 'service', path: '/m/service' },
  { id: 'memberHome', path: '/m/member/home', as: 'player01' },
  { id: 'memberBenefits', path: '/m/member/benefits', as: 'player01' },
  { id: 'manualRebate', path: '/m/member/manualRebate', as: 'player01' },
  { id: 'rebateReport', path: '/m/member/rebateReport', as: 'player01' },
  { id: 'message', path: '/m/message', as: 'player01' },
  { id: 'webEmail', path: '/m/webEmail', as: 'player01' },
  { id: 'notice', path: '/m/notice', as: 'player01' },
  { id: 'feedback', path: '/m/feedback', as: 'player01' },
  { id: 'inviteFriends', path: '/m/inviteFriends', as: 'player01' },
  { id: 'rewardCenter', path: '/m/rewardCenter', as: 'player01' },
  { id: 'securityCenter', path: '/m/securityCenter', as: 'player01' },
  { id: 'changePsw', path: '/m/changePsw', as: 'player01' },
  { id: 'settings', path: '/m/set', as: 'player01' },
  { id: 'responsibleGaming', path: '/m/responsibleGaming', as: 'player01' },
  { id: 'voucherCenter', path: '/m/voucherCenter', as: 'player01' },
  { id: 'withdraw', path: '/m/withdraw', as: 'player01' },
  { id: 'uplineTransfer', path: '/m/upLine/transfer', as: 'player01' },
  { id: 'transactionRecord', path: '/m/transaction/record?range=last30Days', as: 'player01' },
  { id: 'gameRecord', path: '/m/gameRecord?range=last30Days', as: 'player01' },
  { id: 'profitAndLoss', path: '/m/profitandloss?range=last30Days', as: 'player01' },
  { id: 'vouReport', path: '/m/vouReport', as: 'player01' },
  { id: 'withdrawReport', path: '/m/withdrawReport', as: 'player01' },
  { id: 'startLottery', path: '/m/startLottery', as: 'player01' },
  {
    id: 'launchGame',
    path: '/m/launchGame?playType=trad&prize_mode=LOTT&vendor=LOTT&code=lott_lott_2&pageBack=home',
    as: 'player01',
  },
];

export const AGENT_VISUAL_SCREENS: readonly VisualScreen[] = [
  { id: 'agentHome', path: '/m/agent' },
  { id: 'affiliateLinks', path: '/m/agent/affiliate' },
  { id: 'teamOverview', path: '/m/agent/team/overview' },
  { id: 'teamPnl', path: '/m/agent/team/pnl' },
  { id: 'downlineTransfer', path: '/m/agent/transfer' },
  { id: 'agentRegister', path: '/m/agentRegister' },
  { id: 'agentDividend', path: '/m/member/agent/agentDivident' },
  { id: 'agentRebate', path: '/m/member/agent/agentRebeat' },
  { id: 'dividendContract', path: '/m/member/agent/getDevidendContract' },
  { id: 'hourContract', path: '/m/member/agent/getHourContract' },
  { id: 'salaryContract', path: '/m/member/agent/getSalaryContract' },
  { id: 'agentNotice', path: '/m/member/notice?types=A' },
  { id: 'team', path: '/m/member/team' },
  { id: 'teamRebate', path: '/m/member/teamRebate' },
  { id: 'redRain', path: '/m/redRain' },
  { id: 'teamBetting', path: '/m/teamBetting' },
].map((screen) => ({ ...screen, as: 'agent01' as const }));

/** The three looks every screen is compared in. */
export const VISUAL_MODES = [
  { name: 'light', colorScheme: 'light', language: undefined },
  { name: 'dark', colorScheme: 'dark', language: undefined },
  { name: 'arabic', colorScheme: 'light', language: 'AR' },
] as const;

/**
 * The instant both the sandbox (WPS_SANDBOX_CLOCK, see playwright.config.ts) and the browser start from, so dates,
 * "today" and the seed's records are the same on every run: 10:00 in Manila, the demo merchant's zone.
 */
export const VISUAL_CLOCK = '2026-01-15T02:00:00.000Z';
