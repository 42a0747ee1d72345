import { createI18n } from '@wps-mobile/i18n';
import { ARABIC_LABELS, CHINESE_LABELS, type PartialLabels } from './story-labels';

/** Languages of the Storybook toolbar: English, one right-to-left and one non-Latin script. */
export const STORY_LANGUAGES = ['EN', 'AR', 'CN'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

export type StoryI18n = Awaited<ReturnType<typeof createI18n>>;
export type StoryI18nByLanguage = Record<StoryLanguage, StoryI18n>;

const EXTRA_LABELS: Partial<Record<StoryLanguage, PartialLabels>> = { AR: ARABIC_LABELS, CN: CHINESE_LABELS };

export function toStoryLanguage(value: unknown): StoryLanguage {
  return STORY_LANGUAGES.find((language) => language === value) ?? 'EN';
}

async function createStoryI18n(language: StoryLanguage): Promise<StoryI18n> {
  // Strict: a key missing from the English table fails the story (and the story test) at once.
  const i18n = await createI18n({ language, strict: true });
  const labels = EXTRA_LABELS[language];
  if (labels) {
    // i18next keys its tables by the lower-cased platform code ('ar', 'cn').
    i18n.addResourceBundle(language.toLowerCase(), 'translation', labels, true, true);
  }
  return i18n;
}

async function createAllStoryI18n(): Promise<StoryI18nByLanguage> {
  const [EN, AR, CN] = await Promise.all([
    createStoryI18n('EN'),
    createStoryI18n('AR'),
    createStoryI18n('CN'),
  ]);
  return { EN, AR, CN };
}

let loading: Promise<StoryI18nByLanguage> | undefined;

/** One i18next instance per toolbar language, created once, so switching language re-renders synchronously. */
export function loadStoryI18n(): Promise<StoryI18nByLanguage> {
  loading ??= createAllStoryI18n();
  return loading;
}
