import { randomBytes } from 'node:crypto';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { CallParams, WPS_CALLS } from '@wps-mobile/api-client/contract';
import { firebasePhoneNumber } from '@wps-mobile/config';
import { hashPassword } from '../../auth/password-hash';
import { readConsolidatedSettings } from '../../db';
import type { Merchant, SandboxDatabase } from '../../db';
import { insertRegisteredMember } from '../../db/queries/account/account';
import { memberById, memberByUsername, memberByVerifiedMobile } from '../../db/queries/account/members';
import { ApiFailure } from '../api-failure';
import type { FirebaseIdentity, FirebaseTokenVerifier } from './firebase-id-token';
import { loginAs } from './login-response';

/** The social channels and the white-label flag and Firebase provider each needs. */
const SOCIAL_CHANNELS: Readonly<Record<string, { flag: string; provider: string }>> = {
  google: { flag: 'GOOGLELOGIN3', provider: 'google.com' },
  facebook: { flag: 'FACEBOOKLOGIN3', provider: 'facebook.com' },
};

const unavailable = () =>
  new ApiFailure(400, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);

/** Verifies an id token; a token the verifier refuses is a failed sign-in, never a server error. */
async function identityOf(
  verify: FirebaseTokenVerifier | undefined,
  idToken: string | undefined,
  refused: () => ApiFailure,
): Promise<FirebaseIdentity> {
  if (!verify) throw unavailable();
  try {
    return await verify(idToken ?? '');
  } catch {
    throw refused();
  }
}

/**
 * Checks that an SMS id token proves the number: Firebase sent the code to it and the player typed that code.
 * The registration by mobile number and the SMS login both use it in place of the sandbox's own codes.
 */
export async function verifyFirebasePhone(
  verify: FirebaseTokenVerifier | undefined,
  idToken: string | undefined,
  countryDialingCode: string | undefined,
  mobile: string,
): Promise<void> {
  const refused = () =>
    new ApiFailure(400, WPS_ERROR_CODES.smsCodeInvalid, WPS_ERROR_MESSAGES.smsCodeInvalid);
  const identity = await identityOf(verify, idToken, refused);
  if (
    identity.provider !== 'phone' ||
    identity.phoneNumber !== firebasePhoneNumber(countryDialingCode ?? '', mobile)
  )
    throw refused();
}

/** The member a social sign-in opens: one per Firebase user, named after the user id. */
function socialUsername(uid: string): string {
  return `fb${uid
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 14)}`;
}

/**
 * Login with `type: firebase`. By SMS: the token must name the mobile number, whose member logs in. By Google or
 * Facebook (with the merchant's flag on): the Firebase user's member logs in, opened on the first sign-in.
 */
export async function firebaseLogin(
  db: SandboxDatabase,
  merchant: Merchant,
  params: CallParams<typeof WPS_CALLS.login>,
  verify: FirebaseTokenVerifier | undefined,
  now: number,
) {
  const channel = params.firebaseChannel ?? '';
  if (channel === 'sms') {
    const mobile = params.firebaseMobileNo ?? '';
    await verifyFirebasePhone(verify, params.firebaseIdToken, params.countryDialingCode, mobile);
    const member = memberByVerifiedMobile(db, merchant.code, mobile);
    if (!member || member.active !== 1)
      throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    return loginAs(db, member, now);
  }
  const social = SOCIAL_CHANNELS[channel];
  if (!social || readConsolidatedSettings(db, merchant).whitelabel[social.flag] !== true) throw unavailable();
  const refused = () => new ApiFailure(400, WPS_ERROR_CODES.loginFailed, WPS_ERROR_MESSAGES.loginFailed);
  const identity = await identityOf(verify, params.firebaseIdToken, refused);
  if (identity.provider !== social.provider) throw refused();
  const username = socialUsername(identity.uid);
  const known = memberByUsername(db, merchant.code, username);
  if (known) {
    if (known.active !== 1)
      throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    return loginAs(db, known, now);
  }
  // Signs in by Firebase only: the password is random and never told.
  const hash = await hashPassword(randomBytes(16).toString('hex'));
  return db.transaction(() => {
    const id =
      memberByUsername(db, merchant.code, username)?.id ??
      insertRegisteredMember(db, {
        merchantCode: merchant.code,
        username,
        passwordHash: hash,
        uplineId: null,
        mobile: '',
        mobileVerified: false,
        email: identity.email ?? '',
        nickname: '',
        payeeName: '',
        at: now,
      });
    const member = memberById(db, id);
    if (!member) throw new Error('new member missing');
    return loginAs(db, member, now);
  });
}
