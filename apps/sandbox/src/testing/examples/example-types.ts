import type { SmsPurpose } from '../../api/sandbox-state';
import type { ApiHarness } from '../api-harness';

/** Who sends an example: nobody, the seeded player or agent, or a named account logged in just before. */
export type Caller =
  'visitor' | 'player' | 'agent' | { readonly username: string; readonly password: string };

export interface ExampleContext {
  readonly h: ApiHarness;
  /** A row of the database, for examples that need a real id. */
  one<T>(sql: string, params?: (string | number)[]): T;
}

/** One contract test case: good input (answer checked against the response schema) and a bad one. */
export interface CallExample {
  readonly as?: Caller;
  readonly input?: Record<string, unknown>;
  /** Computes the input from the database when it needs ids the seed does not fix. */
  readonly prepare?: (ctx: ExampleContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Bad input and the specific error code it must get. */
  readonly bad?: { readonly input: Record<string, unknown>; readonly code: string };
}

/** An SMS code placed directly, as if read through the dev controls. */
export function plantSmsCode(h: ApiHarness, mobile: string, purpose: SmsPurpose = 'register'): string {
  const now = h.state.now();
  h.state.sms.set(mobile, {
    code: '246810',
    purpose,
    sentAt: now - 120_000,
    expiresAt: now + 300_000,
    attempts: 0,
  });
  return '246810';
}

/** A fresh captcha's id and answer, read from the sandbox's memory. */
export async function solvedCaptcha(h: ApiHarness): Promise<{ captchaId: string; captcha: string }> {
  const res = await h.api.request('/wps/captcha', { headers: { Merchant: 'demo' } });
  const captchaId = ((await res.json()) as { value: { captchaId: string } }).value.captchaId;
  return { captchaId, captcha: h.state.captchas.get(captchaId)?.answer ?? '' };
}
