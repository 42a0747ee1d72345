import type { LabelModule, LabelTable } from './labels';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import en from './locales/en';

type Loader = () => Promise<LabelModule>;

/**
 * One dynamic import per language, written out literally so Vite and tsup emit each language as its own
 * chunk and only English ships in the main one.
 */
export const LABEL_LOADERS: Partial<Record<Exclude<LanguageCode, 'EN'>, Loader>> = {
  AR: () => import('./locales/ar/index'),
  TW: () => import('./locales/tw/index'),
  PT: () => import('./locales/pt/index'),
  KO: () => import('./locales/ko/index'),
  MS: () => import('./locales/ms/index'),
  TA: () => import('./locales/ta/index'),
  KM: () => import('./locales/km/index'),
};

/** The label table of a language: English at once, any other from its chunk. */
export async function loadLabels(language: LanguageCode): Promise<LabelTable> {
  if (language === DEFAULT_LANGUAGE) return en;
  const loader = LABEL_LOADERS[language];
  if (!loader) return en;
  return (await loader()).default;
}
