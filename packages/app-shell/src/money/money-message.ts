import { isWpsError, WPS_ERROR_CODES as CODES, type MoneyOutcome } from '@wps-mobile/api-client';
import type { TFunction } from 'i18next';
import { serverMessage } from '../errors/server-message';

// Refusals of money calls that the label tables hold, so the user reads them in the chosen language.
const MONEY_KEYS = {
  [CODES.balanceInsufficient]: 'wallet.errors.balanceInsufficient',
  [CODES.paymentPasswordWrong]: 'wallet.errors.paymentPasswordWrong',
  [CODES.paymentPasswordMissing]: 'wallet.errors.paymentPasswordMissing',
  [CODES.trialRejected]: 'errors.realAccountNeeded',
  [CODES.parameterOutOfRange]: 'wallet.errors.outOfRange',
} as const;

/** The message for a failed money or security call. */
export function moneyErrorMessage(error: unknown, t: TFunction): string {
  if (isWpsError(error)) {
    const key = (MONEY_KEYS as Partial<Record<string, (typeof MONEY_KEYS)[keyof typeof MONEY_KEYS]>>)[
      error.errorCode
    ];
    if (key) return t(key);
  }
  return serverMessage(error, t);
}

/** What the screen says after a money submit that did not simply succeed (undefined: nothing to say). */
export function outcomeMessage(outcome: MoneyOutcome<unknown>, t: TFunction): string | undefined {
  switch (outcome.kind) {
    case 'refused':
      return moneyErrorMessage(outcome.error, t);
    case 'found':
      return t('wallet.submit.wentThrough', { order: outcome.orderId });
    case 'notReceived':
      return `${moneyErrorMessage(outcome.error, t)} ${t('wallet.submit.notReceived')}`;
    case 'unchecked':
      return `${moneyErrorMessage(outcome.error, t)} ${t('wallet.submit.unchecked')}`;
    default:
      return undefined;
  }
}
