import { accountCalls } from './account';
import { agentContractCalls } from './agent-contracts';
import { agentMenuCalls } from './agent-menu';
import { agentMoneyCalls } from './agent-money';
import { agentReportCalls } from './agent-reports';
import { agentTeamCalls } from './agent-team';
import { contentCalls } from './content';
import { depositCalls } from './deposit';
import { gamePlayCalls } from './game-play';
import { gameCalls } from './games';
import { lotteryCalls } from './lottery';
import { memberCalls } from './member';
import { messageCalls } from './messages';
import { passkeyCalls } from './passkeys';
import { promotionCalls } from './promotions';
import { redRainCalls } from './red-rain';
import { securityCalls } from './security';
import { systemCalls } from './system';
import { vitalsCalls } from './vitals';
import { walletCalls } from './wallet';
import { withdrawCalls } from './withdraw';

/**
 * The one list of domains. Each name is a file in all three layers: the contract's `contract/<domain>.ts`, the
 * client's `src/<domain>.ts` (endpoints and hooks) and the sandbox's `api/routes/<domain>-routes.ts`.
 */
export const WPS_DOMAIN_CALLS = {
  system: systemCalls,
  content: contentCalls,
  account: accountCalls,
  member: memberCalls,
  security: securityCalls,
  messages: messageCalls,
  promotions: promotionCalls,
  games: gameCalls,
  'game-play': gamePlayCalls,
  lottery: lotteryCalls,
  wallet: walletCalls,
  deposit: depositCalls,
  withdraw: withdrawCalls,
  'agent-team': agentTeamCalls,
  'agent-reports': agentReportCalls,
  'agent-money': agentMoneyCalls,
  'agent-contracts': agentContractCalls,
  'agent-menu': agentMenuCalls,
  'red-rain': redRainCalls,
  passkeys: passkeyCalls,
  vitals: vitalsCalls,
} as const;

export type WpsDomain = keyof typeof WPS_DOMAIN_CALLS;

/**
 * Every `/wps` call by name, one domain file each. A server registers each of these; a client builds its
 * endpoints from them. Names are unique across domains.
 */
export const WPS_CALLS = {
  ...systemCalls,
  ...contentCalls,
  ...accountCalls,
  ...memberCalls,
  ...securityCalls,
  ...messageCalls,
  ...promotionCalls,
  ...gameCalls,
  ...gamePlayCalls,
  ...lotteryCalls,
  ...walletCalls,
  ...depositCalls,
  ...withdrawCalls,
  ...agentTeamCalls,
  ...agentReportCalls,
  ...agentMoneyCalls,
  ...agentContractCalls,
  ...agentMenuCalls,
  ...redRainCalls,
  ...passkeyCalls,
  ...vitalsCalls,
} as const;

export type WpsCallName = keyof typeof WPS_CALLS;
