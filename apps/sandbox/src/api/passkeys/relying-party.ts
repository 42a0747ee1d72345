import type { Context } from 'hono';
import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api-failure';

/** How long a challenge may be answered: the prompt's own timeout plus room for a slow network. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** How long the browser shows its prompt before giving up. */
export const PASSKEY_PROMPT_TIMEOUT_MS = 120_000;

/**
 * The relying party is the site the page was served from: its host name is the RP ID and its origin the one the
 * browser signs. The gateway serves the pages and `/wps` from one origin, so the request's own URL names both. A
 * merchant whose API lives elsewhere configures its site's name instead; an IP address is never a valid RP ID.
 */
export function relyingParty(c: Context): { readonly id: string; readonly origin: string } {
  const url = new URL(c.req.url);
  return { id: url.hostname, origin: url.origin };
}

/** The challenge a credential answers, read from its client data (verified again by the library). */
export function challengeOf(credential: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(
      Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string') return data.challenge;
  } catch {
    // Unreadable client data is answered below like any other unknown challenge.
  }
  throw challengeExpired();
}

export const challengeExpired = () =>
  new ApiFailure(
    400,
    WPS_ERROR_CODES.passkeyChallengeExpired,
    'The passkey request expired. Please try again.',
  );

export const passkeyRejected = () =>
  new ApiFailure(400, WPS_ERROR_CODES.passkeyRejected, 'The passkey could not be verified.');

export const passkeyUnknown = () =>
  new ApiFailure(
    400,
    WPS_ERROR_CODES.passkeyUnknown,
    'This passkey is not registered. Sign in with your password and add it again.',
  );
