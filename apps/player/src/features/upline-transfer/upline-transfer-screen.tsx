import {
  useMemberInfoQuery,
  useTransferToUplineMutation,
  useWalletQuery,
  type MoneyKey,
} from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Spinner } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { AmountField } from '../../lib/money/amount-field';
import { checkAmount } from '../../lib/money/amount-rules';
import { LoadFailure, SubmitNotice } from '../../lib/money/load-failure';
import { outcomeMessage } from '../../lib/money/money-message';
import { isPaymentPassword, PaymentPasswordField } from '../../lib/money/payment-password-field';
import { useMoneySubmit } from '../../lib/money/use-money-submit';
import { useFeatures } from '../../lib/use-features';
import { useFormatMoney } from '../../lib/use-format-money';
import { useScreenContext } from '../../lib/screen-context';
import '../../lib/money/money-form.css';

type Errors = { amount?: string; paymentPassword?: string };

function TransferForm({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [transfer] = useTransferToUplineMutation();
  const { submit, busy } = useMoneySubmit((args: { amount: number; paymentPassword: string } & MoneyKey) =>
    transfer(args),
  );
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'info' } | undefined>();
  const limits = { min: 0.01, max: balance };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkAmount(amount, limits);
    const found: Errors = {};
    if (!checked.ok)
      found.amount =
        checked.problem === 'range'
          ? t('wallet.amountOutOfRange', { min: format(limits.min), max: format(limits.max) })
          : t('wallet.amountInvalid');
    if (!isPaymentPassword(password)) found.paymentPassword = t('wallet.withdraw.passwordFormat');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first || !checked.ok) {
      form.querySelector<HTMLElement>(`[name="${first ?? 'amount'}"]`)?.focus();
      return;
    }
    setNotice(undefined);
    const outcome = await submit({ amount: checked.amount, paymentPassword: password });
    if (outcome.kind === 'done') {
      setAmount('');
      setPassword('');
      setNotice({ text: t('wallet.upline.done', { amount: format(checked.amount) }), tone: 'info' });
      return;
    }
    const text = outcomeMessage(outcome, t);
    if (text) setNotice({ text, tone: outcome.kind === 'found' ? 'info' : 'error' });
  }

  return (
    <form className="money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AmountField
        value={amount}
        onChange={setAmount}
        limits={limits}
        format={format}
        error={errors.amount}
      />
      <PaymentPasswordField
        label={t('wallet.withdrawPassword')}
        name="paymentPassword"
        value={password}
        onChange={setPassword}
        error={errors.paymentPassword}
      />
      <SubmitNotice message={notice?.text} tone={notice?.tone} />
      <Button type="submit" block busy={busy}>
        {t('wallet.transferButton')}
      </Button>
    </form>
  );
}

/** Transfer to upline `/m/upLine/transfer`: only with its flag, for a member with an upline whose type is not 2. */
export default function UplineTransferScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const features = useFeatures();
  const info = useMemberInfoQuery();
  const wallet = useWalletQuery();
  let body;
  if (info.isError) body = <LoadFailure error={info.error} onRetry={() => void info.refetch()} />;
  else if (!info.data || !wallet.data) body = <Spinner label={t('common.loading')} />;
  else if (
    !features.transferToUpline ||
    !info.data.toUpline ||
    (CONSTANTS.memberTypes.uplineTransferExcluded as readonly number[]).includes(info.data.type)
  )
    body = (
      <p className="money-alert money-alert--info" role="alert">
        {t('wallet.upline.refused')}
      </p>
    );
  else
    body = <TransferForm balance={wallet.data.wallets.find((w) => w.walletType === 'MAIN')?.balance ?? 0} />;
  return (
    <section className="money-screen">
      {!titleShown && <h1 className="money-screen__title">{title}</h1>}
      {body}
    </section>
  );
}
