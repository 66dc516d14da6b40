/**
 * The route guard (000 §2): open routes pass; a signed-out user goes to the login page for the
 * path (and comes back afterwards); a signed-in user who opens another role's area goes home,
 * told at once which back office the page belongs to and where they are being taken.
 */
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { i18n, languageForPath } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { areaOfPath, canOpenArea, homeForRole, loginPathForPath, officeOfArea } from '@/lib/session/roles';
import { session } from '@/lib/session/store';
import type { ScopeIds } from '@/components/resource/resource';

/** How long the "this page belongs to another back office" notice stays. */
export const MOVED_NOTICE_MS = 8000;

/**
 * Tells a signed-in user that the page they opened belongs to another back office and that they
 * are being taken to their own home; offers to sign in with an account of that back office.
 * In the language of the page they land on.
 */
function tellMoved(location: ParsedLocation, role: number, home: string) {
  const t = i18n.getFixedT(languageForPath(home));
  const office = officeOfArea(areaOfPath(location.pathname));
  const homeOffice = officeOfArea(areaOfPath(home));
  if (!office || !homeOffice) return;
  notify.info(t('guard.otherOffice', { office: t(office) }), MOVED_NOTICE_MS, {
    description: t('guard.takenHome', { role: t(`roles.${role}` as 'roles.0'), home: t(homeOffice) }),
    action: {
      label: t('guard.switchAccount'),
      onClick: () => {
        session.clear();
        navigateTo(`${loginPathForPath(location.pathname)}?redirect=${encodeURIComponent(location.href)}`, { replace: true });
      },
    },
  });
}

export function requireSignedIn({ location, preload }: { location: ParsedLocation; preload?: boolean }) {
  const s = session.get();
  if (!s.isLogin) {
    throw redirect({ href: `${loginPathForPath(location.pathname)}?redirect=${encodeURIComponent(location.href)}`, replace: true });
  }
  if (!canOpenArea(s.role, areaOfPath(location.pathname))) {
    const home = homeForRole(s.role);
    // Preloading (a link hovered) only looks ahead: nothing is said until the page is opened.
    if (!preload) tellMoved(location, s.role, home);
    throw redirect({ href: home, replace: true });
  }
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
