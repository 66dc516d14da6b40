/**
 * i18n: zh (default) and en. The exhibitor area's language comes from its URL (/exhibitionEn is
 * English); elsewhere it is the user's choice, kept in localStorage.
 */
import { isBaseLoaded, missingDomains, reloadDomains } from './domains';
import { i18n, LANGUAGE_STORAGE_KEY, storedLanguage, type Language } from './instance';
import type { zh } from './locales/zh';

export { i18n, LANGUAGE_STORAGE_KEY, type Language } from './instance';
export { forgetDomains, loadLocale, loadBase, type LocaleDomain } from './domains';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zh };
    returnNull: false;
  }
}

/** The language a path is shown in: exhibitor areas by URL, others by the user's choice. */
export function languageForPath(pathname: string): Language {
  if (pathname === '/exhibitionEn' || pathname.startsWith('/exhibitionEn/')) return 'en';
  if (pathname === '/exhibition' || pathname.startsWith('/exhibition/')) return 'zh';
  return storedLanguage();
}

/**
 * Switches the interface language; the domains already in use are loaded in the new language
 * first, so no page shows untranslated keys in between.
 */
export function applyLanguage(language: Language): Promise<void> | void {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  if (i18n.language === language) return;
  if (isBaseLoaded(language) && missingDomains(language).length === 0) {
    void i18n.changeLanguage(language);
    return;
  }
  return reloadDomains(language).then(() => void i18n.changeLanguage(language));
}

export async function chooseLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this page.
  }
  await applyLanguage(language);
}


/** Names as one list in the reader's language: 甲、乙、丙 in Chinese, "a, b, c" in English. */
export function formatList(items: readonly string[]): string {
  return items.join(i18n.language?.startsWith('en') ? ', ' : '、');
}

/** A name with what tells it apart: 名称（型号） in Chinese, "name (model)" in English. */
export function withNote(name: string, note: string): string {
  return i18n.language?.startsWith('en') ? `${name} (${note})` : `${name}（${note}）`;
}
