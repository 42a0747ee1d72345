import type { MoneyOutcome } from '@wps-mobile/api-client';
import type { TFunction } from 'i18next';
import { serverMessage } from '@wps-mobile/app-shell';

/** What the screen says after a money submit that did not simply succeed (undefined: nothing to say). */
export function outcomeMessage(outcome: MoneyOutcome<unknown>, t: TFunction): string | undefined {
  switch (outcome.kind) {
    case 'refused':
      return serverMessage(outcome.error, t);
    case 'found':
      return t('wallet.submit.wentThrough', { order: outcome.orderId });
    case 'notReceived':
      return `${serverMessage(outcome.error, t)} ${t('wallet.submit.notReceived')}`;
    case 'unchecked':
      return `${serverMessage(outcome.error, t)} ${t('wallet.submit.unchecked')}`;
    default:
      return undefined;
  }
}
