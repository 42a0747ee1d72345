import { currentLanguage, formatMoney, useTranslation } from '@wps-mobile/i18n';
import { useCallback } from 'react';
import { useRuntimeConfig } from './runtime-config';

/**
 * The one way agent screens format amounts: i18n's `formatMoney` in the current language and the merchant's
 * currency from the runtime config (₱1,234.50 for a peso merchant in English).
 */
export function useFormatMoney(): (amount: number) => string {
  const { currency } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((amount: number) => formatMoney(amount, language, { currency }), [language, currency]);
}
