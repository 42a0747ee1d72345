import {
  useMemberInfoQuery,
  useMoneySubmit,
  useTransferToUplineMutation,
  useWalletQuery,
  type MoneyKey,
} from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { AmountPasswordFields, type Notice } from '../../lib/money/amount-password-fields';
import { checkAmountAndPassword, focusFirstError, type FieldErrors } from '../../lib/money/form-checks';
import { LoadFailure } from '../../lib/money/load-failure';
import { outcomeMessage, useFormatMoney } from '@wps-mobile/app-shell';
import { useFeatures } from '../../lib/use-features';
import { useScreenContext } from '../../lib/screen-context';
import '../../lib/account-screen.css';
import '../../lib/money/money-form.css';

type TransferArgs = { amount: number; paymentPassword: string } & MoneyKey;

function TransferForm({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [transfer] = useTransferToUplineMutation();
  const { submit, busy } = useMoneySubmit((args: TransferArgs) => transfer(args));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const limits = { min: 0.01, max: balance };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = checkAmountAndPassword({ amount, password, limits }, format, t);
    setErrors(read.errors);
    if (focusFirstError(event.currentTarget, read.errors) || read.amount === undefined) return;
    setNotice(undefined);
    const outcome = await submit({ amount: read.amount, paymentPassword: password });
    if (outcome.kind === 'done') {
      setAmount('');
      setPassword('');
      setNotice({ text: t('wallet.upline.done', { amount: format(read.amount) }), tone: 'info' });
      return;
    }
    const text = outcomeMessage(outcome, t);
    if (text) setNotice({ text, tone: outcome.kind === 'found' ? 'info' : 'error' });
  }

  return (
    <form className="money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AmountPasswordFields
        amount={amount}
        onAmount={setAmount}
        password={password}
        onPassword={setPassword}
        limits={limits}
        format={format}
        errors={errors}
        notice={notice}
        busy={busy}
        submitLabel={t('wallet.transferButton')}
      />
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
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {body}
    </section>
  );
}
