import { useTranslation } from '@wps-mobile/i18n';

const PERIOD_KEYS = {
  DAILY: 'agent.periodDaily',
  HOURLY: 'agent.periodHourly',
  HALF_MONTH: 'agent.periodHalfMonth',
} as const;

/** A contract period (DAILY, HOURLY, HALF_MONTH) in the user's language; an unknown one shows as sent. */
export function usePeriodLabel(): (period: string) => string {
  const { t } = useTranslation();
  return (period) => {
    const key = (PERIOD_KEYS as Partial<Record<string, (typeof PERIOD_KEYS)[keyof typeof PERIOD_KEYS]>>)[
      period
    ];
    return key ? t(key) : period;
  };
}
