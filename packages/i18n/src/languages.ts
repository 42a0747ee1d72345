/** Platform language codes supported by the label tables (EN is the default). */
export const DEFAULT_LANGUAGE = 'EN';

/** Languages laid out right to left. */
const RTL = new Set(['AR', 'FA', 'UR']);

/** BCP 47 tags for the platform's codes, used for `<html lang>` and Intl formatting. */
const LOCALE_TAGS: Record<string, string> = {
  EN: 'en',
  TY: 'fil',
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  MY: 'my',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  KO: 'ko',
  MS: 'ms',
  PT: 'pt',
  TA: 'ta',
  UR: 'ur',
  TR: 'tr',
  BN: 'bn',
  AR: 'ar',
  FA: 'fa',
  RU: 'ru',
  KK: 'kk',
  UZ: 'uz',
  LO: 'lo',
  NE: 'ne',
  FR: 'fr',
  TE: 'te',
  SW: 'sw',
};

/** Whether a platform language code is written right to left. */
export function isRtl(language: string): boolean {
  return RTL.has(language.toUpperCase());
}

/** The BCP 47 tag of a platform language code (falls back to English). */
export function localeTag(language: string): string {
  return LOCALE_TAGS[language.toUpperCase()] ?? 'en';
}

/** Sets `<html lang dir>` so screen readers, fonts and logical CSS properties follow the language. */
export function applyDocumentLanguage(language: string, doc: Document = document): void {
  doc.documentElement.lang = localeTag(language);
  doc.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
