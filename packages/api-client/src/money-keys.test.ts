// @vitest-environment jsdom
import {
  createNonceBook,
  generateCipherKeyPair,
  openEncryptedRequest,
  webCryptoCipher,
} from '@wps-mobile/session';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client-context';
import { forgetServerKey } from './encryption';
import { resetSessionExpiry } from './session-expiry';
import { createWpsStore } from './store';
import { agentMoneyApi } from './agent-money';
import { depositApi } from './deposit';
import { withdrawApi } from './withdraw';

const fetchMock = vi.fn<typeof fetch>();
let pair: Awaited<ReturnType<typeof generateCipherKeyPair>>;
beforeAll(async () => {
  pair = await generateCipherKeyPair('money');
}, 60_000);

/** Answers the key read, and every other call with `answer` (a submit carrying a payment password is sealed). */
function serve(answer: () => Promise<Response>) {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/key/rsa') ? Response.json({ success: true, value: pair.serverKey }) : answer(),
  );
}
const submits = () => fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/key/rsa'));

beforeEach(() => {
  sessionStorage.clear();
  resetSessionExpiry();
  forgetServerKey();
  configureClient({
    apiBase: '/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    fetch: fetchMock,
    cipher: webCryptoCipher(),
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
  });
});
afterEach(() => fetchMock.mockReset());

const sentInit = () => submits()[0]?.[1];

describe('money submits', () => {
  it('send their key as the Idempotency-Key header, not in the body, and a payment password only sealed', async () => {
    serve(async () =>
      Response.json({ success: true, value: { balance: 1, transactionId: 2, orderId: 'W1' } }),
    );
    const args = { amount: 100, bankCardId: 1, paymentPassword: '123456', idempotencyKey: 'key-1' };
    await createWpsStore().dispatch(withdrawApi.endpoints.withdraw.initiate(args));
    const init = sentInit();
    const headers = Object.fromEntries(new Headers(init?.headers));
    expect(headers['idempotency-key']).toBe('key-1');
    expect(String(init?.body)).not.toContain('123456');
    const body = JSON.parse(String(init?.body)) as { value: string };
    const route = { method: 'POST', path: '/wps/relay/PCSFE_withdraw' };
    const opened = await openEncryptedRequest({ body, headers }, pair.privateKey, {
      route,
      nonces: createNonceBook(),
    });
    expect(opened.payload).toEqual({ amount: 100, bankCardId: 1, paymentPassword: '123456' });
  });

  it('are never repeated after a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const args = { methodId: 2, amount: 100, idempotencyKey: 'key-2' };
    const result = await createWpsStore().dispatch(depositApi.endpoints.paymentGateway.initiate(args));
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('include downline transfers: keyed, and not repeated after a network failure', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const args = {
      items: [{ username: 'down04', amount: 5 }],
      paymentPassword: '123456',
      idempotencyKey: 'key-3',
    };
    const store = createWpsStore();
    const result = await store.dispatch(agentMoneyApi.endpoints.transferMultipleDownline.initiate(args));
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    expect(submits()).toHaveLength(1);
    expect(new Headers(sentInit()?.headers).get('Idempotency-Key')).toBe('key-3');
  });
});
