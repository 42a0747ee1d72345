import { randomInt } from 'node:crypto';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { SmsSent } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api-failure';
import { SMS_EXPIRED_MINUTES, SMS_RESEND_MS } from '../sandbox-state';
import type { SandboxState } from '../sandbox-state';

/** "Sends" a 6-digit code: it only lands in memory, readable through the dev controls. */
export function sendSmsCode(state: SandboxState, mobile: string): SmsSent {
  const now = state.now();
  const previous = state.sms.get(mobile);
  if (previous && now - previous.sentAt < SMS_RESEND_MS)
    throw new ApiFailure(429, WPS_ERROR_CODES.tooManyRequests, WPS_ERROR_MESSAGES.tooManyRequests);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  state.sms.set(mobile, { code, sentAt: now, expiresAt: now + SMS_EXPIRED_MINUTES * 60_000 });
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/** Checks the code of a number without burning it (a request refused for another reason keeps it usable). */
export function checkSmsCode(state: SandboxState, mobile: string, code: string | undefined): void {
  const entry = state.sms.get(mobile);
  if (!entry || entry.expiresAt < state.now() || entry.code !== (code ?? '').trim())
    throw new ApiFailure(400, WPS_ERROR_CODES.smsCodeInvalid, WPS_ERROR_MESSAGES.smsCodeInvalid);
}

/** Checks and burns the code of a number. */
export function consumeSmsCode(state: SandboxState, mobile: string, code: string | undefined): void {
  checkSmsCode(state, mobile, code);
  state.sms.delete(mobile);
}
