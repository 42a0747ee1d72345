import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** Who a verified Firebase id token names. */
export interface FirebaseIdentity {
  /** The user's id in the Firebase project. */
  readonly uid: string;
  /** How the user signed in: `google.com`, `facebook.com`, `phone`... */
  readonly provider: string;
  /** E.164, for a phone sign-in. */
  readonly phoneNumber?: string;
  readonly email?: string;
}

/** Checks an id token and says whom it names; throws when the token is not one to trust. */
export type FirebaseTokenVerifier = (idToken: string) => Promise<FirebaseIdentity>;

/** Google's published keys for Firebase id tokens. */
export const SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export class FirebaseTokenRejected extends Error {
  override name = 'FirebaseTokenRejected';
}

export interface FirebaseVerifierOptions {
  readonly projectId: string;
  /**
   * `host:port` of the Firebase Auth emulator. Its tokens are unsigned (`alg: none`), so they are trusted only
   * when the sandbox is started against an emulator, never otherwise.
   */
  readonly emulatorHost?: string;
  /** The signing keys; Google's published set by default (tests pass a set of their own). */
  readonly keys?: JWTVerifyGetKey;
  /** Seconds since the epoch (tests move it); the clock by default. */
  readonly now?: () => number;
}

function identityOf(payload: JWTPayload): FirebaseIdentity {
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  if (!payload.sub || typeof firebase?.sign_in_provider !== 'string')
    throw new FirebaseTokenRejected('the token names no user or sign-in provider');
  return {
    uid: payload.sub,
    provider: firebase.sign_in_provider,
    ...(typeof payload.phone_number === 'string' ? { phoneNumber: payload.phone_number } : {}),
    ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
  };
}

/** The emulator's tokens: unsigned, but with the project's issuer and audience and an expiry like real ones. */
function checkEmulatorToken(idToken: string, projectId: string, now: number): JWTPayload {
  let payload: JWTPayload;
  try {
    if (decodeProtectedHeader(idToken).alg !== 'none') throw new Error('signed');
    payload = decodeJwt(idToken);
  } catch {
    throw new FirebaseTokenRejected('not an Auth emulator token');
  }
  if (payload.aud !== projectId || payload.iss !== `https://securetoken.google.com/${projectId}`)
    throw new FirebaseTokenRejected('the token is for another project');
  if (typeof payload.exp !== 'number' || payload.exp <= now)
    throw new FirebaseTokenRejected('the token expired');
  return payload;
}

/**
 * Verifies Firebase id tokens the way Firebase documents for a backend without the Admin SDK: RS256 signed by one
 * of Google's published keys, audience the project id, issuer `https://securetoken.google.com/<project>`, not
 * expired, issued and authenticated in the past, with a subject.
 */
export function firebaseTokenVerifier(options: FirebaseVerifierOptions): FirebaseTokenVerifier {
  const { projectId, emulatorHost } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  if (emulatorHost) return async (idToken) => identityOf(checkEmulatorToken(idToken, projectId, now()));
  const keys = options.keys ?? createRemoteJWKSet(new URL(SECURETOKEN_JWKS_URL));
  return async (idToken) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        audience: projectId,
        issuer: `https://securetoken.google.com/${projectId}`,
        currentDate: new Date(now() * 1000),
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (error) {
      throw new FirebaseTokenRejected(error instanceof Error ? error.message : 'invalid token');
    }
    if (typeof payload.auth_time !== 'number' || payload.auth_time > now())
      throw new FirebaseTokenRejected('the sign-in time is in the future');
    return identityOf(payload);
  };
}

/**
 * The sandbox's Firebase project from the environment: `WPS_FIREBASE_PROJECT_ID`, and `FIREBASE_AUTH_EMULATOR_HOST`
 * (the variable Firebase's own server tools read) for the emulator. No project, no Firebase sign-in.
 */
export function firebaseVerifierFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): FirebaseTokenVerifier | undefined {
  const projectId = env.WPS_FIREBASE_PROJECT_ID?.trim();
  if (!projectId) return undefined;
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return firebaseTokenVerifier({ projectId, ...(emulatorHost ? { emulatorHost } : {}) });
}
