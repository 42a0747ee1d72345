import type { i18n } from 'i18next';
import type { Labels } from './labels';
import { DEFAULT_LANGUAGE } from './languages';

/** Fetches an app's English label areas, as a chunk of their own (createI18n's `english`). */
export type EnglishLoader = () => Promise<Partial<Labels>>;

/** The English loaders of instances started in another language, until English is first needed. */
const englishLater = new WeakMap<i18n, EnglishLoader>();

/**
 * Adds English label areas fetched after start-up (`loadPlayerDeferredEnglish`, say) to an instance: to its
 * English table, and so to every language's fallback. Areas and keys it has already are kept as they are.
 */
export function addEnglish(instance: i18n, areas: Partial<Labels>): void {
  instance.addResourceBundle(DEFAULT_LANGUAGE.toLowerCase(), 'translation', areas, true, false);
}

/** Keeps the English loader of an instance started in another language (createI18n) until English is needed. */
export function deferEnglish(instance: i18n, loader: EnglishLoader): void {
  englishLater.set(instance, loader);
}

/**
 * Adds the app's English areas to an instance started in another language with an English loader, once, before
 * it switches to English (`changeLanguage`); nothing for any other instance. A failed fetch rejects and is tried
 * again on the next switch.
 */
export async function ensureEnglish(instance: i18n): Promise<void> {
  const loader = englishLater.get(instance);
  if (!loader) return;
  addEnglish(instance, await loader());
  englishLater.delete(instance);
}
