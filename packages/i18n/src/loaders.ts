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
  ES: () => import('./locales/es/index'),
  MS: () => import('./locales/ms/index'),
  ID: () => import('./locales/id/index'),
  VI: () => import('./locales/vi/index'),
  TH: () => import('./locales/th/index'),
  KO: () => import('./locales/ko/index'),
  JA: () => import('./locales/ja/index'),
  UR: () => import('./locales/ur/index'),
  FA: () => import('./locales/fa/index'),
  TW: () => import('./locales/tw/index'),
  CN: () => import('./locales/cn/index'),
  TY: () => import('./locales/ty/index'),
  HI: () => import('./locales/hi/index'),
  MY: () => import('./locales/my/index'),
};

/** The label table of a language: English at once, any other from its chunk. */
export async function loadLabels(language: LanguageCode): Promise<LabelTable> {
  if (language === DEFAULT_LANGUAGE) return en;
  const loader = LABEL_LOADERS[language];
  if (!loader) return en;
  return (await loader()).default;
}
