import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  ENCRYPTION_SCHEME,
  WPS_CALLS,
  WPS_ERROR_CODES,
  WPS_ERROR_MESSAGES,
} from '@wps-mobile/api-client/contract';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { cents, postLedger } from '../../db/queries/ledger';
import { memberById, memberByMobile, memberByUsername } from '../../db/queries/members';
import { trialMerchantOf } from '../../db/queries/merchants';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { consumeCaptcha, issueCaptcha } from '../account/captcha';
import { loginAs } from '../account/login-response';
import { consumeSmsCode } from '../account/sms-codes';
import { route } from '../call-route';
import { endSession } from '../sessions';

export const CAPTCHA_AFTER_FAILURES = 3;
const TRIAL_CREDIT = 2000;

/** Keys, captcha, login (password, SMS, free play) and logout. */
export function sessionRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  route(routes, WPS_CALLS.rsaKey, ({ state }) => ({
    keyId: state.rsa.keyId,
    publicKey: state.rsa.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    algorithm: ENCRYPTION_SCHEME as typeof ENCRYPTION_SCHEME,
  }));

  route(routes, WPS_CALLS.captcha, ({ state }) => issueCaptcha(state));

  route(routes, WPS_CALLS.login, async ({ params, db, state, merchant, now }) => {
    if (params.type === 'sms') {
      const mobile = params.mobileNum ?? '';
      consumeSmsCode(state, mobile, params.verificationCode);
      const member = memberByMobile(db, merchant.code, mobile);
      if (!member || member.active !== 1)
        throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
      return loginAs(db, member, now);
    }
    if (params.type === 'firebase')
      throw new ApiFailure(400, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);
    const username = (params.username ?? '').toLowerCase();
    if (!username || !params.password)
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.parameterMissing,
        'The field username and password are required.',
      );
    const failures = state.loginFailures.get(username) ?? 0;
    if (failures >= CAPTCHA_AFTER_FAILURES)
      consumeCaptcha(state, params.captchaId, params.captcha, { captcha: true });
    // The platform also takes the bound mobile number in place of the username (login after a reset by phone).
    const member =
      memberByUsername(db, merchant.code, username) ??
      (/^\d+$/.test(username) ? memberByMobile(db, merchant.code, username) : undefined);
    const valid = member?.active === 1 && (await verifyPassword(params.password, member.password_hash));
    if (!member || !valid) {
      state.loginFailures.set(username, failures + 1);
      const captcha = failures + 1 >= CAPTCHA_AFTER_FAILURES;
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.loginFailed,
        WPS_ERROR_MESSAGES.loginFailed,
        captcha ? { captcha } : undefined,
      );
    }
    state.loginFailures.delete(username);
    // Re-read: the password check awaited, and the row may have changed meanwhile.
    return loginAs(db, memberById(db, member.id) ?? member, now);
  });

  route(routes, WPS_CALLS.trialUser, ({ db, merchant }) => {
    const trial = trialMerchantOf(db, merchant.siteCode);
    return { trial: trial ? 1 : 0, trialName: trial ? `trial${randomBytes(3).toString('hex')}` : '' };
  });

  route(routes, WPS_CALLS.freePlayLogin, async ({ db, merchant, now }) => {
    const trial = trialMerchantOf(db, merchant.siteCode);
    if (!trial)
      throw new ApiFailure(400, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);
    const username = `trial${randomBytes(4).toString('hex')}`;
    // Trial members never log in by password; a random one keeps the column honest.
    const hash = await hashPassword(randomBytes(16).toString('hex'));
    return db.transaction(() => {
      const { lastId } = db.run(
        'INSERT INTO member (merchant_code, username, password_hash, type, reg_date) VALUES (?,?,?,4,?)',
        [trial, username, hash, now],
      );
      postLedger(db, {
        memberId: lastId,
        cents: cents(TRIAL_CREDIT),
        type: 'P',
        code: 'TRIAL',
        remark: 'Trial credit',
        at: now,
      });
      const member = memberById(db, lastId);
      if (!member) throw new Error('trial member missing');
      return loginAs(db, member, now);
    });
  });

  route(routes, WPS_CALLS.logout, ({ db, token }) => {
    endSession(db, token);
    return true;
  });

  return routes;
}
