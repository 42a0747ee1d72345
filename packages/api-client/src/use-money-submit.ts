import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { wpsApi, type WpsTag } from './api';
import { useLazyMoneyRequestQuery } from './deposit';
import { MOVED, type MoneyKey } from './endpoint-kit';
import { SubmitKeys } from './idempotency-key';
import { submitMoney, type MoneyOutcome } from './money-submit-flow';

interface Submitting<R> {
  unwrap(): Promise<R>;
}

/**
 * One tap, one request: a money submit carries an idempotency key, is never repeated by itself, is ignored
 * while one is on its way, and after a timeout or a lost connection looks itself up to say what happened.
 * `stale` lists what a submit that went through without an answer makes stale (besides the balance and records).
 */
export function useMoneySubmit<A extends object, R>(
  trigger: (args: A & MoneyKey) => Submitting<R>,
  stale: readonly WpsTag[] = [],
) {
  const keys = useRef(new SubmitKeys());
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [lookUp] = useLazyMoneyRequestQuery();
  const dispatch = useDispatch();
  const staleKey = stale.join(',');

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
        if (outcome.kind === 'found') {
          const tags = [...MOVED, ...(staleKey ? (staleKey.split(',') as WpsTag[]) : [])];
          dispatch(wpsApi.util.invalidateTags(tags));
        }
        return outcome;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [trigger, lookUp, dispatch, staleKey],
  );
  return { submit, busy };
}
