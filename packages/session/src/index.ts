export { clearSession, readSession, writeSession, type SessionInfo } from './session-info';
export {
  readToken,
  readTrialName,
  readTrialSession,
  writeTrialSession,
  type TrialSession,
} from './trial-session';
export { watchSessionInOtherTabs, type SessionWatchOptions } from './session-across-tabs';
export { isAutoLogin, setAutoLogin } from './auto-login';
export {
  forgetLogin,
  forgetRememberedPasswords,
  LOGIN_METHODS,
  recallLogin,
  rememberLogin,
  type LoginMethod,
  type RememberedLogin,
  type RememberOptions,
} from './remembered-login';
export { replaceRememberedPassword } from './remembered-password-change';
export { indexedDbKeyStore, type KeyStore } from './key-store';
export { clearOnLogout, memberDataKeys, type LogoutStorage } from './logout';
export {
  ENCRYPTION_HEADERS,
  RSA_OAEP_AES_GCM,
  type EncryptedRequest,
  type PayloadCipher,
  type SealContext,
  type ServerKey,
} from './payload-cipher';
export {
  createNonceBook,
  readSealedEnvelope,
  SEAL_WINDOW_MS,
  sealedRouteText,
  type NonceBook,
  type SealedEnvelope,
  type SealedRoute,
  type SealRefusal,
} from './sealed-freshness';
export {
  digestOf,
  generateCipherKeyPair,
  keyIdOf,
  openEncryptedRequest,
  SealRefusedError,
  spkiFromText,
  webCryptoCipher,
  type OpenOptions,
} from './webcrypto-cipher';
export {
  generateServicePathKey,
  isSealedServicePath,
  readServicePath,
  SEALED_SERVICE_PATH_PREFIX,
  sealServicePath,
} from './service-path-seal';
export {
  FREE_ACCOUNT_REJECTION,
  isAgent,
  isContractExempt,
  isDividendInfoExempt,
  isFreeAccountRejected,
  isTrial,
  mayTransferToUpline,
} from '@wps-mobile/config';
