import { REGISTER_FIELDS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { CallParams, RegisterSettings, WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../db';
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

/** The agent an invitation or affiliate code attaches a new member to; an unknown code fails. */
export function uplineOfCode(db: SandboxDatabase, code: string | undefined): number | null {
  if (!code) return null;
  const row =
    db.get<{ member_id: number }>('SELECT member_id FROM affiliate_url WHERE code = ? AND deleted = 0', [
      code,
    ]) ??
    db.get<{ member_id: number }>('SELECT id AS member_id FROM member WHERE affiliate_code = ?', [code]);
  if (!row)
    throw new ApiFailure(400, WPS_ERROR_CODES.invitationInvalid, WPS_ERROR_MESSAGES.invitationInvalid, {
      field: 'affiliateCode',
    });
  return row.member_id;
}
