import { useMerchantWalletQuery } from '@wps-mobile/api-client';
import { formatMoney, useTranslation } from '@wps-mobile/i18n';
import { useCallback } from 'react';

/**
 * Formats amounts in the merchant's currency (from its wallet settings) for the chosen language, with 2 decimals.
 * Until the settings arrive the default currency is used, which is the merchant's in the usual case.
 */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const { data } = useMerchantWalletQuery();
  const currency = data?.currency;
  const language = i18n.language;
  return useCallback(
    (amount: number) => formatMoney(amount, language, currency ? { currency } : {}),
    [currency, language],
  );
}
