import { useWithdrawMutation, type MoneyKey } from '@wps-mobile/api-client';
import type { BankCard } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { AmountField } from '../../lib/money/amount-field';
import { checkAmount, type AmountLimits } from '../../lib/money/amount-rules';
import { SubmitNotice } from '../../lib/money/load-failure';
import { outcomeMessage } from '../../lib/money/money-message';
import { isPaymentPassword, PaymentPasswordField } from '../../lib/money/payment-password-field';
import { useMoneySubmit } from '../../lib/money/use-money-submit';

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

type Errors = { bankCardId?: string; amount?: string; paymentPassword?: string };

/** Card, amount within the merchant's limits, payment password; one submit, the input kept on failure. */
export function WithdrawForm({ cards, limits, format, onDone }: Props) {
  const { t } = useTranslation();
  const [withdraw] = useWithdrawMutation();
  const { submit, busy } = useMoneySubmit(
    (args: { amount: number; bankCardId: number; paymentPassword: string } & MoneyKey) => withdraw(args),
  );
  const [cardId, setCardId] = useState(cards.length === 1 ? String(cards[0]?.id) : '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'info' } | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkAmount(amount, limits);
    const found: Errors = {};
    if (!cardId) found.bankCardId = t('wallet.withdraw.chooseCard');
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
    const outcome = await submit({
      amount: checked.amount,
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
        {t('wallet.withdrawButton')}
      </Button>
    </form>
  );
}
