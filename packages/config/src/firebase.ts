/**
 * The merchant's Firebase web app (the `firebase` object of `config.json`): what the Firebase JS SDK needs to
 * sign a player in with Google, Facebook or an SMS code. These values are public by design (they identify the
 * project, they grant nothing); the merchant's backend checks every id token they produce.
 */
export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId: string;
  readonly messagingSenderId?: string;
  readonly storageBucket?: string;
}

/** Everything the player app needs to start Firebase sign-in, or nothing when the merchant does not run it. */
export interface FirebaseSignIn {
  readonly web: FirebaseWebConfig;
  /**
   * The Firebase Auth emulator (`http://127.0.0.1:9099`) for development and tests; never set in production.
   * With it, the SDK talks to the emulator and phone sign-in skips reCAPTCHA.
   */
  readonly authEmulatorUrl?: string;
}

const REQUIRED_KEYS = ['apiKey', 'authDomain', 'projectId', 'appId'] as const;
const OPTIONAL_KEYS = ['messagingSenderId', 'storageBucket'] as const;
const VALUE = /^[A-Za-z0-9:._-]{1,200}$/;

function isEmulatorOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** Checks `firebase` and `firebaseAuthEmulatorUrl` of a config file, adding every problem to `problems`. */
export function parseFirebaseConfig(
  raw: Record<string, unknown>,
  problems: string[],
): { firebase?: FirebaseWebConfig; firebaseAuthEmulatorUrl?: string } {
  const web = raw.firebase;
  const emulator = raw.firebaseAuthEmulatorUrl;
  let firebase: FirebaseWebConfig | undefined;
  if (web !== undefined) {
    const fields = typeof web === 'object' && web !== null && !Array.isArray(web) ? web : {};
    const bad = [...REQUIRED_KEYS, ...OPTIONAL_KEYS].filter((key) => {
      const value = (fields as Record<string, unknown>)[key];
      if (value === undefined) return (REQUIRED_KEYS as readonly string[]).includes(key);
      return typeof value !== 'string' || !VALUE.test(value);
    });
    if (bad.length > 0)
      problems.push(
        `firebase must hold the web app's apiKey, authDomain, projectId and appId (check ${bad.join(', ')})`,
      );
    else firebase = fields as FirebaseWebConfig;
  }
  if (emulator !== undefined && !isEmulatorOrigin(emulator))
    problems.push('firebaseAuthEmulatorUrl must be an http origin such as http://127.0.0.1:9099');
  return {
    ...(firebase ? { firebase } : {}),
    ...(typeof emulator === 'string' && isEmulatorOrigin(emulator)
      ? { firebaseAuthEmulatorUrl: emulator.replace(/\/$/, '') }
      : {}),
  };
}

/**
 * Firebase sign-in as the merchant's config offers it: only with the service switched on (`firebaseEnabled`)
 * and the web app named (`firebase`). Without either, the app offers no Firebase button and loads none of its code.
 */
export function firebaseSignIn(config: {
  readonly firebaseEnabled?: boolean;
  readonly firebase?: FirebaseWebConfig;
  readonly firebaseAuthEmulatorUrl?: string;
}): FirebaseSignIn | undefined {
  if (config.firebaseEnabled !== true || !config.firebase) return undefined;
  return {
    web: config.firebase,
    ...(config.firebaseAuthEmulatorUrl ? { authEmulatorUrl: config.firebaseAuthEmulatorUrl } : {}),
  };
}

/**
 * The number Firebase sends an SMS code to and names in its id token (E.164): the country's dialling code and the
 * national number without its trunk zero. The app and the backend both compare numbers this way.
 */
export function firebasePhoneNumber(countryDialingCode: string, mobile: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/**
 * What a page of a Firebase merchant must allow beyond the site's own policy, by CSP directive: the SDK's calls
 * (Identity Toolkit, Secure Token, or the emulator), Google's iframe loader and reCAPTCHA scripts, and the frames
 * of the auth domain, reCAPTCHA and the emulator. The popup Firebase opens also needs `Cross-Origin-Opener-Policy:
 * same-origin-allow-popups` (`FIREBASE_OPENER_POLICY`), or the page loses sight of it and reports it closed.
 */
export function firebasePageSources(signIn: FirebaseSignIn): Readonly<Record<string, readonly string[]>> {
  const emulator = signIn.authEmulatorUrl ? [signIn.authEmulatorUrl] : [];
  return {
    'connect-src': [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...emulator,
    ],
    'script-src': [
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    // The SDK's hidden helper frame comes from the auth domain (or the emulator), phone sign-in's reCAPTCHA from
    // Google: the site's own policy frames nothing.
    'frame-src': [
      `https://${signIn.web.authDomain}`,
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      ...emulator,
    ],
  };
}

export const FIREBASE_OPENER_POLICY = 'same-origin-allow-popups';
