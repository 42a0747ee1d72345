import { useTransferDownlineMutation, useTransferMultipleDownlineMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, PasswordField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/server-message';
import { useFormatMoney } from '../../lib/use-format-money';
import { TransferLineFields } from './transfer-line-fields';
import { lineErrors, parseAmount, totalOf, type TransferLine } from './transfer-rules';

const MAX_LINES = 50;

/** The transfer lines, their total and the payment password; one tap sends one request, a failure keeps all. */
export function TransferForm({ accounts, initialUsername }: { accounts: string[]; initialUsername: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [lines, setLines] = useState<TransferLine[]>([{ username: initialUsername, amount: '' }]);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [sendOne, one] = useTransferDownlineMutation();
  const [sendMany, many] = useTransferMultipleDownlineMutation();
  const result = lines.length === 1 ? one : many;
  const busy = one.isLoading || many.isLoading;
  const errors = lineErrors(lines);
  const passwordMissing = password.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (busy || passwordMissing || errors.some(Boolean)) return;
    const items = lines.map((line) => ({ username: line.username, amount: parseAmount(line.amount) ?? 0 }));
    const [first] = items;
    if (items.length === 1 && first) void sendOne({ ...first, paymentPassword: password });
    else void sendMany({ items, paymentPassword: password });
  };

  return (
    <form className="agent-card agent-form" onSubmit={submit} noValidate>
      {lines.map((line, index) => (
        <TransferLineFields
          key={index}
          index={index}
          line={line}
          accounts={accounts}
          error={shown ? errors[index] : undefined}
          onChange={(next) => setLines((prev) => prev.map((l, i) => (i === index ? next : l)))}
          onRemove={
            lines.length > 1 ? () => setLines((prev) => prev.filter((_, i) => i !== index)) : undefined
          }
        />
      ))}
      {lines.length < MAX_LINES && (
        <Button
          type="button"
          variant="text"
          onClick={() => setLines((prev) => [...prev, { username: '', amount: '' }])}
        >
          {t('agent.addRecipient')}
        </Button>
      )}
      <p data-testid="transfer-total">{t('agent.transferTotal', { amount: money(totalOf(lines)) })}</p>
      <PasswordField
        label={t('agent.paymentPassword')}
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={shown && passwordMissing ? t('validation.fieldRequired') : undefined}
      />
      {result.isError && (
        <p role="alert" className="agent-note">
          {serverMessage(result.error, t)}
        </p>
      )}
      {result.isSuccess && !busy && (
        <p role="status">{t('agent.transferDone', { balance: money(result.data.balance) })}</p>
      )}
      <Button type="submit" busy={busy} disabled={busy}>
        {t('agent.transferSend')}
      </Button>
    </form>
  );
}
