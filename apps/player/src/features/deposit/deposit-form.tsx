import { useDepositPromotionsQuery, useMoneySubmit } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { AmountField } from '../../lib/money/amount-field';
import type { Notice } from '../../lib/money/amount-password-fields';
import { focusFirstError, readAmount, type FieldErrors } from '../../lib/money/form-checks';
import { SubmitNotice } from '../../lib/money/load-failure';
import { outcomeMessage } from '@wps-mobile/app-shell';
import { PayeeDetails } from './payee-details';
import { useDepositCall, type DepositMethod, type DepositOrder } from './use-deposit-call';

interface Props {
  readonly method: DepositMethod;
  readonly format: (amount: number) => string;
  readonly quickAmounts: boolean;
  readonly onOrder: (order: DepositOrder) => void;
}

/** Amount, promotion and (for manual transfers) who paid and the reference; one submit, kept on failure. */
export function DepositForm({ method, format, quickAmounts, onOrder }: Props) {
  const { t } = useTranslation();
  const promotions = useDepositPromotionsQuery();
  const { submit, busy } = useMoneySubmit(useDepositCall(method.channel));
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const limits = { min: method.minAmount, max: method.maxAmount };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readAmount(amount, limits, format, t);
    const found: FieldErrors = {};
    if (read.error) found.amount = read.error;
    if (method.needsReference && reference.trim() === '')
      found.reference = t('wallet.deposit.referenceRequired');
    setErrors(found);
    if (focusFirstError(event.currentTarget, found) || read.amount === undefined) return;
    setNotice(undefined);
    const outcome = await submit({
      methodId: method.id,
      amount: read.amount,
      ...(promotionId ? { promotionId: Number(promotionId) } : {}),
      ...(method.channel === 'MANUAL' ? { payerName: payerName.trim(), reference: reference.trim() } : {}),
    });
    if (outcome.kind === 'done') onOrder(outcome.value);
    const text = outcomeMessage(outcome, t);
    if (text) setNotice({ text, tone: outcome.kind === 'found' ? 'info' : 'error' });
  }

  const promotionOptions = (promotions.data ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  return (
    <form className="money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {method.payee && <PayeeDetails payee={method.payee} />}
      <AmountField
        value={amount}
        onChange={setAmount}
        limits={limits}
        format={format}
        quick={quickAmounts}
        error={errors.amount}
      />
      {promotionOptions.length > 0 && (
        <Select
          label={t('wallet.promotion')}
          name="promotionId"
          options={promotionOptions}
          placeholder={t('wallet.noPromotion')}
          value={promotionId}
          onChange={setPromotionId}
        />
      )}
      {method.channel === 'MANUAL' && (
        <>
          <TextField
            label={t('wallet.deposit.payerName')}
            name="payerName"
            value={payerName}
            onChange={setPayerName}
            autoComplete="name"
            maxLength={50}
          />
          <TextField
            label={t('wallet.deposit.reference')}
            name="reference"
            value={reference}
            onChange={setReference}
            autoComplete="off"
            maxLength={60}
            required={method.needsReference === true}
            error={errors.reference}
          />
        </>
      )}
      <SubmitNotice message={notice?.text} tone={notice?.tone} />
      <Button type="submit" block busy={busy}>
        {t('wallet.depositButton')}
      </Button>
    </form>
  );
}
