import {
  useMoneySubmit,
  useTransferDownlineMutation,
  useTransferMultipleDownlineMutation,
} from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, PasswordField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { outcomeMessage } from '@wps-mobile/app-shell';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { TransferLineFields } from './transfer-line-fields';
import { lineErrors, parseAmount, totalOf, type TransferLine } from './transfer-rules';

const MAX_LINES = 50;

/** The transfer lines, their total and the payment password; one tap sends one request with an
 * idempotency key (kept for the same input, never resent by itself); a failure keeps all, and a submit left
 * without an answer is looked up to say whether it went through. */
export function TransferForm({ accounts, initialUsername }: { accounts: string[]; initialUsername: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [lines, setLines] = useState<TransferLine[]>([{ username: initialUsername, amount: '' }]);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [sendOne] = useTransferDownlineMutation();
  const [sendMany] = useTransferMultipleDownlineMutation();
  const single = useMoneySubmit(sendOne, ['Agent']);
  const multiple = useMoneySubmit(sendMany, ['Agent']);
  const busy = single.busy || multiple.busy;
  const [balance, setBalance] = useState<number>();
  const [message, setMessage] = useState<string>();
  const errors = lineErrors(lines);
  const passwordMissing = password.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (busy || passwordMissing || errors.some(Boolean)) return;
    const items = lines.map((line) => ({ username: line.username, amount: parseAmount(line.amount) ?? 0 }));
    const [first] = items;
    setMessage(undefined);
    setBalance(undefined);
    const sent =
      items.length === 1 && first
        ? single.submit({ ...first, paymentPassword: password })
        : multiple.submit({ items, paymentPassword: password });
    void sent.then((outcome) => {
      if (outcome.kind === 'ignored') return;
      if (outcome.kind === 'done') setBalance(outcome.value.balance);
      else setMessage(outcomeMessage(outcome, t));
    });
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
        label={t('common.paymentPassword')}
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={shown && passwordMissing ? t('validation.fieldRequired') : undefined}
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
