import { formatBalance, formatMoney } from '@wps-mobile/i18n';
import { useCallback } from 'react';
import { useRuntimeConfig } from './runtime-config';
import { useAppSelector } from './store-hooks';

export interface MoneyTextOptions {
  /** The currency symbol followed by asterisks, for a balance the player has hidden. */
  readonly masked?: boolean;
  /** The currency the server names for this very amount (a wallet's own), instead of the merchant's. */
  readonly currency?: string | undefined;
}

/** Turns an amount into text: two decimals, grouped for the player's language, with the currency's symbol. */
export type FormatMoney = (amount: number, options?: MoneyTextOptions) => string;

/**
 * The one way screens format amounts: i18n's `formatMoney` in the player's language and the merchant's currency
 * from the runtime config (₱1,234.50 for a peso merchant in English).
 */
export function useFormatMoney(): FormatMoney {
  const { currency: merchantCurrency } = useRuntimeConfig();
  const language = useAppSelector((state) => state.preferences.language);
  return useCallback<FormatMoney>(
    (amount, options = {}) => {
      const currency = options.currency ?? merchantCurrency;
      return options.masked
        ? formatBalance(amount, language, { currency, masked: true })
        : formatMoney(amount, language, { currency });
    },
    [language, merchantCurrency],
  );
}
