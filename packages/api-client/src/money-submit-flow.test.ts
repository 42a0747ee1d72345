import { describe, expect, it, vi } from 'vitest';
import { SubmitKeys } from './idempotency-key';
import { submitMoney } from './money-submit-flow';

const refusal = { status: 400, errorCode: 'balance.insufficient', message: 'short' };
const noAnswer = { status: 'FETCH_ERROR', errorCode: 'FETCH_ERROR', message: 'Unknown error' };
const proxyError = { status: 502, errorCode: 'system.error', message: 'Unknown error' };

function steps(send: (key: string) => Promise<unknown>, found?: boolean) {
  const keys = new SubmitKeys();
  const sent: string[] = [];
  const lookUp = vi.fn((key: string) =>
    found === undefined
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ found, orderId: found ? `W-${key}` : '' }),
  );
  return {
    sent,
    lookUp,
    keys,
    send: (_args: unknown, key: string) => {
      sent.push(key);
      return send(key);
    },
  };
}

describe('submitMoney', () => {
  it('answers the value and takes a new key for the next submit', async () => {
    const s = steps(() => Promise.resolve({ orderId: 'W1' }));
    expect(await submitMoney({ amount: 100 }, s)).toEqual({ kind: 'done', value: { orderId: 'W1' } });
    await submitMoney({ amount: 100 }, s);
    expect(s.sent[0]).not.toBe(s.sent[1]);
    expect(s.lookUp).not.toHaveBeenCalled();
  });

  it('passes a refusal on without looking anything up', async () => {
    const s = steps(() => Promise.reject(refusal));
    expect(await submitMoney({ amount: 100 }, s)).toEqual({ kind: 'refused', error: refusal });
    expect(s.lookUp).not.toHaveBeenCalled();
  });

  it('after no answer, looks the key up and keeps it for the same input', async () => {
    const s = steps(() => Promise.reject(noAnswer), true);
    const outcome = await submitMoney({ amount: 100 }, s);
    expect(outcome).toEqual({ kind: 'found', orderId: `W-${s.sent[0]}` });
    await submitMoney({ amount: 100 }, s);
    expect(s.sent[1]).toBe(s.sent[0]);
    expect(s.lookUp).toHaveBeenCalledWith(s.sent[0]);
  });

  it('says a 5xx submit never arrived when the lookup does not know it, and keeps the key', async () => {
    const s = steps(() => Promise.reject(proxyError), false);
    expect(await submitMoney({ amount: 100 }, s)).toEqual({ kind: 'notReceived', error: proxyError });
    await submitMoney({ amount: 100 }, s);
    expect(s.sent[1]).toBe(s.sent[0]);
  });

  it('cannot tell when the lookup fails too', async () => {
    const s = steps(() => Promise.reject(noAnswer));
    expect(await submitMoney({ amount: 100 }, s)).toEqual({ kind: 'unchecked', error: noAnswer });
  });
});
