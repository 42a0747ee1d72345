import {
  useBankCardsQuery,
  useHasWithdrawalPasswordQuery,
  useMerchantWalletQuery,
  useWalletQuery,
} from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner } from '@wps-mobile/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../lib/money/load-failure';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useScreenContext } from '../../lib/screens/screen-context';
import { WithdrawForm, type WithdrawDone } from './withdraw-form';
import '../../lib/screens/account-screen.css';
import '../../lib/money/money-form.css';

/** What the player must set up first, with the way to the security centre. */
function SetUpFirst({ message, section }: { message: string; section: string }) {
  const { t } = useTranslation();
  return (
    <div className="money-card">
      <p className="money-alert money-alert--info">{message}</p>
      <Link className="money-link" to={`${routePath('securityCenter')}?section=${section}`}>
        {t('wallet.withdraw.goSecurity')}
      </Link>
    </div>
  );
}

/** Withdraw `/m/withdraw`: balance, bank card, amount within the merchant's limits and the payment password. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const format = useFormatMoney();
  const wallet = useWalletQuery();
  const merchant = useMerchantWalletQuery();
  const cards = useBankCardsQuery();
  const password = useHasWithdrawalPasswordQuery();
  const [done, setDone] = useState<WithdrawDone | undefined>();
  const reads = [wallet, merchant, cards, password];
  const failed = reads.find((read) => read.isError);

  let body;
  if (failed)
    body = (
      <LoadFailure
        error={failed.error}
        onRetry={() => reads.filter((r) => r.isError).forEach((r) => void r.refetch())}
      />
    );
  else if (!merchant.data || !cards.data || password.data === undefined)
    body = <Spinner label={t('common.loading')} />;
  else if (done)
    body = (
      <div className="money-card" role="status">
        <p>{t('wallet.withdrawSubmitted')}</p>
        <dl className="money-form">
          <div className="money-row">
            <dt>{t('wallet.orderNumber')}</dt>
            <dd>{done.orderId}</dd>
          </div>
          {done.balance !== undefined && (
            <div className="money-row">
              <dt>{t('wallet.balance')}</dt>
              <dd>{t('wallet.withdraw.newBalance', { amount: format(done.balance) })}</dd>
            </div>
          )}
        </dl>
        <Link className="money-link" to={routePath('withdrawReport')}>
          {t('wallet.withdraw.seeReport')}
        </Link>
      </div>
    );
  else if (cards.data.length === 0)
    body = <SetUpFirst message={t('wallet.withdraw.noBankCard')} section="bankCards" />;
  else if (!password.data)
    body = <SetUpFirst message={t('wallet.withdraw.noPaymentPassword')} section="paymentPassword" />;
  else
    body = (
      <WithdrawForm
        cards={cards.data}
        limits={{ min: merchant.data.minWithdraw, max: merchant.data.maxWithdraw }}
        format={format}
        onDone={setDone}
      />
    );

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <p className="money-row">
        <span>{t('wallet.withdrawable')}</span>
        <strong>
          {wallet.data
            ? format(
                wallet.data.wallets.find((w) => w.walletType === 'MAIN')?.balance ?? wallet.data.sumBalance,
              )
            : '…'}
        </strong>
      </p>
      {body}
    </section>
  );
}
