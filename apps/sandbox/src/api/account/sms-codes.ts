import { randomInt } from 'node:crypto';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { SmsSent } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api-failure';
import { spendRate } from '../rate-limiter';
import { SMS_EXPIRED_MINUTES, SMS_MAX_ATTEMPTS, SMS_RESEND_MS } from '../sandbox-state';
import type { SandboxState, SmsPurpose } from '../sandbox-state';

const tooMany = () =>
  new ApiFailure(429, WPS_ERROR_CODES.tooManyRequests, WPS_ERROR_MESSAGES.tooManyRequests);

/**
 * "Sends" a 6-digit code for one purpose: it only lands in memory, readable through the dev controls. A number
 * has one code at a time; a new one replaces the last, whatever it was for.
 */
export function sendSmsCode(state: SandboxState, mobile: string, purpose: SmsPurpose, ip: string): SmsSent {
  const now = state.now();
  const previous = state.sms.get(mobile);
  if (previous && now - previous.sentAt < SMS_RESEND_MS) throw tooMany();
  spendRate(state, 'smsPerIp', ip);
  spendRate(state, 'smsPerNumber', mobile);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  state.sms.set(mobile, {
    code,
    purpose,
    sentAt: now,
    expiresAt: now + SMS_EXPIRED_MINUTES * 60_000,
    attempts: 0,
  });
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/**
 * Checks the code of a number without burning it (a request refused for another reason keeps it usable). A code
 * sent for another purpose is no code; each wrong try counts, and the fifth burns the code for good.
 */
export function checkSmsCode(
  state: SandboxState,
  mobile: string,
  code: string | undefined,
  purpose: SmsPurpose,
): void {
  const entry = state.sms.get(mobile);
  const usable = entry && entry.purpose === purpose && entry.expiresAt >= state.now();
  if (usable && entry.code === (code ?? '').trim()) return;
  if (usable) {
    entry.attempts += 1;
    if (entry.attempts >= SMS_MAX_ATTEMPTS) state.sms.delete(mobile);
  }
  throw new ApiFailure(400, WPS_ERROR_CODES.smsCodeInvalid, WPS_ERROR_MESSAGES.smsCodeInvalid);
}

/** Checks and burns the code of a number. */
export function consumeSmsCode(
  state: SandboxState,
  mobile: string,
  code: string | undefined,
  purpose: SmsPurpose,
): void {
  checkSmsCode(state, mobile, code, purpose);
  state.sms.delete(mobile);
}
