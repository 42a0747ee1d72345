import { accountCalls } from './account';
import { agentCalls } from './agent';
import { agentContractCalls } from './agent-contracts';
import { agentMenuCalls } from './agent-menu';
import { contentCalls } from './content';
import { depositWithdrawCalls } from './deposit-withdraw';
import { gamePlayCalls } from './game-play';
import { gameCalls } from './games';
import { lotteryCalls } from './lottery';
import { memberCalls } from './member';
import { messageCalls } from './messages';
import { promotionCalls } from './promotions';
import { securityCalls } from './security';
import { systemCalls } from './system';
import { walletCalls } from './wallet';

/**
 * Every `/wps` call by name, one domain file each. A server registers each of these; a client builds its
 * endpoints from them. Names are unique across domains.
 */
export const WPS_CALLS = {
  ...systemCalls,
  ...contentCalls,
  ...accountCalls,
  ...memberCalls,
  ...messageCalls,
  ...promotionCalls,
  ...gameCalls,
  ...gamePlayCalls,
  ...lotteryCalls,
  ...walletCalls,
  ...depositWithdrawCalls,
  ...securityCalls,
  ...agentCalls,
  ...agentContractCalls,
  ...agentMenuCalls,
} as const;

export type WpsCallName = keyof typeof WPS_CALLS;
