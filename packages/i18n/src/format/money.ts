import { isolate, numberLocale } from './bidi';
import { numberFormat } from './intl-cache';

/** The platform's default currency: the peso market the spec describes. */
export const DEFAULT_CURRENCY = 'PHP';

/** What a masked balance shows: a fixed length, so the mask does not leak how many digits are hidden. */
export const MASKED_AMOUNT = '******';

export interface MoneyFormatOptions {
  /** ISO 4217 code (default PHP, shown as ₱). */
  currency?: string;
  /** A merchant's own symbol, replacing the currency's (e.g. a token that has no ISO code). */
  symbol?: string;
  /** Use the language's own digits instead of Latin ones. */
  nativeDigits?: boolean;
}

function moneyParts(amount: number, language: string, options: MoneyFormatOptions): Intl.NumberFormatPart[] {
  return numberFormat(numberLocale(language, options.nativeDigits), {
    style: 'currency',
    currency: options.currency ?? DEFAULT_CURRENCY,
    // narrowSymbol gives ₱ rather than PHP or PHP₱ in every language.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(amount);
}

/** Money with its currency symbol and exactly 2 decimals, grouped for the language: ₱1,234.50. */
export function formatMoney(amount: number, language: string, options: MoneyFormatOptions = {}): string {
  const text = moneyParts(amount, language, options)
    .map((part) => (part.type === 'currency' && options.symbol !== undefined ? options.symbol : part.value))
    .join('');
  return isolate(text, language);
}

/** A balance, or its currency symbol followed by asterisks when the player has hidden it. */
export function formatBalance(
  amount: number,
  language: string,
  options: MoneyFormatOptions & { masked?: boolean } = {},
): string {
  if (!options.masked) return formatMoney(amount, language, options);
  const parts = moneyParts(0, language, options);
  const symbol = options.symbol ?? parts.find((part) => part.type === 'currency')?.value ?? '';
  return isolate(`${symbol}${MASKED_AMOUNT}`, language);
}
