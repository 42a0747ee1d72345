import { isolate, numberLocale } from './bidi';
import { numberFormat } from './intl-cache';

export interface NumberFormatOptions {
  /** Fraction digits to show (default: as needed, up to 2). */
  fractionDigits?: number;
  /** Use the language's own digits (e.g. Arabic-Indic) instead of Latin ones. */
  nativeDigits?: boolean;
}

/** A number with the language's grouping and decimal separators, isolated in right-to-left text. */
export function formatNumber(value: number, language: string, options: NumberFormatOptions = {}): string {
  const { fractionDigits, nativeDigits = false } = options;
  const text = numberFormat(numberLocale(language, nativeDigits), {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 2,
  }).format(value);
  return isolate(text, language);
}
