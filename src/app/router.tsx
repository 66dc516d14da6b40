import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ScopeIds } from '@/components/resource/resource';
import { RouteError, RoutePending } from '@/components/feedback/RouteFallbacks';
import { NotFoundPage } from '@/features/system/StatusPages';
import { registerNavigate } from '@/lib/navigation';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /** The session's company, join and exhibition, set by the back office layouts (resource scopes). */
  scope?: ScopeIds;
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
  registerNavigate((href, options) => void router.navigate({ href, replace: options?.replace }));
  // The mock build (development, end-to-end tests) lets a test move between pages without reloading;
  // written out so that production builds drop it.
  if (import.meta.env.VITE_MOCKS === 'on' || import.meta.env.DEV) {
    (globalThis as { __expoNavigate?: (href: string) => Promise<void> }).__expoNavigate = (href) => router.navigate({ href });
    // How much is still loading: queries, saves and the route's own loading.
    (globalThis as { __expoBusy?: () => number }).__expoBusy = () =>
      queryClient.isFetching() + queryClient.isMutating() + (router.state.status === 'pending' ? 1 : 0);
  }
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code of the page at the current URL (and of its layouts), before the
 * first render. A chunk that fails or is slow is left to the router, which shows its reload or
 * time-out panel when it renders.
 */
export function loadCurrentPageCode(router: AppRouter): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById] as AnyRoute | undefined;
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** i18n key of the page title (navigation, command palette, breadcrumbs, document title). */
    title?: string;
    /** The navigation section the page is listed under (src/app/nav/sections.ts). */
    section?: string;
    /** An add/edit page: the list it belongs to (highlighted in the navigation; not listed itself). */
    parent?: string;
    /** Only in the Chinese exhibitor area (000 §2: buyConsult, pageView, trade, act-live). */
    zhOnly?: boolean;
  }
}
