import { useTranslation } from '@wps-mobile/i18n';
import { IconCard, Select } from '@wps-mobile/ui';
import type { TemplateVersion } from '@wps-mobile/config';
import type { DepositMethod } from './use-deposit-call';

interface Props {
  readonly methods: readonly DepositMethod[];
  readonly value: number | undefined;
  readonly onChange: (id: number) => void;
  readonly template: TemplateVersion;
}

/** The deposit methods: tiles with icons in the new template, a plain list in the base one. */
export function MethodPicker({ methods, value, onChange, template }: Props) {
  const { t } = useTranslation();
  if (template === 'base')
    return (
      <Select
        label={t('wallet.paymentMethod')}
        name="methodId"
        options={methods.map((m) => ({ value: String(m.id), label: m.name }))}
        placeholder={false}
        value={value === undefined ? '' : String(value)}
        onChange={(id) => onChange(Number(id))}
      />
    );
  return (
    <fieldset className="deposit-methods">
      <legend>{t('wallet.deposit.chooseMethod')}</legend>
      {methods.map((method) => (
        <label key={method.id} className="deposit-method">
          <input
            type="radio"
            name="methodId"
            value={method.id}
            checked={value === method.id}
            onChange={() => onChange(method.id)}
          />
          {method.iconUrl ? (
            <img src={method.iconUrl} alt="" width={32} height={32} />
          ) : (
            <IconCard size={32} className="deposit-method__icon" />
          )}
          <span>{method.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
