import { useOrderListQuery } from '@wps-mobile/api-client';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { useState } from 'react';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useAppSelector } from '../../lib/store/store-hooks';
import { OrderDetailDialog } from './order-detail-dialog';
import { ORDER_STATE_KEYS } from './order-states';
import { RecordItem, RecordList } from './record-list';
import { usePagedRecords } from './use-paged-records';

/** The member's game orders, newest first; a tap opens the order with its sub-orders. */
export function OrderList() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const format = useFormatMoney();
  const records = usePagedRecords(useOrderListQuery, {}, 'orders');
  const [open, setOpen] = useState<string | undefined>();
  return (
    <>
      <RecordList
        records={records}
        label={t('wallet.records.ordersTab')}
        getKey={(order) => order.orderId}
        renderItem={(order) => (
          <button type="button" className="record-button" onClick={() => setOpen(order.orderId)}>
            <RecordItem
              main={order.gameName}
              side={format(order.betAmount)}
              meta={`${formatMonthDayTime(order.betTime, language)} · ${order.orderId}`}
              status={t(ORDER_STATE_KEYS[order.status])}
            />
          </button>
        )}
      />
      {open && <OrderDetailDialog orderId={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
