/**
 * i18n: zh (default) and en. The exhibitor area's language comes from its URL (/exhibitionEn is
 * English); elsewhere it is the user's choice, kept in localStorage.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zh } from './locales/zh';

export type Language = 'zh' | 'en';
export const LANGUAGE_STORAGE_KEY = 'expo.lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zh };
    returnNull: false;
  }
}

function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The language a path is shown in: exhibitor areas by URL, others by the user's choice. */
export function languageForPath(pathname: string): Language {
  if (pathname === '/exhibitionEn' || pathname.startsWith('/exhibitionEn/')) return 'en';
  if (pathname === '/exhibition' || pathname.startsWith('/exhibition/')) return 'zh';
  return storedLanguage();
}

export function applyLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

export function chooseLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this page.
  }
  applyLanguage(language);
}
