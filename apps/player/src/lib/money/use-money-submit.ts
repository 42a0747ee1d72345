import { useLazyMoneyRequestQuery, walletApi, type MoneyKey } from '@wps-mobile/api-client';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../store-hooks';
import { SubmitKeys } from './idempotency-key';
import { submitMoney, type MoneyOutcome } from './money-submit-flow';

export type { MoneyOutcome } from './money-submit-flow';

interface Submitting<R> {
  unwrap(): Promise<R>;
}

/**
 * One tap, one request: a money submit carries an idempotency key, is never repeated by itself, is ignored
 * while one is on its way, and after a timeout or a lost connection looks itself up to say what happened.
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
      try {
        const outcome = await submitMoney(args, {
          keys: keys.current,
          send: (input, idempotencyKey) => trigger({ ...input, idempotencyKey }).unwrap(),
          lookUp: (idempotencyKey) => lookUp({ idempotencyKey }).unwrap(),
        });
        // It went through though no answer came: the balance and the records are stale.
        if (outcome.kind === 'found') dispatch(walletApi.util.invalidateTags(['Balance', 'Reports']));
        return outcome;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [trigger, lookUp, dispatch],
  );
  return { submit, busy };
}
