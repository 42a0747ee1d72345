import { useMoneySubmit, useWithdrawMutation, type MoneyKey } from '@wps-mobile/api-client';
import type { BankCard } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Select } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import type { AmountLimits } from '../../lib/money/amount-rules';
import { AmountPasswordFields, type Notice } from '../../lib/money/amount-password-fields';
import { checkAmountAndPassword, focusFirstError, type FieldErrors } from '../../lib/money/form-checks';
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

type WithdrawArgs = { amount: number; bankCardId: number; paymentPassword: string } & MoneyKey;

/** Card, amount within the merchant's limits, payment password; one submit, the input kept on failure. */
export function WithdrawForm({ cards, limits, format, onDone }: Props) {
  const { t } = useTranslation();
  const [withdraw] = useWithdrawMutation();
  const { submit, busy } = useMoneySubmit((args: WithdrawArgs) => withdraw(args));
  const [cardId, setCardId] = useState(cards.length === 1 ? String(cards[0]?.id) : '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = checkAmountAndPassword({ amount, password, limits }, format, t);
    const found: FieldErrors = {
      ...(cardId ? {} : { bankCardId: t('wallet.withdraw.chooseCard') }),
      ...read.errors,
    };
    setErrors(found);
    if (focusFirstError(event.currentTarget, found) || read.amount === undefined) return;
    setNotice(undefined);
    const outcome = await submit({
      amount: read.amount,
      bankCardId: Number(cardId),
      paymentPassword: password,
    });
    if (outcome.kind === 'done') onDone({ balance: outcome.value.balance, orderId: outcome.value.orderId });
    else if (outcome.kind === 'found') onDone({ balance: undefined, orderId: outcome.orderId });
    const text = outcomeMessage(outcome, t);
    if (text && outcome.kind !== 'found') setNotice({ text, tone: 'error' });
  }

  return (
    <form className="money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Select
        label={t('wallet.bankCard')}
        name="bankCardId"
        options={cards.map((c) => ({ value: String(c.id), label: `${c.bankName} ${c.accountNo}` }))}
        placeholder={t('wallet.withdraw.chooseCard')}
        value={cardId}
        onChange={setCardId}
        required
        error={errors.bankCardId}
      />
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
        submitLabel={t('wallet.withdrawButton')}
      />
    </form>
  );
}
