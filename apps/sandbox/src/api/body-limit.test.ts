import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';
import { JSON_BODY_LIMIT } from './body-limit';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.db.close());

/** A body that never ends, counting how much of it was pulled. */
function endlessBody() {
  const pulled = { chunks: 0 };
  const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.chunks += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

const send = (path: string, body: BodyInit, method = 'POST', token?: string) =>
  h.api.request(path, {
    method,
    headers: {
      ...DEMO_HEADERS,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body,
    duplex: 'half',
  } as RequestInit);

describe('request bodies', () => {
  it('over 64 KB are refused with 413 while streaming, never read whole', async () => {
    const { stream, pulled } = endlessBody();
    const res = await send(WPS_CALLS.smsNoLogin.path, stream);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.body.invalid' });
    expect(pulled.chunks).toBeLessThan(10);
  });

  it('declared over 64 KB are refused at once', async () => {
    const res = await h.api.request(WPS_CALLS.smsNoLogin.path, {
      method: 'POST',
      headers: { ...DEMO_HEADERS, 'Content-Type': 'application/json', 'Content-Length': '70000' },
      body: '{}',
    });
    expect(res.status).toBe(413);
  });

  it('up to 64 KB are read as before', async () => {
    const padded = `{"mobileNum":"9175550101"}${' '.repeat(JSON_BODY_LIMIT - 40)}`;
    expect((await send(WPS_CALLS.smsNoLogin.path, padded)).status).toBe(200);
  });

  it('of the feedback upload may carry its images, up to its own limit', async () => {
    const token = (await callWps(h.api, WPS_CALLS.login, { username: 'player01', password: 'Player123' }))
      .body.value.token as string;
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300_000)]);
    const image = `data:image/png;base64,${png.toString('base64')}`;
    const upload = JSON.stringify({
      type: 'SUGGESTION',
      content: 'one two three four five six',
      images: [image],
    });
    const res = await send(WPS_CALLS.feedback.path, upload, 'PUT', token);
    expect(res.status).toBe(200);
    const { stream } = endlessBody();
    expect((await send(WPS_CALLS.feedback.path, stream, 'PUT', token)).status).toBe(413);
  });

  it("of a free-trial account's upload are refused before any of it is read", async () => {
    const trial = (await callWps(h.api, WPS_CALLS.freePlayLogin)).body.value.token as string;
    const { stream, pulled } = endlessBody();
    const res = await send(WPS_CALLS.feedback.path, stream, 'PUT', trial);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('trial.rejected');
    // At most the one chunk a stream buffers by itself when it is made; nothing the server asked for.
    expect(pulled.chunks).toBeLessThanOrEqual(1);
  });
});
