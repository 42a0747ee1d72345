import { useBetRecordsQuery } from '@wps-mobile/api-client';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useAppSelector } from '../../lib/store/store-hooks';
import { useRecordRange } from './record-frame';
import { RecordItem, RecordList } from './record-list';
import { usePagedRecords } from './use-paged-records';
import { useRangeTotals } from './use-range-totals';

/** Settled bets of the chosen range: game, stake, valid bet and profit. */
export function BetList() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const format = useFormatMoney();
  const { days } = useRecordRange();
  const records = usePagedRecords(useBetRecordsQuery, days, JSON.stringify(days));
  const totals = useRangeTotals(days, ['bet', 'win'], records.total);
  return (
    <RecordList
      records={records}
      label={t('wallet.records.betsTab')}
      totals={totals}
      getKey={(bet) => bet.orderId}
      renderItem={(bet) => (
        <RecordItem
          main={bet.gameName}
          side={`${t('wallet.records.profit')} ${format(bet.profit)}`}
          meta={`${formatMonthDayTime(bet.betTime, language)} · ${bet.orderId}`}
          status={`${t('wallet.records.validBet')} ${format(bet.validBet)}`}
        />
      )}
    />
  );
}
