export { addEnglish, createI18n, type I18nOptions } from './setup';
export { changeLanguage, currentLanguage, type ChangeLanguageOptions } from './change-language';
export { LABEL_LOADERS, loadLabels } from './loaders';
export type { LabelModule, LabelTable, Labels } from './labels';
export {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtl,
  LANGUAGE_CODES,
  localeTag,
  textDirection,
  toLanguageCode,
  type LanguageCode,
} from './languages';
export { LANGUAGES, languageInfo, type LanguageInfo } from './language-list';
export { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage, type LanguageStorage } from './storage';
export { POSITIONAL, positionalPostProcessor } from './positional';
export { isolate, numberLocale } from './format/bidi';
export { formatNumber, type NumberFormatOptions } from './format/number';
export {
  DEFAULT_CURRENCY,
  formatBalance,
  formatMoney,
  MASKED_AMOUNT,
  type MoneyFormatOptions,
} from './format/money';
export {
  daysSince,
  formatIsoDate,
  formatMonthDayTime,
  type DateFormatOptions,
  type DateInput,
} from './format/date';
export { formatCountdown, secondsLeft } from './format/countdown';
export { greetingKey } from './format/greeting';
export { I18nextProvider, useTranslation } from 'react-i18next';
