import { isWpsError } from './errors';
import type { SubmitKeys } from './idempotency-key';

/** What became of one money submit. */
export type MoneyOutcome<R> =
  | { readonly kind: 'done'; readonly value: R }
  /** The server answered no: nothing moved; the form keeps the input. */
  | { readonly kind: 'refused'; readonly error: unknown }
  /** No answer came, and the lookup by key found the submit: it went through. */
  | { readonly kind: 'found'; readonly orderId: string }
  /** No answer came, and the lookup says the server never got it: nothing moved. */
  | { readonly kind: 'notReceived'; readonly error: unknown }
  /** No answer came and the lookup failed too: the player must check before trying again. */
  | { readonly kind: 'unchecked'; readonly error: unknown }
  /** A second tap while the first submit is on its way: ignored. */
  | { readonly kind: 'ignored' };

// No answer, or one that may have come after the work was done (a proxy's 5xx): look the submit up.
function unanswered(error: unknown): boolean {
  if (!isWpsError(error)) return true;
  return typeof error.status !== 'number' || error.status >= 500;
}

export interface MoneySubmitSteps<A, R> {
  readonly keys: SubmitKeys;
  /** Sends the submit once with its key (never retried). */
  send(args: A, idempotencyKey: string): Promise<R>;
  /** Asks the server what became of a key. */
  lookUp(idempotencyKey: string): Promise<{ found: boolean; orderId: string }>;
}

/**
 * One money submit: sent once with the key for its input; when no answer comes, looked up by that key. The
 * key stays for the same input until an answer comes, so a repeated tap after a timeout gets the first answer.
 */
export async function submitMoney<A, R>(args: A, steps: MoneySubmitSteps<A, R>): Promise<MoneyOutcome<R>> {
  const idempotencyKey = steps.keys.keyFor(args);
  try {
    const value = await steps.send(args, idempotencyKey);
    steps.keys.settle();
    return { kind: 'done', value };
  } catch (error) {
    if (!unanswered(error)) return { kind: 'refused', error };
    try {
      const request = await steps.lookUp(idempotencyKey);
      return request.found ? { kind: 'found', orderId: request.orderId } : { kind: 'notReceived', error };
    } catch {
      return { kind: 'unchecked', error };
    }
  }
}
