import {
  useMemberInfoQuery,
  useMoneySubmit,
  useTransferToUplineMutation,
  useWalletQuery,
  type MoneyKey,
} from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner, useForm } from '@wps-mobile/ui';
import { useState } from 'react';
import { AmountPasswordFields, type Notice } from '../../lib/money/amount-password-fields';
import { checkAmountAndPassword } from '../../lib/money/form-checks';
import { LoadFailure } from '../../lib/money/load-failure';
import { outcomeMessage, useFormatMoney } from '@wps-mobile/app-shell';
import { useFeatures } from '../../lib/session/use-features';
import { useScreenContext } from '../../lib/screens/screen-context';
import '../../lib/screens/account-screen.css';
import '../../lib/money/money-form.css';

interface TransferValues {
  amount: string;
  paymentPassword: string;
}

type TransferArgs = { amount: number; paymentPassword: string } & MoneyKey;

function TransferForm({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [transfer] = useTransferToUplineMutation();
  const { submit, busy } = useMoneySubmit((args: TransferArgs) => transfer(args));
  const [notice, setNotice] = useState<Notice | undefined>();
  const limits = { min: 0.01, max: balance };
  const check = (values: TransferValues) =>
    checkAmountAndPassword({ amount: values.amount, password: values.paymentPassword, limits }, format, t);
  const form = useForm<TransferValues>({
    initial: { amount: '', paymentPassword: '' },
    validate: (values) => check(values).errors,
  });

  const onSubmit = form.onSubmit(async (values) => {
    const { amount } = check(values);
    if (amount === undefined) return;
    setNotice(undefined);
    const outcome = await submit({ amount, paymentPassword: values.paymentPassword });
    if (outcome.kind === 'done') {
      // A transfer that went through starts the next one from empty fields.
      form.setValue('amount', '');
      form.setValue('paymentPassword', '');
      setNotice({ text: t('wallet.upline.done', { amount: format(amount) }), tone: 'info' });
      return;
    }
    const text = outcomeMessage(outcome, t);
    if (text) setNotice({ text, tone: outcome.kind === 'found' ? 'info' : 'error' });
  });

  return (
    <form ref={form.ref} className="money-form" noValidate onSubmit={onSubmit}>
      <AmountPasswordFields
        amount={form.field('amount')}
        password={form.field('paymentPassword')}
        limits={limits}
        format={format}
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
