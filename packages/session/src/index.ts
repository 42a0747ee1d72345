export { clearSession, readSession, writeSession, type SessionInfo } from './session-info';
export { isAgent, isContractExempt, isDividendInfoExempt, isTrial, mayTransferToUpline } from './member-type';
