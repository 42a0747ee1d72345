/** Why an amount is refused, for the screen's message. */
export type AmountProblem = 'required' | 'format' | 'range';

export interface AmountLimits {
  readonly min: number;
  readonly max: number;
}

/** Whole cents only: digits with at most two decimals (what the server accepts). */
const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** The amount typed, as a number, or what is wrong with it. */
export function checkAmount(
  text: string,
  limits: AmountLimits,
): { ok: true; amount: number } | { ok: false; problem: AmountProblem } {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'required' };
  if (!AMOUNT_PATTERN.test(value)) return { ok: false, problem: 'format' };
  const amount = Number(value);
  if (amount < limits.min || amount > limits.max) return { ok: false, problem: 'range' };
  return { ok: true, amount };
}

/** Keeps what a player may type into an amount field: digits and one point with two decimals at most. */
export function amountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
