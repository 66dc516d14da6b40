import { Link, useNavigate, useRouter, type LinkComponentProps, type NavigateOptions, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';

/** A route of the app by its registered path (`/exhibition{-$lang}/index/brand/allbrand`, `/host/index/home`). */
export type RouteId = RouteIds<RegisteredRouter['routeTree']>;

/**
 * Where a kit link leads: a route by its registered path and the search params it takes. The
 * current URL's path params are kept, so an exhibitor link stays in /exhibition or /exhibitionEn.
 *
 * Features write links with `<Link to params search>` directly (checked against the route tree).
 * The kit builds links from resource declarations, whose paths are plain strings while the route
 * tree is being typed (the tree's own types are made from those declarations); every declared
 * path is checked against the route tree by tests/contract/resources.test.ts.
 */
export interface RouteTarget {
  to: string;
  search?: Record<string, unknown>;
}

/** The one place a declared path becomes router options (see RouteTarget). */
function optionsOf(target: RouteTarget): NavigateOptions {
  return { to: target.to, params: true, search: target.search ?? {} } as unknown as NavigateOptions;
}

/** Navigation to a RouteTarget, e.g. after saving: `go({ to: resource.paths.list })`. */
export function useGo() {
  const navigate = useNavigate();
  return useCallback((target: RouteTarget, options: { replace?: boolean } = {}) => navigate({ ...optionsOf(target), ...options }), [navigate]);
}

/** The href a RouteTarget has from the current location (for places that need a plain href). */
export function useHrefOf() {
  const router = useRouter();
  return useCallback((target: RouteTarget) => router.buildLocation(optionsOf(target)).href, [router]);
}

type AnchorProps = Omit<LinkComponentProps<'a'>, 'to' | 'params' | 'search' | 'from' | 'children' | 'target'>;

/**
 * A router link to a RouteTarget: preloads the page's code and data on hover, like every Link.
 * @example <RouteLink link={{ to: brand.paths.edit, search: { id } }}>{name}</RouteLink>
 */
export function RouteLink({ link, children, ...rest }: { link: RouteTarget; children: ReactNode } & AnchorProps) {
  return (
    <Link {...rest} {...(optionsOf(link) as LinkComponentProps<'a'>)}>
      {children}
    </Link>
  );
}

/** Whether a page is registered (links to pages not built yet are not shown). */
export function useRouteExists() {
  const router = useRouter();
  return useCallback((to: string) => to in router.routesById || `${to}/` in router.routesById, [router]);
}

/**
 * A link to the current page with some of its search params changed, the rest kept (a list's
 * page numbers): preloads that page's data on hover, like every Link.
 * @example <SearchLink patch={{ pageIndex: 2 }}>2</SearchLink>
 */
export function SearchLink({ patch, children, ...rest }: { patch: Record<string, unknown>; children: ReactNode } & AnchorProps) {
  const options = { to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...patch }) };
  return (
    <Link {...rest} {...(options as unknown as LinkComponentProps<'a'>)}>
      {children}
    </Link>
  );
}
