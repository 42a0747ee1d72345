// The api, its store helpers and runtime hooks. Each domain's endpoints and hooks come from that domain's file.
export { MEMBER_TAGS, TAG_TYPES, wpsApi, type WpsTag } from './api';
export { wpsBaseQuery } from './base-query';
export type { LocalCacheRule, SensitiveCall, WpsError, WpsRequest } from './request';
export { configureClient, type ClientContext } from './client-context';
export { createWpsStore, wpsMiddleware, wpsReducer, type WpsStore } from './store';
export { sessionResetMiddleware } from './session-reset';
export { reportSessionEndedElsewhere, sessionExpired } from './session-expiry';
export { getConnectivity, subscribeConnectivity, watchConnectivity, type Connectivity } from './connectivity';
export { useConnectivity } from './use-connectivity';
export { LOCAL_CACHE_RULES } from './cache-rules';
export { LOCAL_CACHE_VERSION } from './local-cache';
export { isWpsError, isSessionGoneError } from './errors';
export type { MoneyKey } from './endpoint-kit';
export { SubmitKeys, newIdempotencyKey } from './idempotency-key';
export { submitMoney, type MoneyOutcome, type MoneySubmitSteps } from './money-submit-flow';
export { useMoneySubmit } from './use-money-submit';
// The contract's plain constants, here as well as in `./contract`, whose schemas would pull the schema library
// into every screen that needs only a list of names.
export {
  GAME_CATEGORIES,
  GAME_CLASSIFY,
  LOTTERY_VENDORS,
  MIN_BETS,
  type GameCategory,
} from './contract/game-constants';
export { WPS_ERROR_CODES, WPS_ERROR_MESSAGES, type WpsErrorCode } from './contract/error-codes';
export * from './account';
export * from './agent-contracts';
export * from './agent-menu';
export * from './red-rain';
export * from './agent-money';
export * from './agent-reports';
export * from './agent-team';
export * from './content';
export * from './deposit';
export * from './game-play';
export * from './games';
export * from './lottery';
export * from './member';
export * from './messages';
export * from './passkeys';
export * from './promotions';
export * from './security';
export * from './system';
export * from './vitals';
export * from './wallet';
export * from './withdraw';
