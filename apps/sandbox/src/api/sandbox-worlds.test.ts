import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, DEMO_HEADERS, CONTROLS_HEADERS } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { MAX_WORLDS, WORLD_COOKIE, WORLD_HEADER } from './sandbox-worlds';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.db.close());

/** A request as it arrives through the Node server, from `remoteAddress`, with extra headers. */
async function send(
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  remoteAddress = '127.0.0.1',
) {
  const init: RequestInit = {
    headers: {
      ...DEMO_HEADERS,
      ...CONTROLS_HEADERS,
      ...headers,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
  };
  const res = await h.api.request(path, init, { incoming: { socket: { remoteAddress } } });
  return (await res.json()) as { success: boolean; value?: Record<string, unknown>; errorCode?: string };
}

const directReg = async (headers: Record<string, string>, remoteAddress?: string) =>
  (await send(WPS_CALLS.whitelabel.path, headers, undefined, remoteAddress)).value?.DIRECTREG3;

describe('sandbox worlds', () => {
  it('keep a change made in one world out of the main database and every other world', async () => {
    await send('/__sandbox/whitelabel', { [WORLD_HEADER]: 'a' }, { flag: 'DIRECTREG3', enabled: false });
    expect(await directReg({ [WORLD_HEADER]: 'a' })).toBe(false);
    expect(await directReg({ [WORLD_HEADER]: 'b' })).toBe(true);
    expect(await directReg({})).toBe(true);
  });

  it('are picked by cookie as well, so a browser can be pointed at one', async () => {
    await send('/__sandbox/whitelabel', { [WORLD_HEADER]: 'c' }, { flag: 'DIRECTREG3', enabled: false });
    expect(await directReg({ Cookie: `other=1; ${WORLD_COOKIE}=c` })).toBe(false);
  });

  it('are ignored for requests from another machine and for malformed names', async () => {
    await send('/__sandbox/whitelabel', { [WORLD_HEADER]: 'd' }, { flag: 'DIRECTREG3', enabled: false });
    expect(await directReg({ [WORLD_HEADER]: 'd' }, '10.0.0.8')).toBe(true);
    expect(await directReg({ [WORLD_HEADER]: 'd e/../f' })).toBe(true);
  });

  it('are ignored without the controls secret, as a proxy on this machine forwards a visitor', async () => {
    await send('/__sandbox/whitelabel', { [WORLD_HEADER]: 'g' }, { flag: 'DIRECTREG3', enabled: false });
    expect(await directReg({ [WORLD_HEADER]: 'g', 'X-Sandbox-Secret': '' })).toBe(true);
    expect(await directReg({ [WORLD_HEADER]: 'g', 'X-Sandbox-Secret': 'guessed' })).toBe(true);
    expect(
      await directReg({ Cookie: `${WORLD_COOKIE}=g; wps_sandbox_secret=unit-test-controls-secret` }),
    ).toBe(false);
  });

  it('hand out real sessions through the session control', async () => {
    const world = { [WORLD_HEADER]: 'e' };
    const session = await send('/__sandbox/session', world, { username: 'player01' });
    expect(session.value).toMatchObject({ userName: 'player01', customerType: 0, merchantCode: 'demo' });
    const token = String(session.value?.token);
    const wallet = await send(WPS_CALLS.wallet.path, { ...world, Authorization: token });
    expect(wallet.value?.sumBalance).toBe(1250.5);
    // The token belongs to its world only.
    expect((await send(WPS_CALLS.wallet.path, { Authorization: token })).errorCode).toBe('login.not.session');
    expect((await send('/__sandbox/session', world, { username: 'nobody' })).errorCode).toBe(
      'user.not.exist',
    );
  });

  it('forget the least recently used world beyond the limit', async () => {
    await send('/__sandbox/whitelabel', { [WORLD_HEADER]: 'old' }, { flag: 'DIRECTREG3', enabled: false });
    for (let i = 0; i < MAX_WORLDS; i += 1) await directReg({ [WORLD_HEADER]: `w${i}` });
    // Forgotten, so it comes back freshly seeded.
    expect(await directReg({ [WORLD_HEADER]: 'old' })).toBe(true);
  });
});
