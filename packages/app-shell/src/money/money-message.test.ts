import { describe, expect, it } from 'vitest';
import { moneyErrorMessage, outcomeMessage } from './money-message';

const t = ((key: string, options?: { order?: string }) =>
  options?.order ? `label:${key}:${options.order}` : `label:${key}`) as never;
const refusal = (errorCode: string, message = 'server text') => ({ status: 400, errorCode, message });

describe('money messages', () => {
  it('says the refusals of money calls in the label tables, the rest as any failed call', () => {
    expect(moneyErrorMessage(refusal('balance.insufficient'), t)).toMatch(/^label:wallet\.errors\./);
    expect(moneyErrorMessage(refusal('TOO_MANY_REQUESTS'), t)).toBe('label:errors.tooManyRequests');
    expect(moneyErrorMessage(refusal('something.else', 'Bank closed'), t)).toBe('Bank closed');
  });

  it('tells an order that went through after all, and one whose fate is not known', () => {
    expect(outcomeMessage({ kind: 'found', orderId: 'D-1' } as never, t)).toBe(
      'label:wallet.submit.wentThrough:D-1',
    );
    expect(outcomeMessage({ kind: 'notReceived', error: refusal('x', 'Timed out') } as never, t)).toBe(
      'Timed out label:wallet.submit.notReceived',
    );
  });
});
