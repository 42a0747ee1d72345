import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { WPS_ERROR_CODES as CODES, isWpsError } from '@wps-mobile/api-client';
import type { PasskeyCredential } from '@wps-mobile/api-client/contract';
import { serverMessage } from '@wps-mobile/app-shell';
import type { TFunction } from 'i18next';

// The browser's passkey prompt, behind the two calls the screens need. This module (and the WebAuthn helper it
// brings) is only ever loaded lazily: by the login screen's passkey button and the security centre's section.

type WireOptions = { challenge: string; [key: string]: unknown };

// The credential travels as the plain JSON the browser helper wrote.
const toWire = (credential: object): PasskeyCredential =>
  JSON.parse(JSON.stringify(credential)) as PasskeyCredential;

/** Shows the browser's prompt to create a passkey for the options the server gave. */
export async function createPasskey(options: WireOptions): Promise<PasskeyCredential> {
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return toWire(await startRegistration({ optionsJSON }));
}

/** Shows the browser's prompt to sign in with any passkey this site holds on the device. */
export async function askForPasskey(options: WireOptions): Promise<PasskeyCredential> {
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return toWire(await startAuthentication({ optionsJSON }));
}

// The browser reports a closed prompt, a refused verification and a timeout all as NotAllowedError (the helper
// keeps it as the cause of its own error); from the member's side each is a cancelled request.
function wasCancelled(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.name === 'NotAllowedError' || e.name === 'AbortError') return true;
  }
  return false;
}

/** What went wrong, in the member's language: cancelled, a key the server no longer knows, or a failure. */
export function passkeyMessage(error: unknown, t: TFunction): string {
  if (wasCancelled(error)) return t('account.passkey.cancelled');
  if (!isWpsError(error)) return t('account.passkey.failed');
  if (error.errorCode === CODES.passkeyUnknown) return t('account.passkey.unknown');
  if (error.errorCode === CODES.passkeyRejected || error.errorCode === CODES.passkeyChallengeExpired)
    return t('account.passkey.failed');
  return serverMessage(error, t);
}
