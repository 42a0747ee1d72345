import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en';
import { applyDocumentLanguage, DEFAULT_LANGUAGE } from './languages';

export type Labels = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Labels };
  }
}

export interface I18nOptions {
  language?: string;
  /** Throw on a missing key (development and tests) instead of falling back to English. */
  strict?: boolean;
}

/** Creates and initialises an i18next instance with English bundled; applies `<html lang dir>` in a browser. */
export async function createI18n({
  language = DEFAULT_LANGUAGE,
  strict = false,
}: I18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // i18next canonicalises codes to lower case, so tables are keyed by the lower-cased platform code.
    lng: language.toLowerCase(),
    fallbackLng: DEFAULT_LANGUAGE.toLowerCase(),
    resources: { [DEFAULT_LANGUAGE.toLowerCase()]: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: strict,
    missingKeyHandler: strict
      ? (_lngs, _ns, key) => {
          throw new Error(`Missing label: ${key}`);
        }
      : false,
  });
  if (typeof document !== 'undefined') applyDocumentLanguage(language);
  return instance;
}
