import { PasswordField } from '@wps-mobile/ui';
import type { Ref } from 'react';

/** A 6-digit payment password: digits only, never autofilled as the login password. */
export function PaymentPasswordField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <PasswordField
      {...props}
      onChange={(value) => props.onChange(value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      required
    />
  );
}

/** Whether a payment password has its 6 digits. */
export const isPaymentPassword = (value: string) => /^\d{6}$/.test(value);
