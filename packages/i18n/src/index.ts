export { createI18n, type I18nOptions, type Labels } from './setup';
export { applyDocumentLanguage, DEFAULT_LANGUAGE, isRtl, localeTag } from './languages';
export { I18nextProvider, useTranslation } from 'react-i18next';
