import { useProfitAndLossQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { useFormatMoney } from '@wps-mobile/app-shell';

const FIGURE_KEYS = {
  deposit: 'wallet.records.deposits',
  withdraw: 'wallet.records.withdrawals',
  bet: 'wallet.records.bets',
  win: 'wallet.records.wins',
} as const;

export type RangeFigure = keyof typeof FIGURE_KEYS;

/**
 * The line of totals above a record: its count and the range's sums from the profit-and-loss report (the record
 * calls give pages, not sums). Only the count until the sums arrive.
 */
export function useRangeTotals(
  days: { startDate: string; endDate: string },
  figures: readonly RangeFigure[],
  total: number | undefined,
): string | undefined {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const report = useProfitAndLossQuery(days);
  if (total === undefined) return undefined;
  const count = t('wallet.records.count', { count: total });
  const sums = report.currentData;
  if (!sums) return count;
  return [count, ...figures.map((f) => `${t(FIGURE_KEYS[f])} ${format(sums[f])}`)].join(' · ');
}
