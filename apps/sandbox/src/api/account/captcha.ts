import { randomBytes, randomInt } from 'node:crypto';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { Captcha } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api-failure';
import { CAPTCHA_TTL_MS } from '../sandbox-state';
import type { SandboxState } from '../sandbox-state';

/** A new captcha: an SVG of "a + b = ?" whose answer is kept server-side under a random id. */
export function issueCaptcha(state: SandboxState): Captcha {
  const a = randomInt(1, 20);
  const b = randomInt(1, 10);
  const captchaId = randomBytes(12).toString('base64url');
  state.captchas.set(captchaId, { answer: String(a + b), expiresAt: state.now() + CAPTCHA_TTL_MS });
  const noise = Array.from(
    { length: 4 },
    (_, i) =>
      `<line x1="${i * 30}" y1="${randomInt(0, 40)}" x2="${i * 30 + 40}" y2="${randomInt(0, 40)}" stroke="#9ab" />`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f3f6fa"/>${noise}<text x="60" y="27" font-family="monospace" font-size="20" text-anchor="middle" fill="#234">${a} + ${b} = ?</text></svg>`;
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresInSeconds: CAPTCHA_TTL_MS / 1000,
  };
}

/** Checks and burns a captcha: single use, whatever the outcome, and only within its lifetime. */
export function consumeCaptcha(
  state: SandboxState,
  captchaId: string | undefined,
  answer: string | undefined,
  value?: unknown,
): void {
  const entry = captchaId ? state.captchas.get(captchaId) : undefined;
  if (captchaId) state.captchas.delete(captchaId);
  if (!entry || entry.expiresAt < state.now() || entry.answer !== (answer ?? '').trim())
    throw new ApiFailure(400, WPS_ERROR_CODES.captchaInvalid, WPS_ERROR_MESSAGES.captchaWrong, value);
}
