import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField } from '@wps-mobile/ui';
import type { LineError, TransferLine } from './transfer-rules';

interface Props {
  readonly index: number;
  readonly line: TransferLine;
  readonly accounts: readonly string[];
  readonly error: LineError | undefined;
  readonly onChange: (line: TransferLine) => void;
  readonly onRemove: (() => void) | undefined;
}

/** One recipient and amount of a transfer. */
export function TransferLineFields({ index, line, accounts, error, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <fieldset className="agent-form">
      <legend>{t('agent.recipient', { n })}</legend>
      <Select
        label={t('agent.downline')}
        value={line.username}
        placeholder={t('agent.chooseDownline')}
        options={accounts.map((account) => ({ value: account, label: account }))}
        onChange={(username) => onChange({ ...line, username })}
        error={error === 'agent.chooseDownline' ? t(error) : undefined}
      />
      <TextField
        label={t('common.amount')}
        inputMode="decimal"
        value={line.amount}
        onChange={(amount) => onChange({ ...line, amount })}
        error={error === 'agent.amountFormat' ? t(error) : undefined}
      />
      {onRemove && (
        <Button type="button" variant="text" onClick={onRemove}>
          {t('agent.removeRecipient', { n })}
        </Button>
      )}
    </fieldset>
  );
}
