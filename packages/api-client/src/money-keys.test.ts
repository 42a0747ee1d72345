// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client-context';
import { resetSessionExpiry } from './session-expiry';
import { createWpsStore } from './store';
import { agentMoneyApi } from './agent-money';
import { depositApi } from './deposit';
import { withdrawApi } from './withdraw';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sessionStorage.clear();
  resetSessionExpiry();
  configureClient({
    apiBase: '/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    fetch: fetchMock,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
  });
});
afterEach(() => fetchMock.mockReset());

const sentInit = () => fetchMock.mock.calls[0]?.[1];

describe('money submits', () => {
  it('send their key as the Idempotency-Key header, not in the body', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: true, value: { balance: 1, transactionId: 2, orderId: 'W1' } }),
    );
    const args = { amount: 100, bankCardId: 1, paymentPassword: '123456', idempotencyKey: 'key-1' };
    await createWpsStore().dispatch(withdrawApi.endpoints.withdraw.initiate(args));
    const init = sentInit();
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 100, bankCardId: 1, paymentPassword: '123456' });
  });

  it('are never repeated after a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const args = { methodId: 2, amount: 100, idempotencyKey: 'key-2' };
    const result = await createWpsStore().dispatch(depositApi.endpoints.paymentGateway.initiate(args));
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('include downline transfers: keyed, and not repeated after a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const args = {
      items: [{ username: 'down04', amount: 5 }],
      paymentPassword: '123456',
      idempotencyKey: 'key-3',
    };
    const store = createWpsStore();
    const result = await store.dispatch(agentMoneyApi.endpoints.transferMultipleDownline.initiate(args));
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(sentInit()?.headers).get('Idempotency-Key')).toBe('key-3');
  });
});
