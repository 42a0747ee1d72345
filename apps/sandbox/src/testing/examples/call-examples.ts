import type { WpsCallName } from '@wps-mobile/api-client/contract';
import { ACCOUNT_EXAMPLES } from './account-examples';
import { AGENT_EXAMPLES } from './agent-examples';
import type { CallExample } from './example-types';
import { MONEY_EXAMPLES } from './money-examples';
import { PASSKEY_EXAMPLES } from './passkey-examples';
import { PLAY_EXAMPLES } from './play-examples';
import { VITALS_EXAMPLES } from './vitals-examples';

/** One example per contract call; the type makes a call added to the contract without an example a compile error. */
export const CALL_EXAMPLES: Record<WpsCallName, CallExample> = {
  ...ACCOUNT_EXAMPLES,
  ...PLAY_EXAMPLES,
  ...MONEY_EXAMPLES,
  ...AGENT_EXAMPLES,
  ...PASSKEY_EXAMPLES,
  ...VITALS_EXAMPLES,
};
