import { isolate, numberLocale } from './bidi';
import { numberFormat } from './intl-cache';

/** Seconds left, as whole seconds never below 0 (a late timer tick must not show -1). */
export function secondsLeft(seconds: number): number {
  return Math.max(0, Math.ceil(seconds));
}

/** A seconds countdown with the language's unit, e.g. '59s', '59 秒', '59 сек.', as on the SMS code button. */
export function formatCountdown(seconds: number, language: string): string {
  const text = numberFormat(numberLocale(language), {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'narrow',
  }).format(secondsLeft(seconds));
  return isolate(text, language);
}
