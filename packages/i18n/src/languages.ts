/**
 * Every platform language code with a label table: EN (the default and the fallback) and the 28 others the
 * spec names. Codes are the platform's, sent as the `Language` header, not ISO 639 (CN, TW, TY, MY, ...).
 */
export const LANGUAGE_CODES = [
  'EN',
  'TY',
  'CN',
  'TW',
  'JA',
  'KO',
  'TH',
  'VI',
  'MY',
  'KM',
  'LO',
  'ID',
  'MS',
  'HI',
  'BN',
  'TA',
  'TE',
  'NE',
  'UR',
  'AR',
  'FA',
  'TR',
  'RU',
  'KK',
  'UZ',
  'ES',
  'PT',
  'FR',
  'SW',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The default language (EN), bundled with the package. */
export const DEFAULT_LANGUAGE = 'EN' satisfies LanguageCode;

/** Languages laid out right to left. */
const RTL = new Set<string>(['AR', 'FA', 'UR']);

/** BCP 47 tags for the platform's codes, used for `<html lang>` and Intl formatting. */
const LOCALE_TAGS: Record<LanguageCode, string> = {
  EN: 'en',
  TY: 'fil', // the platform's name for the peso market's language: Filipino (Tagalog)
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  KO: 'ko',
  TH: 'th',
  VI: 'vi',
  MY: 'my', // Burmese (Myanmar); Malay is MS
  KM: 'km',
  LO: 'lo',
  ID: 'id',
  MS: 'ms',
  HI: 'hi',
  BN: 'bn',
  TA: 'ta',
  TE: 'te',
  NE: 'ne',
  UR: 'ur',
  AR: 'ar',
  FA: 'fa',
  TR: 'tr',
  RU: 'ru',
  KK: 'kk',
  UZ: 'uz',
  ES: 'es',
  PT: 'pt',
  FR: 'fr',
  SW: 'sw',
};

/** Whether a string is one of the platform language codes (case-insensitive). */
export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The platform code (upper case) of a code in any case, or EN when it is not supported. */
export function toLanguageCode(value: string | null | undefined): LanguageCode {
  const upper = (value ?? '').toUpperCase();
  return isLanguageCode(upper) ? upper : DEFAULT_LANGUAGE;
}

/** Whether a platform language code is written right to left. */
export function isRtl(language: string): boolean {
  return RTL.has(language.toUpperCase());
}

/** Text direction of a platform language code. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return isRtl(language) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag of a platform language code (falls back to English). */
export function localeTag(language: string): string {
  return LOCALE_TAGS[toLanguageCode(language)];
}

/** Sets `<html lang dir>` so screen readers, fonts and logical CSS properties follow the language. */
export function applyDocumentLanguage(language: string, doc: Document = document): void {
  doc.documentElement.lang = localeTag(language);
  doc.documentElement.dir = textDirection(language);
}
