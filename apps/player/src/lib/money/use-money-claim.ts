import { useMoneySubmit, type MoneyKey, type WpsTag } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { useCallback } from 'react';
import { outcomeMessage } from '@wps-mobile/app-shell';

/** What a claim came to: paid (with the answer, unless only the lookup by key told so) or failed, with why. */
export type ClaimResult<R> =
  { readonly ok: true; readonly value?: R } | { readonly ok: false; readonly message: string };

const CLAIM_STALE: readonly WpsTag[] = ['Promotions', 'UnclaimedCount'];

interface Submitting<R> {
  unwrap(): Promise<R>;
}

/**
 * A claim (a bonus, a rebate, an application) as the money submit it is: one tap, one request with the key of
 * its input, never repeated by itself, and looked up by that key when no answer came, so a retry after a
 * timeout or a 5xx never pays twice. Answers undefined for a tap ignored while one is on its way. A claim that
 * went through without an answer makes the promotions and the unclaimed count stale too.
 */
export function useMoneyClaim<A extends object, R>(trigger: (args: A & MoneyKey) => Submitting<R>) {
  const { t } = useTranslation();
  const { submit, busy } = useMoneySubmit(trigger, CLAIM_STALE);
  const claim = useCallback(
    async (args: A): Promise<ClaimResult<R> | undefined> => {
      const outcome = await submit(args);
      if (outcome.kind === 'ignored') return undefined;
      if (outcome.kind === 'done') return { ok: true, value: outcome.value };
      if (outcome.kind === 'found') return { ok: true };
      return { ok: false, message: outcomeMessage(outcome, t) ?? '' };
    },
    [submit, t],
  );
  return { claim, busy };
}
