import { useDepositPromotionsQuery, useMoneySubmit } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField, useForm } from '@wps-mobile/ui';
import { useState } from 'react';
import { AmountField } from '../../lib/money/amount-field';
import type { Notice } from '../../lib/money/amount-password-fields';
import { readAmount } from '../../lib/money/form-checks';
import { SubmitNotice } from '../../lib/money/load-failure';
import { outcomeMessage } from '@wps-mobile/app-shell';
import { PayeeDetails } from './payee-details';
import { useDepositCall, type DepositMethod, type DepositOrder } from './use-deposit-call';

interface DepositValues {
  amount: string;
  promotionId: string;
  payerName: string;
  reference: string;
}

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
  const [notice, setNotice] = useState<Notice | undefined>();
  const limits = { min: method.minAmount, max: method.maxAmount };
  const form = useForm<DepositValues>({
    initial: { amount: '', promotionId: '', payerName: '', reference: '' },
    validate: (values) => ({
      amount: readAmount(values.amount, limits, format, t).error,
      ...(method.needsReference && values.reference.trim() === ''
        ? { reference: t('wallet.deposit.referenceRequired') }
        : {}),
    }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    const { amount } = readAmount(values.amount, limits, format, t);
    if (amount === undefined) return;
    setNotice(undefined);
    const outcome = await submit({
      methodId: method.id,
      amount,
      ...(values.promotionId ? { promotionId: Number(values.promotionId) } : {}),
      ...(method.channel === 'MANUAL'
        ? { payerName: values.payerName.trim(), reference: values.reference.trim() }
        : {}),
    });
    if (outcome.kind === 'done') onOrder(outcome.value);
    const text = outcomeMessage(outcome, t);
    if (text) setNotice({ text, tone: outcome.kind === 'found' ? 'info' : 'error' });
  });

  const promotionOptions = (promotions.data ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  return (
    <form ref={form.ref} className="money-form" noValidate onSubmit={onSubmit}>
      {method.payee && <PayeeDetails payee={method.payee} />}
      <AmountField {...form.field('amount')} limits={limits} format={format} quick={quickAmounts} />
      {promotionOptions.length > 0 && (
        <Select
          label={t('wallet.promotion')}
          options={promotionOptions}
          placeholder={t('wallet.noPromotion')}
          {...form.field('promotionId')}
        />
      )}
      {method.channel === 'MANUAL' && (
        <>
          <TextField
            label={t('wallet.deposit.payerName')}
            autoComplete="name"
            maxLength={50}
            {...form.field('payerName')}
          />
          <TextField
            label={t('wallet.deposit.reference')}
            autoComplete="off"
            maxLength={60}
            required={method.needsReference === true}
            {...form.field('reference')}
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
