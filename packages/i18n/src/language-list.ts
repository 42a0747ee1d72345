import { FLAGS } from './flags';
import { LANGUAGE_NAMES } from './language-names';
import { LANGUAGE_CODES, textDirection, localeTag, type LanguageCode } from './languages';

/** One entry of the language picker. */
export interface LanguageInfo {
  /** Platform code, sent as the `Language` header. */
  code: LanguageCode;
  /** BCP 47 tag for `<html lang>` and Intl. */
  tag: string;
  /** The language's name in its own script, shown in the picker. */
  nativeName: string;
  /** English name, for operators and logs. */
  englishName: string;
  /** Flag image URL (local asset). */
  flag: string;
  dir: 'ltr' | 'rtl';
}

/** Every supported language with its native name, flag and direction, English first. */
export const LANGUAGES: readonly LanguageInfo[] = LANGUAGE_CODES.map((code) => ({
  code,
  tag: localeTag(code),
  nativeName: LANGUAGE_NAMES[code][0],
  englishName: LANGUAGE_NAMES[code][1],
  flag: FLAGS[code],
  dir: textDirection(code),
}));

/** The picker entry of a platform code (any case); English when unsupported. */
export function languageInfo(code: string): LanguageInfo {
  const upper = code.toUpperCase();
  return LANGUAGES.find((language) => language.code === upper) ?? (LANGUAGES[0] as LanguageInfo);
}
