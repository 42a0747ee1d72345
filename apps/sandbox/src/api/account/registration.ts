import { REGISTER_FIELDS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { CallParams, RegisterSettings, WPS_CALLS } from '@wps-mobile/api-client/contract';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/password-hash';
import { readConsolidatedSettings } from '../../db';
import type { Merchant, SandboxDatabase } from '../../db';
import { insertRegisteredMember, memberIdOfInvitation } from '../../db/queries/account/account';
import { memberById, memberByUsername, memberByVerifiedMobile } from '../../db/queries/account/members';
import type { SandboxState } from '../sandbox-state';
import { consumeCaptcha } from './captcha';
import { loginAs } from './login-response';
import { consumeSmsCode } from './sms-codes';
import type { FirebaseTokenVerifier } from './firebase-id-token';
import { verifyFirebasePhone } from './firebase-login';
import { ApiFailure } from '../api-failure';

type Payload = CallParams<typeof WPS_CALLS.register>;

/** Checks a registration against the merchant's registration config: the same rules the form shows. */
export function checkRegistrationFields(
  settings: RegisterSettings,
  payload: Payload,
  skip: ReadonlySet<string>,
): void {
  for (const field of REGISTER_FIELDS) {
    const rule = settings.fields[field];
    if (!rule?.enabled || skip.has(field)) continue;
    const value = (payload as Record<string, unknown>)[field];
    const text = typeof value === 'string' ? value : '';
    const broken = text === '' ? rule.required : !new RegExp(rule.regExp).test(text);
    if (broken) throw new ApiFailure(400, WPS_ERROR_CODES.registerFieldInvalid, rule.message, { field });
  }
  if (!skip.has('password') && payload.password !== payload.confirmPassword)
    throw new ApiFailure(400, WPS_ERROR_CODES.passwordMismatch, WPS_ERROR_MESSAGES.confirmMismatch, {
      field: 'confirmPassword',
    });
}

/** The agent an invitation or affiliate code of the merchant attaches a new member to; another code fails. */
export function uplineOfCode(
  db: SandboxDatabase,
  merchantCode: string,
  code: string | undefined,
): number | null {
  if (!code) return null;
  const memberId = memberIdOfInvitation(db, merchantCode, code);
  if (memberId === undefined)
    throw new ApiFailure(400, WPS_ERROR_CODES.invitationInvalid, WPS_ERROR_MESSAGES.invitationInvalid, {
      field: 'affiliateCode',
    });
  return memberId;
}

/** Registers a member by username or by mobile number and logs the new member in. */
export async function registerMember(
  db: SandboxDatabase,
  state: SandboxState,
  merchant: Merchant,
  payload: Payload,
  byMobile: boolean,
  now: number,
  firebase?: FirebaseTokenVerifier,
) {
  const settings = readConsolidatedSettings(db, merchant);
  const flag = (name: string) => settings.whitelabel[name] === true;
  if (!flag(byMobile ? 'MOBILENUMREG3' : 'USERNAMEREG3'))
    throw new ApiFailure(400, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);
  if (settings.register.captchaEnabled) consumeCaptcha(state, payload.captchaId, payload.captcha);
  const mobile = payload.mobileNum ?? '';
  const skip = new Set<string>(['verificationCode']);
  if (byMobile) {
    skip.add('username');
    if (!flag('MOBILENUMPASSREG3')) skip.add('password');
    if (!mobile)
      throw new ApiFailure(400, WPS_ERROR_CODES.parameterMissing, 'The field mobileNum is required.');
  }
  checkRegistrationFields(settings.register, payload, skip);
  // A number proven by an SMS code (ours, or Firebase's id token on the firebase path) is verified, and belongs to
  // one member of the merchant; one only typed in is kept as contact data, never trusted to sign in or reset a
  // password (it could be anyone's).
  const mobileVerified = byMobile || flag('REGMOBVERF3') || payload.firebaseChannel === 'sms';
  if (payload.firebaseChannel === 'sms')
    await verifyFirebasePhone(firebase, payload.firebaseIdToken, payload.countryDialingCode, mobile);
  else if (mobileVerified) consumeSmsCode(state, mobile, payload.verificationCode, 'register');
  const username = byMobile ? `m${mobile}` : (payload.username ?? '').toLowerCase();
  const taken = () =>
    memberByUsername(db, merchant.code, username) ??
    (mobileVerified && mobile ? memberByVerifiedMobile(db, merchant.code, mobile) : undefined);
  if (taken()) throw new ApiFailure(400, WPS_ERROR_CODES.usernameTaken, WPS_ERROR_MESSAGES.usernameTaken);
  const upline = uplineOfCode(db, merchant.code, payload.affiliateCode || payload.recommenderId);
  const hash = await hashPassword(payload.password || randomBytes(16).toString('hex'));
  return db.transaction(() => {
    // Checked again inside the transaction: two registrations of one name may have raced past the first check.
    if (taken()) throw new ApiFailure(400, WPS_ERROR_CODES.usernameTaken, WPS_ERROR_MESSAGES.usernameTaken);
    const id = insertRegisteredMember(db, {
      merchantCode: merchant.code,
      username,
      passwordHash: hash,
      uplineId: upline,
      mobile,
      mobileVerified,
      email: payload.email ?? '',
      nickname: payload.nickname ?? '',
      payeeName: payload.payeeName ?? '',
      at: now,
    });
    const member = memberById(db, id);
    if (!member) throw new Error('new member missing');
    return loginAs(db, member, now);
  });
}
