import { useCancelSubOrderMutation, useOrderDetailQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, ConfirmDialog, Dialog, Spinner } from '@wps-mobile/ui';
import { useState } from 'react';
import { LoadFailure, SubmitNotice } from '../../lib/money/load-failure';
import { moneyErrorMessage } from '@wps-mobile/app-shell';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { ORDER_STATE_KEYS } from './order-states';

/** One order with its sub-orders; an open sub-order may be cancelled (its stake returns to the balance). */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const detail = useOrderDetailQuery({ orderId });
  const [cancel, cancelling] = useCancelSubOrderMutation();
  const [asked, setAsked] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const confirm = async () => {
    if (!asked || cancelling.isLoading) return;
    setFailure(undefined);
    try {
      await cancel({ orderId, subOrderId: asked }).unwrap();
    } catch (error) {
      setFailure(moneyErrorMessage(error, t));
    }
    setAsked(undefined);
  };

  let body;
  if (detail.isError) body = <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (!detail.data) body = <Spinner label={t('common.loading')} />;
  else
    body = (
      <ul className="money-form">
        {detail.data.subOrders.map((sub) => (
          <li key={sub.subOrderId} className="money-row">
            <span>{sub.subOrderId}</span>
            <span>{format(sub.betAmount)}</span>
            <span>
              {sub.status in ORDER_STATE_KEYS
                ? t(ORDER_STATE_KEYS[sub.status as keyof typeof ORDER_STATE_KEYS])
                : sub.status}
            </span>
            {sub.status === 'OPEN' && detail.data?.status === 'OPEN' && (
              <Button variant="secondary" onClick={() => setAsked(sub.subOrderId)}>
                {t('wallet.records.cancelBet')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <Dialog open onClose={onClose} title={`${t('wallet.orderNumber')} ${orderId}`}>
      {body}
      <SubmitNotice message={failure} />
      <ConfirmDialog
        open={asked !== undefined}
        title={t('wallet.records.cancelBet')}
        message={t('wallet.records.cancelConfirm')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        busy={cancelling.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      />
    </Dialog>
  );
}
