/**
 * The route guard (000 §2): open routes pass; a signed-out user goes to the login page for the
 * path (and comes back afterwards); a signed-in user who opens another role's area goes home.
 */
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { areaOfPath, canOpenArea, homeForRole, loginPathForPath } from '@/lib/session/roles';
import { session } from '@/lib/session/store';
import type { ScopeIds } from '@/components/resource/resource';

export function requireSignedIn({ location }: { location: ParsedLocation }) {
  const s = session.get();
  if (!s.isLogin) {
    throw redirect({ href: `${loginPathForPath(location.pathname)}?redirect=${encodeURIComponent(location.href)}`, replace: true });
  }
  if (!canOpenArea(s.role, areaOfPath(location.pathname))) throw redirect({ href: homeForRole(s.role), replace: true });
}

/** Pages the English exhibitor area does not have (buyConsult, pageView, trade, act-live): 404 there. */
export function chineseOnly({ params }: { params: { lang?: string } }) {
  if (params.lang === 'En') throw notFound();
}

/** Login pages: a signed-in user who may use this area goes straight to it. */
export function skipLoginWhenSignedIn({ location, search }: { location: ParsedLocation; search: { redirect?: string } }) {
  const s = session.get();
  if (!s.isLogin) return;
  const target = search.redirect && search.redirect.startsWith('/') ? search.redirect : homeForRole(s.role);
  if (canOpenArea(s.role, areaOfPath(target)) && areaOfPath(target) !== areaOfPath(location.pathname)) return;
  if (canOpenArea(s.role, areaOfPath(target))) throw redirect({ href: target, replace: true });
}

/**
 * The session's ids that scope resources (company, current join, current exhibition), for the
 * back office layouts' route context: pages and loaders read them from there.
 */
export function sessionScope(): ScopeIds {
  const s = session.get();
  return {
    compId: s.company?.id,
    joinId: s.join?.id,
    exhibitionId: s.exhibition?.id ?? s.join?.exhibitionId ?? s.exhibitionIds[0],
  };
}
