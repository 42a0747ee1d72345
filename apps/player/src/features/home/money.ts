/** The currency symbol shown before amounts on home (the merchant trades in pesos). */
export const CURRENCY_SYMBOL = '₱';

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(value: number): string {
  return `${CURRENCY_SYMBOL}${amountFormat.format(value)}`;
}
