import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useState } from 'react';
import type { DepositMethod } from './use-deposit-call';

type Payee = NonNullable<DepositMethod['payee']>;

/** The account a manual transfer pays to, each value with a copy button. */
export function PayeeDetails({ payee }: { payee: Payee }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const rows = [
    { id: 'bank', label: t('wallet.bankName'), value: payee.bankName },
    { id: 'name', label: t('wallet.accountName'), value: payee.accountName },
    { id: 'number', label: t('wallet.accountNumber'), value: payee.accountNo },
  ];
  const copy = (id: string, value: string) => {
    navigator.clipboard
      .writeText(value)
      .then(() => setCopied(id))
      .catch(() => setCopied(null));
  };
  return (
    <section className="money-card" aria-labelledby="payee-title">
      <h2 id="payee-title">{t('wallet.deposit.payTo')}</h2>
      <dl className="money-form">
        {rows.map((row) => (
          <div className="money-row" key={row.id}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}{' '}
              <Button
                variant="text"
                aria-label={t('wallet.deposit.copyValue', { field: row.label })}
                onClick={() => copy(row.id, row.value)}
              >
                {copied === row.id ? t('common.copied') : t('common.copy')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="wps-visually-hidden">
        {copied ? t('common.copied') : ''}
      </p>
    </section>
  );
}
