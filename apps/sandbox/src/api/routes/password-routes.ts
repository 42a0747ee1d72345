import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { readConsolidatedSettings } from '../../db';
import { memberByMobile, memberByUsername } from '../../db/queries/members';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { checkSmsCode, sendSmsCode } from '../account/sms-codes';
import { memberRoute, route } from '../call-route';

/** SMS codes, password recovery and change, affiliate codes. */
export function passwordRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const passwordRule = (c: Parameters<typeof readConsolidatedSettings>) =>
    readConsolidatedSettings(...c).register.fields.password;

  route(routes, WPS_CALLS.smsNoLogin, ({ state, params }) => sendSmsCode(state, params.mobileNum));
  route(routes, WPS_CALLS.smsRegister, ({ db, state, merchant, params }) => {
    if (memberByMobile(db, merchant.code, params.mobileNo))
      throw new ApiFailure(400, WPS_ERROR_CODES.usernameTaken, WPS_ERROR_MESSAGES.usernameTaken);
    return sendSmsCode(state, params.mobileNo);
  });
  memberRoute(routes, WPS_CALLS.smsMember, ({ state, member }) => {
    if (!member.mobile_num)
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.parameterMissing,
        'No mobile number is bound to this account.',
      );
    return sendSmsCode(state, member.mobile_num);
  });
  route(routes, WPS_CALLS.smsPasswordReset, ({ db, state, merchant, params }) => {
    if (!memberByMobile(db, merchant.code, params.mobileNum))
      throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    return sendSmsCode(state, params.mobileNum);
  });

  route(routes, WPS_CALLS.forgotPassword, ({ db, merchant, params }) => {
    const member = memberByUsername(db, merchant.code, params.username.toLowerCase());
    if (!member) throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    if (member.email.toLowerCase() !== params.email.toLowerCase())
      throw new ApiFailure(400, WPS_ERROR_CODES.emailMismatch, 'E-mail format is incorrect');
    return true; // the reset mail would go out here; the sandbox sends nothing
  });

  route(routes, WPS_CALLS.setPasswordByPhone, async ({ db, state, merchant, params }) => {
    const member = memberByMobile(db, merchant.code, params.mobileNum);
    if (!member) throw new ApiFailure(400, WPS_ERROR_CODES.userNotFound, WPS_ERROR_MESSAGES.userNotFound);
    // Checked, not burnt, until the change is made: after modify.new.old.same the member only retypes the password.
    checkSmsCode(state, params.mobileNum, params.verificationCode);
    if (await verifyPassword(params.newPassword, member.password_hash))
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.newPasswordSameAsOld,
        WPS_ERROR_MESSAGES.newPasswordSameAsOld,
      );
    const rule = passwordRule([db, merchant]);
    if (!new RegExp(rule.regExp).test(params.newPassword))
      throw new ApiFailure(400, WPS_ERROR_CODES.registerFieldInvalid, rule.message);
    db.run('UPDATE member SET password_hash = ?, password_expired = 0 WHERE id = ?', [
      await hashPassword(params.newPassword),
      member.id,
    ]);
    state.sms.delete(params.mobileNum);
    return true;
  });

  memberRoute(routes, WPS_CALLS.changePassword, async ({ db, merchant, params, member }) => {
    if (!(await verifyPassword(params.oldPassword, member.password_hash)))
      throw new ApiFailure(400, WPS_ERROR_CODES.passwordWrong, 'Password format is incorrect');
    if (params.newPassword !== params.confirmNewPassword)
      throw new ApiFailure(400, WPS_ERROR_CODES.passwordMismatch, WPS_ERROR_MESSAGES.confirmMismatch);
    if (params.newPassword === params.oldPassword)
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.newPasswordSameAsOld,
        WPS_ERROR_MESSAGES.newPasswordSameAsOld,
      );
    const rule = passwordRule([db, merchant]);
    if (!new RegExp(rule.regExp).test(params.newPassword))
      throw new ApiFailure(400, WPS_ERROR_CODES.registerFieldInvalid, rule.message);
    db.run('UPDATE member SET password_hash = ?, first_time_login = 0, password_expired = 0 WHERE id = ?', [
      await hashPassword(params.newPassword),
      member.id,
    ]);
    return true;
  });

  const agentOfCode = (db: Parameters<typeof memberByMobile>[0], code: string) =>
    db.get<{ username: string }>(
      `SELECT m.username FROM member m WHERE m.affiliate_code = ?1
       UNION SELECT m.username FROM affiliate_url a JOIN member m ON m.id = a.member_id WHERE a.code = ?1 AND a.deleted = 0`,
      { '?1': code },
    );
  route(routes, WPS_CALLS.affiliateCheck, ({ db, params }) => {
    const agent = agentOfCode(db, params.code);
    if (!agent)
      throw new ApiFailure(400, WPS_ERROR_CODES.invitationInvalid, WPS_ERROR_MESSAGES.invitationInvalid);
    return { code: params.code, agentName: agent.username };
  });
  route(routes, WPS_CALLS.affiliateInfo, ({ db, params }) => {
    const agent = agentOfCode(db, params.code);
    return { code: params.code, agentName: agent?.username ?? '', valid: Boolean(agent) };
  });
  return routes;
}
