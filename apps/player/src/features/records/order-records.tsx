import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useAppSelector } from '../../lib/store/store-hooks';
import { RecordFrame, useRecordRange } from './record-frame';
import { RecordItem, RecordList } from './record-list';
import { usePagedRecords } from './use-paged-records';
import { useRangeTotals, type RangeFigure } from './use-range-totals';

const ORDER_STATUS_KEYS = {
  PENDING: 'wallet.statusPending',
  APPROVED: 'wallet.statusSuccess',
  REJECTED: 'wallet.statusFailed',
} as const;

interface Order {
  readonly orderId: string;
  readonly amount: number;
  readonly status: keyof typeof ORDER_STATUS_KEYS;
  readonly createTime: number;
}

type OrderRead = Parameters<typeof usePagedRecords<{ startDate: string; endDate: string }, Order>>[0];

/** Deposit or withdraw orders of the chosen range: number, amount, time and status. */
export function OrderRecords({
  useRead,
  label,
  figure,
}: {
  useRead: OrderRead;
  label: string;
  /** The range's sum shown beside the count. */
  figure: RangeFigure;
}) {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const format = useFormatMoney();
  const { days } = useRecordRange();
  const records = usePagedRecords(useRead, days, JSON.stringify(days));
  const totals = useRangeTotals(days, [figure], records.total);
  return (
    <RecordFrame>
      <RecordList
        records={records}
        label={label}
        totals={totals}
        getKey={(order) => order.orderId}
        renderItem={(order) => (
          <RecordItem
            main={order.orderId}
            side={format(order.amount)}
            meta={formatMonthDayTime(order.createTime, language)}
            status={t(ORDER_STATUS_KEYS[order.status])}
          />
        )}
      />
    </RecordFrame>
  );
}
