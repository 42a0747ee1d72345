import type { Promotion } from '@wps-mobile/api-client/contract';
import { formatIsoDate, useTranslation } from '@wps-mobile/i18n';
import { useAppSelector } from '../../../lib/store/store-hooks';

/** "From 2026-10-26 to 2027-01-24" in the player's language. */
export function usePeriodText(promotion: Pick<Promotion, 'startTime' | 'endTime'>): string {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  return t('promotions.periodRange', {
    0: formatIsoDate(promotion.startTime, language),
    1: formatIsoDate(promotion.endTime, language),
  });
}
