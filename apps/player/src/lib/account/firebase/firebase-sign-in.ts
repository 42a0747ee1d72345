import type { FirebaseSignIn } from '@wps-mobile/config';
import type { SmsConfirmation, SocialProvider } from './firebase-types';

export type { SmsConfirmation, SocialProvider } from './firebase-types';

/**
 * The Firebase SDK, fetched on first use. Only this dynamic import names it, so the SDK is a chunk of its own
 * that no page lists up front; `pnpm bench` prints its size and checks a visitor loads none of it.
 */
const loadFirebaseAuth = () => import('./firebase-auth');

/**
 * Fetches the SDK ahead of a tap, once a Firebase button or code field is on screen: a browser lets a page open a
 * popup only shortly after the tap, and fetching the SDK after it could take longer on a slow network.
 */
export function prefetchFirebase(): void {
  loadFirebaseAuth().catch(() => undefined);
}

export async function socialIdToken(settings: FirebaseSignIn, provider: SocialProvider): Promise<string> {
  return (await loadFirebaseAuth()).socialIdToken(settings, provider);
}

export async function sendFirebaseSmsCode(
  settings: FirebaseSignIn,
  phoneNumber: string,
  recaptchaHost: HTMLElement,
): Promise<SmsConfirmation> {
  return (await loadFirebaseAuth()).sendSmsCode(settings, phoneNumber, recaptchaHost);
}
