import { resolveServerLink } from '@wps-mobile/config';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import type { DepositOrder } from './use-deposit-call';

const STATUS_KEYS = {
  PENDING: 'wallet.statusPending',
  APPROVED: 'wallet.statusSuccess',
  REJECTED: 'wallet.statusFailed',
} as const;

interface Props {
  readonly order: DepositOrder;
  readonly format: (amount: number) => string;
  readonly language: string;
  readonly onAnother: () => void;
}

/** The order a deposit made and its status; a gateway's payment page opens apart from the site (https when it is). */
export function DepositOrderCard({ order, format, language, onAnother }: Props) {
  const { t } = useTranslation();
  const pay = resolveServerLink(order.payUrl, window.location.origin, { httpsOnSecurePage: true });
  return (
    <section className="money-card" aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title">{t('wallet.deposit.orderTitle')}</h2>
      <p role="status">{t('wallet.depositSubmitted')}</p>
      <dl className="money-form">
        <div className="money-row">
          <dt>{t('wallet.orderNumber')}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div className="money-row">
          <dt>{t('common.amount')}</dt>
          <dd>{format(order.amount)}</dd>
        </div>
        <div className="money-row">
          <dt>{t('common.status')}</dt>
          <dd>{t(STATUS_KEYS[order.status])}</dd>
        </div>
        <div className="money-row">
          <dt>{t('common.time')}</dt>
          <dd>{formatMonthDayTime(order.createTime, language)}</dd>
        </div>
      </dl>
      {pay.kind === 'external' && (
        <a className="money-link" href={pay.href} target="_blank" rel="noopener noreferrer">
          {t('wallet.deposit.openPayment')}
        </a>
      )}
      {pay.kind === 'refused' && pay.reason === 'insecure' && (
        <p className="money-alert" role="alert">
          {t('errors.insecureAddress')}
        </p>
      )}
      <Button variant="secondary" onClick={onAnother}>
        {t('wallet.deposit.another')}
      </Button>
    </section>
  );
}
