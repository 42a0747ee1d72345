import { useAddBankCardMutation, useBanksByVendorQuery, useBankCardsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, Spinner, TextField, useForm } from '@wps-mobile/ui';
import { useState } from 'react';
import type { Notice } from '../../lib/money/amount-password-fields';
import { LoadFailure, SubmitNotice } from '../../lib/money/load-failure';
import { moneyErrorMessage } from '@wps-mobile/app-shell';
import { isPaymentPassword, PaymentPasswordField } from '../../lib/money/payment-password-field';

const EMPTY = { bankCode: '', accountNo: '', accountName: '', paymentPassword: '' };

/** The member's bank cards and the form that adds one (it needs the payment password). */
export function BankCardSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const cards = useBankCardsQuery();
  const banks = useBanksByVendorQuery({});
  const [addCard, adding] = useAddBankCardMutation();
  const [notice, setNotice] = useState<Notice | undefined>();
  const form = useForm({
    initial: EMPTY,
    validate: (values) => ({
      bankCode: values.bankCode ? undefined : t('validation.fieldRequired'),
      accountNo: /^\d{8,30}$/.test(values.accountNo) ? undefined : t('wallet.security.accountNumberFormat'),
      accountName: values.accountName.trim() === '' ? t('validation.fieldRequired') : undefined,
      paymentPassword: isPaymentPassword(values.paymentPassword)
        ? undefined
        : t('wallet.withdraw.passwordFormat'),
    }),
  });
  const accountNo = form.field('accountNo');

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(undefined);
    try {
      await addCard({ ...values, accountName: values.accountName.trim() }).unwrap();
      form.reset();
      setNotice({ text: t('wallet.security.saved'), tone: 'info' });
    } catch (error) {
      setNotice({ text: moneyErrorMessage(error, t), tone: 'error' });
    }
  });

  let list;
  if (cards.isError) list = <LoadFailure error={cards.error} onRetry={() => void cards.refetch()} />;
  else if (!cards.data) list = <Spinner label={t('common.loading')} />;
  else if (cards.data.length === 0) list = <p>{t('wallet.security.noBankCards')}</p>;
  else
    list = (
      <ul className="money-form" aria-label={t('wallet.security.bankCards')}>
        {cards.data.map((card) => (
          <li key={card.id} className="money-row">
            <span>{card.bankName}</span>
            <span>{card.accountNo}</span>
            <span>{card.accountName}</span>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      {list}
      {hasPaymentPassword ? (
        <form
          className="money-form"
          noValidate
          aria-label={t('wallet.addBankCard')}
          ref={form.ref}
          onSubmit={onSubmit}
        >
          <h3>{t('wallet.addBankCard')}</h3>
          <Select
            label={t('wallet.bankName')}
            options={(banks.data ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
            required
            {...form.field('bankCode')}
          />
          <TextField
            label={t('wallet.accountNumber')}
            {...accountNo}
            onChange={(value) => accountNo.onChange(value.replace(/\D/g, '').slice(0, 30))}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <TextField
            label={t('wallet.accountName')}
            autoComplete="name"
            maxLength={50}
            required
            {...form.field('accountName')}
          />
          <PaymentPasswordField label={t('common.paymentPassword')} {...form.field('paymentPassword')} />
          <SubmitNotice message={notice?.text} tone={notice?.tone} />
          <Button type="submit" block busy={adding.isLoading}>
            {t('wallet.addBankCard')}
          </Button>
        </form>
      ) : (
        <p className="money-alert money-alert--info">{t('wallet.withdraw.noPaymentPassword')}</p>
      )}
    </>
  );
}
