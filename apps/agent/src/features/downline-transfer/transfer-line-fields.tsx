import { useTranslation } from '@wps-mobile/i18n';
import { Button, Select, TextField } from '@wps-mobile/ui';
import type { TransferLine } from './transfer-rules';

interface Props {
  readonly index: number;
  /** The start of its fields' names (`lines.0`): the form focuses the first invalid one by name. */
  readonly name: string;
  readonly line: TransferLine;
  readonly accounts: readonly string[];
  readonly errors: { readonly username?: string | undefined; readonly amount?: string | undefined };
  readonly onChange: (line: TransferLine) => void;
  readonly onRemove: (() => void) | undefined;
}

/** One recipient and amount of a transfer. */
export function TransferLineFields({ index, name, line, accounts, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <fieldset className="agent-form">
      <legend>{t('agent.recipient', { n })}</legend>
      <Select
        label={t('agent.downline')}
        name={`${name}.username`}
        value={line.username}
        placeholder={t('agent.chooseDownline')}
        options={accounts.map((account) => ({ value: account, label: account }))}
        onChange={(username) => onChange({ ...line, username })}
        error={errors.username}
      />
      <TextField
        label={t('common.amount')}
        name={`${name}.amount`}
        inputMode="decimal"
        value={line.amount}
        onChange={(amount) => onChange({ ...line, amount })}
        error={errors.amount}
      />
      {onRemove && (
        <Button type="button" variant="text" onClick={onRemove}>
          {t('agent.removeRecipient', { n })}
        </Button>
      )}
    </fieldset>
  );
}
