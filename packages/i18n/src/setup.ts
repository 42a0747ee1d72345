import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Labels } from './labels';
import { loadLabels } from './loaders';
import { applyDocumentLanguage, DEFAULT_LANGUAGE, toLanguageCode } from './languages';
import { POSITIONAL, positionalPostProcessor } from './positional';
import { readStoredLanguage, type LanguageStorage } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Labels };
  }
}

export interface I18nOptions {
  /** Platform code (EN, AR, ...); defaults to the stored choice, then EN. */
  language?: string;
  /** Throw on a key the app's English lacks (development and tests) instead of showing the key. */
  strict?: boolean;
  /** Where the chosen language is remembered; defaults to localStorage. */
  storage?: LanguageStorage;
  /** Document whose `<html lang dir>` follows the language; defaults to the global one in a browser. */
  document?: Document;
  /**
   * The English label areas the app bundles (`PLAYER_ENGLISH` or `AGENT_ENGLISH` from
   * `@wps-mobile/i18n/english`, or areas of its own choosing): its English table and the fallback of every
   * other language. Without it the whole English table is fetched as a chunk of its own before the first
   * render.
   */
  english?: Partial<Labels>;
}

/** Creates an i18next instance with English and the chosen language loaded and `<html lang dir>` set. */
export async function createI18n(options: I18nOptions = {}): Promise<i18n> {
  const { strict = false, storage } = options;
  const language = toLanguageCode(options.language ?? readStoredLanguage(storage));
  const fallback = DEFAULT_LANGUAGE.toLowerCase();
  // Resolve the language's chunk (and English's, when the app bundles none) before init, so the first render
  // is already in that language.
  const [english, labels] = await Promise.all([
    options.english ?? loadLabels(DEFAULT_LANGUAGE),
    language === DEFAULT_LANGUAGE ? undefined : loadLabels(language),
  ]);
  const instance = i18next.createInstance();
  instance.use(initReactI18next).use(positionalPostProcessor);
  await instance.init({
    // i18next canonicalises codes to lower case, so tables are keyed by the lower-cased platform code.
    lng: language.toLowerCase(),
    fallbackLng: fallback,
    resources: {
      [fallback]: { translation: english },
      ...(labels && { [language.toLowerCase()]: { translation: labels } }),
    },
    partialBundledLanguages: true,
    // React escapes text itself; escaping here would show entities such as &amp; to the player.
    interpolation: { escapeValue: false },
    postProcess: [POSITIONAL],
    returnNull: false,
    // A key missing from every table (the app's English included) is a programming error: fail loudly where
    // it can be fixed. A language that lacks a key English has falls back to English; the completeness test
    // guards that.
    saveMissing: strict,
    missingKeyHandler: strict
      ? (_languages, _namespace, key) => {
          throw new Error(`Missing label: ${key}`);
        }
      : false,
  });
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  if (doc) applyDocumentLanguage(language, doc);
  return instance;
}

/**
 * Adds English label areas fetched after start-up (`loadPlayerDeferredEnglish`, say) to an instance: to its
 * English table, and so to every language's fallback. Areas and keys it has already are kept as they are.
 */
export function addEnglish(instance: i18n, areas: Partial<Labels>): void {
  instance.addResourceBundle(DEFAULT_LANGUAGE.toLowerCase(), 'translation', areas, true, false);
}
