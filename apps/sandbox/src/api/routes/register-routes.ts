import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { CallParams } from '@wps-mobile/api-client/contract';
import { hashPassword } from '../../auth/password-hash';
import { readConsolidatedSettings } from '../../db';
import type { Merchant, SandboxDatabase } from '../../db';
import { memberById, memberByMobile, memberByUsername } from '../../db/queries/members';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { consumeCaptcha } from '../account/captcha';
import { loginAs } from '../account/login-response';
import { checkRegistrationFields, uplineOfCode } from '../account/registration';
import { consumeSmsCode } from '../account/sms-codes';
import { route } from '../call-route';
import type { SandboxState } from '../sandbox-state';

type Payload = CallParams<typeof WPS_CALLS.register>;

async function register(
  db: SandboxDatabase,
  state: SandboxState,
  merchant: Merchant,
  payload: Payload,
  byMobile: boolean,
  now: number,
) {
  const settings = readConsolidatedSettings(db, merchant);
  const flag = (name: string) => settings.whitelabel[name] === true;
  if (!flag(byMobile ? 'MOBILENUMREG3' : 'USERNAMEREG3'))
    throw new ApiFailure(400, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);
  if (settings.register.captchaEnabled && !byMobile)
    consumeCaptcha(state, payload.captchaId, payload.captcha);
  const mobile = payload.mobileNum ?? '';
  const skip = new Set<string>(['verificationCode']);
  if (byMobile) {
    skip.add('username');
    if (!flag('MOBILENUMPASSREG3')) skip.add('password');
    if (!mobile)
      throw new ApiFailure(400, WPS_ERROR_CODES.parameterMissing, 'The field mobileNum is required.');
  }
  checkRegistrationFields(settings.register, payload, skip);
  if (byMobile || flag('REGMOBVERF3')) consumeSmsCode(state, mobile, payload.verificationCode);
  const username = byMobile ? `m${mobile}` : (payload.username ?? '').toLowerCase();
  if (memberByUsername(db, merchant.code, username) || (mobile && memberByMobile(db, merchant.code, mobile)))
    throw new ApiFailure(400, WPS_ERROR_CODES.usernameTaken, WPS_ERROR_MESSAGES.usernameTaken);
  const upline = uplineOfCode(db, payload.affiliateCode || payload.recommenderId);
  const hash = await hashPassword(payload.password || randomBytes(16).toString('hex'));
  return db.transaction(() => {
    // Checked again inside the transaction: two registrations of one name may have raced past the first check.
    if (memberByUsername(db, merchant.code, username))
      throw new ApiFailure(400, WPS_ERROR_CODES.usernameTaken, WPS_ERROR_MESSAGES.usernameTaken);
    const { lastId } = db.run(
      `INSERT INTO member (merchant_code, username, password_hash, type, upline_id, mobile_num, email, nickname,
         payee_name, reg_date) VALUES (?,?,?,0,?,?,?,?,?,?)`,
      [
        merchant.code,
        username,
        hash,
        upline,
        mobile,
        payload.email ?? '',
        payload.nickname ?? '',
        payload.payeeName ?? '',
        now,
      ],
    );
    const member = memberById(db, lastId);
    if (!member) throw new Error('new member missing');
    return loginAs(db, member, now);
  });
}

/** Registration by username or by mobile number, driven by the registration config and white-label flags. */
export function registerRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  route(routes, WPS_CALLS.register, ({ db, state, merchant, params, now }) =>
    register(db, state, merchant, params, false, now),
  );
  route(routes, WPS_CALLS.registerMobile, ({ db, state, merchant, params, now }) =>
    register(db, state, merchant, params, true, now),
  );
  return routes;
}
