import { useMoneySubmit, useWithdrawMutation, type MoneyKey } from '@wps-mobile/api-client';
import type { BankCard } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Select, useForm } from '@wps-mobile/ui';
import { useState } from 'react';
import type { AmountLimits } from '../../lib/money/amount-rules';
import { AmountPasswordFields, type Notice } from '../../lib/money/amount-password-fields';
import { checkAmountAndPassword } from '../../lib/money/form-checks';
import { outcomeMessage } from '@wps-mobile/app-shell';

export interface WithdrawDone {
  readonly balance: number | undefined;
  readonly orderId: string;
}

interface Props {
  readonly cards: readonly BankCard[];
  readonly limits: AmountLimits;
  readonly format: (amount: number) => string;
  readonly onDone: (done: WithdrawDone) => void;
}

interface WithdrawValues {
  bankCardId: string;
  amount: string;
  paymentPassword: string;
}

type WithdrawArgs = { amount: number; bankCardId: number; paymentPassword: string } & MoneyKey;

/** Card, amount within the merchant's limits, payment password; one submit, the input kept on failure. */
export function WithdrawForm({ cards, limits, format, onDone }: Props) {
  const { t } = useTranslation();
  const [withdraw] = useWithdrawMutation();
  const { submit, busy } = useMoneySubmit((args: WithdrawArgs) => withdraw(args));
  const [notice, setNotice] = useState<Notice | undefined>();
  const check = (values: WithdrawValues) =>
    checkAmountAndPassword({ amount: values.amount, password: values.paymentPassword, limits }, format, t);
  const form = useForm<WithdrawValues>({
    initial: { bankCardId: cards.length === 1 ? String(cards[0]?.id) : '', amount: '', paymentPassword: '' },
    validate: (values) => ({
      ...(values.bankCardId ? {} : { bankCardId: t('wallet.withdraw.chooseCard') }),
      ...check(values).errors,
    }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    const { amount } = check(values);
    if (amount === undefined) return;
    setNotice(undefined);
    const outcome = await submit({
      amount,
      bankCardId: Number(values.bankCardId),
      paymentPassword: values.paymentPassword,
    });
    if (outcome.kind === 'done') onDone({ balance: outcome.value.balance, orderId: outcome.value.orderId });
    else if (outcome.kind === 'found') onDone({ balance: undefined, orderId: outcome.orderId });
    const text = outcomeMessage(outcome, t);
    if (text && outcome.kind !== 'found') setNotice({ text, tone: 'error' });
  });

  return (
    <form ref={form.ref} className="money-form" noValidate onSubmit={onSubmit}>
      <Select
        label={t('wallet.bankCard')}
        options={cards.map((c) => ({ value: String(c.id), label: `${c.bankName} ${c.accountNo}` }))}
        placeholder={t('wallet.withdraw.chooseCard')}
        required
        {...form.field('bankCardId')}
      />
      <AmountPasswordFields
        amount={form.field('amount')}
        password={form.field('paymentPassword')}
        limits={limits}
        format={format}
        notice={notice}
        busy={busy}
        submitLabel={t('wallet.withdrawButton')}
      />
    </form>
  );
}
