import { isRtl, localeTag } from '../languages';

/** First strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Wraps text in Unicode isolates when the language is right to left. Inside Arabic, Persian or Urdu text the
 * bidi algorithm would otherwise reorder the parts of a number-like run: '03/15 14:30' shows as
 * '14:30 03/15', and a currency sign or minus sign can jump to the wrong side. An isolate lays the run out on
 * its own, left to right, and keeps it in place within the sentence. Left-to-right languages get the text
 * unchanged, so tests and copy-paste stay clean there.
 */
export function isolate(text: string, language: string): string {
  return isRtl(language) ? `${FSI}${text}${PDI}` : text;
}

/**
 * The Intl locale for numbers. Digits are Latin (`-u-nu-latn`) in every language: amounts must match what
 * players type in inputs, what game providers and receipts show and what support staff read back, and the
 * CLDR defaults for ar, fa, bn, my, ne (Arabic-Indic, Bengali, Burmese, Devanagari digits) would mix scripts
 * on one screen. Grouping and decimal separators still follow the language (1 234,50 in French).
 */
export function numberLocale(language: string, nativeDigits = false): string {
  const tag = localeTag(language);
  return nativeDigits ? tag : `${tag}-u-nu-latn`;
}
