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

/** The fastest of a few logins, so a busy machine's pauses do not decide the comparison. */
async function fastestFailedLogin(usernames: readonly string[]): Promise<number> {
  const times: number[] = [];
  for (const username of usernames) {
    const started = performance.now();
    const { body } = await login(username, 'Whatever123');
    times.push(performance.now() - started);
    expect(body.errorCode).toBe('login.failed');
  }
  return Math.min(...times);
}

describe('a failed login', () => {
  it('answers an unknown name exactly as a wrong password', async () => {
    const unknown = await login('nobody-here', 'Whatever123');
    const known = await login('player01', 'Whatever123');
    expect(unknown).toEqual(known);
  });

  it('takes about as long for an unknown name as for a wrong password (one scrypt check either way)', async () => {
    await login('player01', 'Whatever123'); // warm-up: the key pair and the first scrypt
    const known = await fastestFailedLogin(['player02', 'down01', 'down02']);
    const unknown = await fastestFailedLogin(['nobody-one', 'nobody-two', 'nobody-three']);
    // Without the dummy check an unknown name answers in a small fraction of the scrypt time.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });
});
