import type { i18n } from 'i18next';
import { loadLabels } from './loaders';
import { applyDocumentLanguage, toLanguageCode, type LanguageCode } from './languages';
import { storeLanguage, type LanguageStorage } from './storage';

export interface ChangeLanguageOptions {
  /** Where the choice is remembered; defaults to localStorage. */
  storage?: LanguageStorage;
  /** Document whose `<html lang dir>` follows the language; defaults to the global one in a browser. */
  document?: Document;
}

/** The platform code (upper case) of the instance's current language. */
export function currentLanguage(instance: i18n): LanguageCode {
  return toLanguageCode(instance.language);
}

/** Loads a language's table (once), switches to it, remembers the choice and sets `<html lang dir>`. */
export async function changeLanguage(
  instance: i18n,
  code: string,
  options: ChangeLanguageOptions = {},
): Promise<LanguageCode> {
  const language = toLanguageCode(code);
  const key = language.toLowerCase();
  if (!instance.hasResourceBundle(key, 'translation')) {
    instance.addResourceBundle(key, 'translation', await loadLabels(language), true, true);
  }
  await instance.changeLanguage(key);
  storeLanguage(language, options.storage);
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  if (doc) applyDocumentLanguage(language, doc);
  return language;
}
