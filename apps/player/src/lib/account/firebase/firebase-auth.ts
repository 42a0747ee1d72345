// The Firebase JS SDK lives in this module alone, and this module is only ever imported lazily (see
// `firebase-sign-in.ts`): a merchant without Firebase, or a visitor who never taps a Firebase button, loads none of it.
import type { FirebaseSignIn } from '@wps-mobile/config';
import { getApps, initializeApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  RecaptchaVerifier,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithPhoneNumber,
  signInWithPopup,
  type Auth,
} from 'firebase/auth';
import type { SmsConfirmation, SocialProvider } from './firebase-types';

let auth: Auth | undefined;

/**
 * One Auth instance per page. Its state is kept in memory only: the player's session is the merchant's token,
 * so a Firebase sign-in must not outlive the login it was made for (nor leave a token in storage).
 */
function authOf(settings: FirebaseSignIn): Auth {
  if (auth) return auth;
  const app = getApps()[0] ?? initializeApp(settings.web);
  auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  // Against the emulator the SDK also skips reCAPTCHA for phone sign-in (appVerificationDisabledForTesting).
  if (settings.authEmulatorUrl)
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** Signs in with Google or Facebook in Firebase's popup and answers the id token for the merchant's login. */
export async function socialIdToken(settings: FirebaseSignIn, provider: SocialProvider): Promise<string> {
  const instance = authOf(settings);
  const credential = await signInWithPopup(
    instance,
    provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider(),
  );
  const token = await credential.user.getIdToken();
  await instance.signOut();
  return token;
}

/**
 * Has Firebase send an SMS code to `phoneNumber` (E.164). The invisible reCAPTCHA Firebase asks for is drawn in
 * `recaptchaHost`; confirming the typed code answers the id token that proves the number.
 */
export async function sendSmsCode(
  settings: FirebaseSignIn,
  phoneNumber: string,
  recaptchaHost: HTMLElement,
): Promise<SmsConfirmation> {
  const instance = authOf(settings);
  const verifier = new RecaptchaVerifier(instance, recaptchaHost, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(instance, phoneNumber, verifier);
    return {
      async confirm(code) {
        const credential = await confirmation.confirm(code);
        const token = await credential.user.getIdToken();
        await instance.signOut();
        return token;
      },
    };
  } finally {
    verifier.clear();
  }
}
