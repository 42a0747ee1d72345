import type { TFunction } from 'i18next';
import { checkAmount, type AmountLimits } from './amount-rules';

/** A form's problems by field name; empty when the form may be sent. */
export type FieldErrors = Partial<Record<string, string>>;

/** The amount typed as a number, or the message that says what is wrong with it. */
export function readAmount(
  text: string,
  limits: AmountLimits,
  format: (amount: number) => string,
  t: TFunction,
): { amount: number; error?: undefined } | { amount?: undefined; error: string } {
  const checked = checkAmount(text, limits);
  if (checked.ok) return { amount: checked.amount };
  if (checked.problem === 'range')
    return { error: t('wallet.amountOutOfRange', { min: format(limits.min), max: format(limits.max) }) };
  return { error: t('wallet.amountInvalid') };
}

/** The checks of a form that moves money out: its amount and the 6-digit payment password. */
export function checkAmountAndPassword(
  input: { amount: string; password: string; limits: AmountLimits },
  format: (amount: number) => string,
  t: TFunction,
): { amount: number | undefined; errors: FieldErrors } {
  const read = readAmount(input.amount, input.limits, format, t);
  const errors: FieldErrors = {};
  if (read.error) errors.amount = read.error;
  if (!/^\d{6}$/.test(input.password)) errors.paymentPassword = t('wallet.withdraw.passwordFormat');
  return { amount: read.amount, errors };
}
