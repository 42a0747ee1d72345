import { changeLanguage, LANGUAGES, useTranslation } from '@wps-mobile/i18n';
import type { LanguageOption } from '@wps-mobile/ui';
import { languageChanged } from '../store/preferences-slice';
import { useAppDispatch, useAppSelector } from '../store/store-hooks';

const OPTIONS: LanguageOption[] = LANGUAGES.map((l) => ({
  code: l.code,
  nativeName: l.nativeName,
  flagSrc: l.flag,
  lang: l.tag,
}));

/** The language picker's list, the current code and the switch (labels, `<html lang dir>`, Language header). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const value = useAppSelector((state) => state.preferences.language);
  const onChange = (code: string) => {
    changeLanguage(i18n, code)
      .then((applied) => dispatch(languageChanged(applied)))
      .catch((error: unknown) => console.error('Language change failed', error));
  };
  return { languages: OPTIONS, value, onChange };
}
