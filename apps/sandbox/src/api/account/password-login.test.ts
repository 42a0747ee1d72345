import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps } from '../../testing/wps-client';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.db.close());

const login = (username: string, password: string) => callWps(h.api, WPS_CALLS.login, { username, password });

/** How long a failed login takes. */
async function failedLoginMs(username: string): Promise<number> {
  const started = performance.now();
  const { body } = await login(username, 'Whatever123');
  expect(body.errorCode).toBe('login.failed');
  return performance.now() - started;
}

describe('a failed login', () => {
  it('answers an unknown name exactly as a wrong password', async () => {
    const unknown = await login('nobody-here', 'Whatever123');
    const known = await login('player01', 'Whatever123');
    expect(unknown).toEqual(known);
  });

  it('takes about as long for an unknown name as for a wrong password (one scrypt check either way)', async () => {
    await login('player01', 'Whatever123'); // warm-up: the key pair and the first scrypt
    // Interleaved, and the fastest of each kind, so a busy machine's pauses do not decide the comparison.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await failedLoginMs(`down0${i + 1}`));
      unknown.push(await failedLoginMs(`nobody-${i}`));
    }
    // Without the dummy check an unknown name answers in about a tenth of the scrypt time.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3);
  });
});
