import { isWpsError, useLazyMoneyRequestQuery, walletApi, type MoneyKey } from '@wps-mobile/api-client';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../store-hooks';
import { SubmitKeys } from './idempotency-key';

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

interface Submitting<R> {
  unwrap(): Promise<R>;
}

/**
 * One tap, one request: a money submit carries an idempotency key (the same for the same input until it gets
 * its answer), is never repeated by itself, and after a timeout or a lost connection looks itself up by that
 * key to say what happened.
 */
export function useMoneySubmit<A extends object, R>(trigger: (args: A & MoneyKey) => Submitting<R>) {
  const keys = useRef(new SubmitKeys());
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [lookUp] = useLazyMoneyRequestQuery();
  const dispatch = useAppDispatch();

  const submit = useCallback(
    async (args: A): Promise<MoneyOutcome<R>> => {
      if (running.current) return { kind: 'ignored' };
      running.current = true;
      setBusy(true);
      const idempotencyKey = keys.current.keyFor(args);
      try {
        const value = await trigger({ ...args, idempotencyKey }).unwrap();
        keys.current.settle();
        return { kind: 'done', value };
      } catch (error) {
        if (!unanswered(error)) return { kind: 'refused', error };
        try {
          const request = await lookUp({ idempotencyKey }).unwrap();
          if (!request.found) return { kind: 'notReceived', error };
          // The key stays: tapping again with the same input shows the first answer, never a second move.
          dispatch(walletApi.util.invalidateTags(['Balance', 'Reports']));
          return { kind: 'found', orderId: request.orderId };
        } catch {
          return { kind: 'unchecked', error };
        }
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [trigger, lookUp, dispatch],
  );
  return { submit, busy };
}
