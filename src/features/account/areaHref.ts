import type { RegisteredRouter, RouteIds } from '@tanstack/react-router';
import type { AreaLang } from './OnboardingCard';

/** Pages served under /exhibition{-$lang} (both exhibitor areas). */
export type ExhibitorPath = Extract<RouteIds<RegisteredRouter['routeTree']>, `/exhibition{-$lang}/${string}`>;

/**
 * The URL of an exhibitor page in the area of `lang`: /exhibition/... or /exhibitionEn/...
 *
 * Built as an href on purpose: TanStack Router (router-core 1.170) drops the whole
 * `/exhibition{-$lang}` segment, static prefix included, when it builds a location without
 * `lang`, so `to="/exhibition{-$lang}/register"` with no lang links to /register.
 */
export function areaHref(lang: AreaLang, to: ExhibitorPath, search?: Record<string, string>): string {
  const path = to.replace('{-$lang}', lang ?? '');
  return search ? `${path}?${new URLSearchParams(search).toString()}` : path;
}
