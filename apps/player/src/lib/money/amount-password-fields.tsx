import { useTranslation } from '@wps-mobile/i18n';
import { Button, type FieldBinding } from '@wps-mobile/ui';
import { AmountField } from './amount-field';
import type { AmountLimits } from './amount-rules';
import { SubmitNotice } from './load-failure';
import { PaymentPasswordField } from './payment-password-field';

export interface Notice {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

interface Props {
  /** The form's `amount` field (`field('amount')` of its useForm). */
  readonly amount: FieldBinding<string>;
  /** The form's `paymentPassword` field. */
  readonly password: FieldBinding<string>;
  readonly limits: AmountLimits;
  readonly format: (amount: number) => string;
  readonly notice: Notice | undefined;
  readonly busy: boolean;
  readonly submitLabel: string;
}

/** The end of a form that moves money out: amount, payment password, what the last submit said, the button. */
export function AmountPasswordFields(props: Props) {
  const { t } = useTranslation();
  return (
    <>
      <AmountField
        value={props.amount.value}
        onChange={props.amount.onChange}
        limits={props.limits}
        format={props.format}
        error={props.amount.error}
      />
      <PaymentPasswordField label={t('wallet.withdrawPassword')} {...props.password} />
      <SubmitNotice message={props.notice?.text} tone={props.notice?.tone} />
      <Button type="submit" block busy={props.busy}>
        {props.submitLabel}
      </Button>
    </>
  );
}
