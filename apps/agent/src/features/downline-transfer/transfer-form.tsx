import {
  useMoneySubmit,
  useTransferDownlineMutation,
  useTransferMultipleDownlineMutation,
} from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, PasswordField, useForm, type FormErrors } from '@wps-mobile/ui';
import { useState } from 'react';
import { outcomeMessage, useFormatMoney } from '@wps-mobile/app-shell';
import { TransferLineFields } from './transfer-line-fields';
import { lineErrors, parseAmount, totalOf, type TransferLine } from './transfer-rules';

const MAX_LINES = 50;

interface TransferValues {
  lines: TransferLine[];
  paymentPassword: string;
}

/** The transfer lines, their total and the payment password; one tap sends one request with an
 * idempotency key (kept for the same input, never resent by itself); a failure keeps all, and a submit left
 * without an answer is looked up to say whether it went through. */
export function TransferForm({ accounts, initialUsername }: { accounts: string[]; initialUsername: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const form = useForm<TransferValues>({
    initial: { lines: [{ username: initialUsername, amount: '' }], paymentPassword: '' },
    validate: (values) => {
      const found: FormErrors<TransferValues> = {};
      lineErrors(values.lines).forEach((error, index) => {
        if (error)
          found[`lines.${index}.${error === 'agent.chooseDownline' ? 'username' : 'amount'}`] = t(error);
      });
      if (values.paymentPassword.trim() === '') found.paymentPassword = t('validation.fieldRequired');
      return found;
    },
  });
  const lines = form.field('lines');
  const setLines = (change: (lines: TransferLine[]) => TransferLine[]) => lines.onChange(change(lines.value));
  const [sendOne] = useTransferDownlineMutation();
  const [sendMany] = useTransferMultipleDownlineMutation();
  const single = useMoneySubmit(sendOne, ['Agent']);
  const multiple = useMoneySubmit(sendMany, ['Agent']);
  const busy = single.busy || multiple.busy;
  const [balance, setBalance] = useState<number>();
  const [message, setMessage] = useState<string>();

  const submit = form.onSubmit(async (values) => {
    const items = values.lines.map((line) => ({
      username: line.username,
      amount: parseAmount(line.amount) ?? 0,
    }));
    const [first] = items;
    const paymentPassword = values.paymentPassword;
    setMessage(undefined);
    setBalance(undefined);
    const outcome = await (items.length === 1 && first
      ? single.submit({ ...first, paymentPassword })
      : multiple.submit({ items, paymentPassword }));
    if (outcome.kind === 'ignored') return;
    if (outcome.kind === 'done') setBalance(outcome.value.balance);
    else setMessage(outcomeMessage(outcome, t));
  });

  return (
    <form ref={form.ref} className="agent-card agent-form" onSubmit={submit} noValidate>
      {lines.value.map((line, index) => (
        <TransferLineFields
          key={index}
          index={index}
          name={`lines.${index}`}
          line={line}
          accounts={accounts}
          errors={{
            username: form.errors[`lines.${index}.username`],
            amount: form.errors[`lines.${index}.amount`],
          }}
          onChange={(next) => setLines((prev) => prev.map((l, i) => (i === index ? next : l)))}
          onRemove={
            lines.value.length > 1 ? () => setLines((prev) => prev.filter((_, i) => i !== index)) : undefined
          }
        />
      ))}
      {lines.value.length < MAX_LINES && (
        <Button
          type="button"
          variant="text"
          onClick={() => setLines((prev) => [...prev, { username: '', amount: '' }])}
        >
          {t('agent.addRecipient')}
        </Button>
      )}
      <p data-testid="transfer-total">{t('agent.transferTotal', { amount: money(totalOf(lines.value)) })}</p>
      <PasswordField
        label={t('common.paymentPassword')}
        autoComplete="off"
        {...form.field('paymentPassword')}
      />
      {message && (
        <p role="alert" className="agent-note">
          {message}
        </p>
      )}
      {balance !== undefined && !busy && (
        <p role="status">{t('agent.transferDone', { balance: money(balance) })}</p>
      )}
      <Button type="submit" busy={busy} disabled={busy}>
        {t('wallet.transferButton')}
      </Button>
    </form>
  );
}
