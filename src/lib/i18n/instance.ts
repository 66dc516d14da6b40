/** The i18next instance with the base text (see index.ts for the language rules, domains.ts for the rest). */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseZh } from './locales/base.zh';

export type Language = 'zh' | 'en';
export const LANGUAGE_STORAGE_KEY = 'expo.lang';

export function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // The Chinese base text (the default and the fallback); the English base text and each business
  // domain's text are added when a page needs them (domains.ts).
  resources: { zh: { translation: baseZh } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});
