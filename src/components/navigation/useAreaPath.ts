import { useParams } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The current exhibitor area's language, from the URL. */
export function useExhibitorLang(): 'En' | undefined {
  const { lang } = useParams({ strict: false }) as { lang?: string };
  return lang === 'En' ? 'En' : undefined;
}

/**
 * Exhibitor pages serve /exhibition (Chinese) and /exhibitionEn (English) from one route
 * (`/exhibition{-$lang}/...`). Links computed at run time (list create/edit hrefs, back links)
 * must keep the area: `const to = useExhibitorPath(); to('/index/product/editpro?id=1')`
 * gives `/exhibitionEn/index/product/editpro?id=1` in the English area. The function is stable
 * between renders, so memoised columns can depend on it.
 */
export function useExhibitorPath() {
  const lang = useExhibitorLang();
  return useCallback((path: `/${string}`) => `/exhibition${lang === 'En' ? 'En' : ''}${path}`, [lang]);
}
