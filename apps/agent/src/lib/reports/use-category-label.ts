import { useTranslation } from '@wps-mobile/i18n';

type CategoryKey = `categories.${'RNG' | 'LIVE' | 'SPORTS' | 'FISH'}`;

/** A game category's name in the user's language; a category the tables do not know shows its code. */
export function useCategoryLabel(): (code: string) => string {
  const { t, i18n } = useTranslation();
  return (code) => {
    const key = `categories.${code}`;
    return i18n.exists(key) ? t(key as CategoryKey) : code;
  };
}
