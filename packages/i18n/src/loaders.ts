import type { LabelModule, LabelTable } from './labels';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

type Loader = () => Promise<LabelModule>;

/**
 * One dynamic import per language, written out literally so Vite and tsup emit each language as its own
 * chunk. English is not among them: an app bundles the English areas it uses (createI18n's `english`).
 */
export const LABEL_LOADERS: Partial<Record<Exclude<LanguageCode, 'EN'>, Loader>> = {
  TY: () => import('./locales/ty/index'),
  CN: () => import('./locales/cn/index'),
  TW: () => import('./locales/tw/index'),
  JA: () => import('./locales/ja/index'),
  KO: () => import('./locales/ko/index'),
  TH: () => import('./locales/th/index'),
  VI: () => import('./locales/vi/index'),
  MY: () => import('./locales/my/index'),
  KM: () => import('./locales/km/index'),
  LO: () => import('./locales/lo/index'),
  ID: () => import('./locales/id/index'),
  MS: () => import('./locales/ms/index'),
  HI: () => import('./locales/hi/index'),
  BN: () => import('./locales/bn/index'),
  TA: () => import('./locales/ta/index'),
  TE: () => import('./locales/te/index'),
  NE: () => import('./locales/ne/index'),
  UR: () => import('./locales/ur/index'),
  AR: () => import('./locales/ar/index'),
  FA: () => import('./locales/fa/index'),
  TR: () => import('./locales/tr/index'),
  RU: () => import('./locales/ru/index'),
  KK: () => import('./locales/kk/index'),
  UZ: () => import('./locales/uz/index'),
  ES: () => import('./locales/es/index'),
  PT: () => import('./locales/pt/index'),
  FR: () => import('./locales/fr/index'),
  SW: () => import('./locales/sw/index'),
};

/** The whole English table, for an instance whose app names no English areas: a chunk of its own too. */
const loadEnglish: Loader = () => import('./locales/en/index');

/** The label table of a language, from its chunk. */
export async function loadLabels(language: LanguageCode): Promise<LabelTable> {
  const loader = language === DEFAULT_LANGUAGE ? loadEnglish : (LABEL_LOADERS[language] ?? loadEnglish);
  return (await loader()).default;
}
