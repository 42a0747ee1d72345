import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { CONSTANTS } from '@wps-mobile/config';
import {
  ENCRYPTION_SCHEME,
  WPS_CALLS,
  WPS_ERROR_CODES,
  WPS_ERROR_MESSAGES,
} from '@wps-mobile/api-client/contract';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import {
  agentOfAffiliateCode,
  changePassword,
  insertPlainMember,
  resetPassword,
} from '../../db/queries/account/account';
import { cents, postLedger } from '../../db/queries/money/ledger';
import { memberById, memberByUsername, memberByVerifiedMobile } from '../../db/queries/account/members';
import { trialMerchantOf } from '../../db/queries/site/merchants';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { issueCaptcha } from '../account/captcha';
import { loginAs } from '../account/login-response';
import { passwordLogin, spendLoginRate } from '../account/password-login';
import { consumeSmsCode, checkSmsCode, sendSmsCode } from '../account/sms-codes';
import { route, memberRoute } from '../call-route';
import { checkLoginPassword } from '../credential-checks';
import { clientAddress, spendRate } from '../rate-limiter';
import { endMemberSessions, endSession } from '../sessions';
import { readConsolidatedSettings } from '../../db';
import type { Merchant, SandboxDatabase } from '../../db';
import { registerMember } from '../account/registration';
import { firebaseLogin } from '../account/firebase-login';

const TRIAL_CREDIT = 2000;

/** Keys, captcha, login (password, SMS, free play), logout, registration, SMS codes, passwords, affiliate codes. */
export function accountRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  route(routes, WPS_CALLS.rsaKey, ({ state, now }) => ({
    keyId: state.rsa.keyId,
    publicKey: state.rsa.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    algorithm: ENCRYPTION_SCHEME as typeof ENCRYPTION_SCHEME,
    // Clients seal with this clock, so a phone set to the wrong time is not refused as stale.
    serverTime: now,
  }));

  route(routes, WPS_CALLS.captcha, ({ c, state }) => {
    spendRate(state, 'captchaPerIp', clientAddress(c));
    return issueCaptcha(state);
  });

  route(routes, WPS_CALLS.login, async ({ c, params, db, state, merchant, now }) => {
    if (params.type === 'sms') {
      const mobile = params.mobileNum ?? '';
      spendLoginRate(c, state, mobile);
      consumeSmsCode(state, mobile, params.verificationCode, 'login');
      const member = memberByVerifiedMobile(db, merchant.code, mobile);
      if (!member || member.active !== 1)
        throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
      return loginAs(db, member, now);
    }
    if (params.type === 'firebase') {
      spendLoginRate(c, state, params.firebaseMobileNo || 'firebase');
      return firebaseLogin(db, merchant, params, c.var.firebase, now);
    }
    if (!params.username || !params.password)
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.parameterMissing,
        'The field username and password are required.',
      );
    return passwordLogin(
      c,
      db,
      state,
      merchant,
      {
        username: params.username,
        password: params.password,
        captchaId: params.captchaId,
        captcha: params.captcha,
      },
      now,
    );
  });

  route(routes, WPS_CALLS.trialUser, ({ db, merchant }) => {
    const trial = trialMerchantOf(db, merchant.siteCode);
    return { trial: trial ? 1 : 0, trialName: trial ? `trial${randomBytes(3).toString('hex')}` : '' };
  });

  route(routes, WPS_CALLS.freePlayLogin, async ({ c, db, state, merchant, now }) => {
    const trial = trialMerchantOf(db, merchant.siteCode);
    if (!trial)
      throw new ApiFailure(400, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);
    spendRate(state, 'freePlayPerIp', clientAddress(c));
    const username = `trial${randomBytes(4).toString('hex')}`;
    // Trial members never log in by password; a random one keeps the column honest.
    const hash = await hashPassword(randomBytes(16).toString('hex'));
    return db.transaction(() => {
      const lastId = insertPlainMember(db, {
        merchantCode: trial,
        username,
        passwordHash: hash,
        type: CONSTANTS.memberTypes.freeAccount,
        uplineId: null,
        at: now,
      });
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

  registerRoutes(routes);
  passwordRoutes(routes);
  return routes;
}

/** Registration by username or by mobile number, driven by the registration config and white-label flags. */
function registerRoutes(routes: Hono<ApiEnv>): void {
  route(routes, WPS_CALLS.register, ({ c, db, state, merchant, params, now }) =>
    registerMember(db, state, merchant, params, false, now, c.var.firebase),
  );
  route(routes, WPS_CALLS.registerMobile, ({ c, db, state, merchant, params, now }) =>
    registerMember(db, state, merchant, params, true, now, c.var.firebase),
  );
}

/** SMS codes, password recovery and change, affiliate codes. */
function passwordRoutes(routes: Hono<ApiEnv>): void {
  /** A new password differs from the old one and keeps the merchant's password rule. */
  const checkNewPassword = (
    db: SandboxDatabase,
    merchant: Merchant,
    password: string,
    sameAsOld: boolean,
  ) => {
    if (sameAsOld)
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.newPasswordSameAsOld,
        WPS_ERROR_MESSAGES.newPasswordSameAsOld,
      );
    const rule = readConsolidatedSettings(db, merchant).register.fields.password;
    if (!new RegExp(rule.regExp).test(password))
      throw new ApiFailure(400, WPS_ERROR_CODES.registerFieldInvalid, rule.message);
  };

  route(routes, WPS_CALLS.smsNoLogin, ({ c, state, params }) =>
    sendSmsCode(state, params.mobileNum, 'login', clientAddress(c)),
  );
  // The calls below say whether an account exists, so each spends a login attempt before looking.
  route(routes, WPS_CALLS.smsRegister, ({ c, db, state, merchant, params }) => {
    spendLoginRate(c, state, params.mobileNo);
    if (memberByVerifiedMobile(db, merchant.code, params.mobileNo))
      throw new ApiFailure(400, WPS_ERROR_CODES.usernameTaken, WPS_ERROR_MESSAGES.usernameTaken);
    return sendSmsCode(state, params.mobileNo, 'register', clientAddress(c));
  });
  memberRoute(routes, WPS_CALLS.smsMember, ({ c, state, member }) => {
    if (!member.mobile_num)
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.parameterMissing,
        'No mobile number is bound to this account.',
      );
    return sendSmsCode(state, member.mobile_num, 'member', clientAddress(c));
  });
  route(routes, WPS_CALLS.smsPasswordReset, ({ c, db, state, merchant, params }) => {
    spendLoginRate(c, state, params.mobileNum);
    if (!memberByVerifiedMobile(db, merchant.code, params.mobileNum))
      throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    return sendSmsCode(state, params.mobileNum, 'reset', clientAddress(c));
  });

  route(routes, WPS_CALLS.forgotPassword, ({ c, db, state, merchant, params }) => {
    const username = params.username.toLowerCase();
    spendLoginRate(c, state, username);
    const member = memberByUsername(db, merchant.code, username);
    if (!member) throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    if (member.email.toLowerCase() !== params.email.toLowerCase())
      throw new ApiFailure(400, WPS_ERROR_CODES.emailMismatch, 'E-mail format is incorrect');
    return true; // the reset mail would go out here; the sandbox sends nothing
  });

  route(routes, WPS_CALLS.setPasswordByPhone, async ({ db, state, merchant, params }) => {
    const member = memberByVerifiedMobile(db, merchant.code, params.mobileNum);
    if (!member) throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    // Checked, not burnt, until the change is made: after modify.new.old.same the member only retypes the password.
    checkSmsCode(state, params.mobileNum, params.verificationCode, 'reset');
    const same = await verifyPassword(params.newPassword, member.password_hash);
    checkNewPassword(db, merchant, params.newPassword, same);
    resetPassword(db, member.id, await hashPassword(params.newPassword));
    // Whoever knew the old password is signed out everywhere.
    endMemberSessions(db, member.id, 'passwordReset');
    state.sms.delete(params.mobileNum);
    return true;
  });

  memberRoute(routes, WPS_CALLS.changePassword, async ({ db, state, merchant, params, member, token }) => {
    await checkLoginPassword(state, member, params.oldPassword);
    if (params.newPassword !== params.confirmNewPassword)
      throw new ApiFailure(400, WPS_ERROR_CODES.passwordMismatch, WPS_ERROR_MESSAGES.confirmMismatch);
    checkNewPassword(db, merchant, params.newPassword, params.newPassword === params.oldPassword);
    changePassword(db, member.id, await hashPassword(params.newPassword));
    // The member's other sessions end; the one that made the change goes on.
    endMemberSessions(db, member.id, 'passwordChanged', token);
    return true;
  });

  route(routes, WPS_CALLS.affiliateCheck, ({ db, merchant, params }) => {
    const agent = agentOfAffiliateCode(db, merchant.code, params.code);
    if (!agent)
      throw new ApiFailure(400, WPS_ERROR_CODES.invitationInvalid, WPS_ERROR_MESSAGES.invitationInvalid);
    return { code: params.code, agentName: agent.username };
  });
  route(routes, WPS_CALLS.affiliateInfo, ({ db, merchant, params }) => {
    const agent = agentOfAffiliateCode(db, merchant.code, params.code);
    return { code: params.code, agentName: agent?.username ?? '', valid: Boolean(agent) };
  });
}
