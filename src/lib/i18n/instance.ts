/** The i18next instance with the base text (see index.ts for the language rules, domains.ts for the rest). */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseEn } from './locales/base.en';
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
  // The base text; each business domain's text is added when its routes load (domains.ts).
  resources: { zh: { translation: baseZh }, en: { translation: baseEn } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});
