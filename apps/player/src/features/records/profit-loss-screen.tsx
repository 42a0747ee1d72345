import { useProfitAndLossQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner } from '@wps-mobile/ui';
import { LoadFailure } from '../../lib/money/load-failure';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { RecordFrame, useRecordRange } from './record-frame';

const FIGURES = [
  ['deposit', 'wallet.records.deposits'],
  ['withdraw', 'wallet.records.withdrawals'],
  ['bet', 'wallet.records.bets'],
  ['win', 'wallet.records.wins'],
  ['bonus', 'wallet.records.bonuses'],
  ['rebate', 'wallet.records.rebates'],
  ['profit', 'wallet.records.profit'],
] as const;

/** Profit and loss `/m/profitandloss`: the totals of the chosen range. */
export default function ProfitLossScreen() {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { days } = useRecordRange();
  const report = useProfitAndLossQuery(days);
  let body;
  if (report.isError) body = <LoadFailure error={report.error} onRetry={() => void report.refetch()} />;
  else if (!report.currentData) body = <Spinner label={t('common.loading')} />;
  else {
    const data = report.currentData;
    body = (
      <dl className="money-card" aria-label={t('routes.profitAndLoss')}>
        {FIGURES.map(([field, key]) => (
          <div key={field} className="money-row">
            <dt>{t(key)}</dt>
            <dd>{format(data[field])}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <RecordFrame>{body}</RecordFrame>;
}
