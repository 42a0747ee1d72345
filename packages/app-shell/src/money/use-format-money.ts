import { currentLanguage, formatBalance, formatMoney, useTranslation } from '@wps-mobile/i18n';
import { useCallback } from 'react';
import { useRuntimeConfig } from '../config/runtime-config';

export interface MoneyTextOptions {
  /** The currency symbol followed by asterisks, for a balance the player has hidden. */
  readonly masked?: boolean;
  /** The currency the server names for this very amount (a wallet's own), instead of the merchant's. */
  readonly currency?: string | undefined;
}

/** Turns an amount into text: two decimals, grouped for the user's language, with the currency's symbol. */
export type FormatMoney = (amount: number, options?: MoneyTextOptions) => string;

/**
 * The one way screens of both apps format amounts: i18n's `formatMoney` in the language the labels are shown in
 * and the merchant's currency from the runtime config (₱1,234.50 for a peso merchant in English).
 */
export function useFormatMoney(): FormatMoney {
  const { currency: merchantCurrency } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
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
