import { useAddBankCardMutation, useBanksByVendorQuery, useBankCardsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, Spinner, TextField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import type { Notice } from '../../lib/money/amount-password-fields';
import { focusFirstError } from '../../lib/money/form-checks';
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
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding.isLoading) return;
    const found: typeof errors = {};
    if (!form.bankCode) found.bankCode = t('validation.fieldRequired');
    if (!/^\d{8,30}$/.test(form.accountNo)) found.accountNo = t('wallet.security.accountNumberFormat');
    if (form.accountName.trim() === '') found.accountName = t('validation.fieldRequired');
    if (!isPaymentPassword(form.paymentPassword)) found.paymentPassword = t('wallet.withdraw.passwordFormat');
    setErrors(found);
    if (focusFirstError(event.currentTarget, found)) return;
    setNotice(undefined);
    try {
      await addCard({ ...form, accountName: form.accountName.trim() }).unwrap();
      setForm(EMPTY);
      setNotice({ text: t('wallet.security.saved'), tone: 'info' });
    } catch (error) {
      setNotice({ text: moneyErrorMessage(error, t), tone: 'error' });
    }
  }

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
          onSubmit={(event) => void onSubmit(event)}
        >
          <h3>{t('wallet.addBankCard')}</h3>
          <Select
            label={t('wallet.bankName')}
            name="bankCode"
            options={(banks.data ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
            value={form.bankCode}
            onChange={set('bankCode')}
            required
            error={errors.bankCode}
          />
          <TextField
            label={t('wallet.accountNumber')}
            name="accountNo"
            value={form.accountNo}
            onChange={(value) => set('accountNo')(value.replace(/\D/g, '').slice(0, 30))}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.accountNo}
          />
          <TextField
            label={t('wallet.accountName')}
            name="accountName"
            value={form.accountName}
            onChange={set('accountName')}
            autoComplete="name"
            maxLength={50}
            required
            error={errors.accountName}
          />
          <PaymentPasswordField
            label={t('common.paymentPassword')}
            name="paymentPassword"
            value={form.paymentPassword}
            onChange={set('paymentPassword')}
            error={errors.paymentPassword}
          />
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
