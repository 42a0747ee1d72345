import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { AmountField } from './amount-field';
import type { AmountLimits } from './amount-rules';
import type { FieldErrors } from './form-checks';
import { SubmitNotice } from './load-failure';
import { PaymentPasswordField } from './payment-password-field';

export interface Notice {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

interface Props {
  readonly amount: string;
  readonly onAmount: (value: string) => void;
  readonly password: string;
  readonly onPassword: (value: string) => void;
  readonly limits: AmountLimits;
  readonly format: (amount: number) => string;
  readonly errors: FieldErrors;
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
        value={props.amount}
        onChange={props.onAmount}
        limits={props.limits}
        format={props.format}
        error={props.errors.amount}
      />
      <PaymentPasswordField
        label={t('wallet.withdrawPassword')}
        name="paymentPassword"
        value={props.password}
        onChange={props.onPassword}
        error={props.errors.paymentPassword}
      />
      <SubmitNotice message={props.notice?.text} tone={props.notice?.tone} />
      <Button type="submit" block busy={props.busy}>
        {props.submitLabel}
      </Button>
    </>
  );
}
