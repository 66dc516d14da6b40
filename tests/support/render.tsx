/**
 * Renders kit components the way the app does: Chakra, i18next, TanStack Query and a TanStack
 * memory router (so router hooks — useSearch, useNavigate, useBlocker, Link — work).
 *
 * @example
 * const { router, user } = renderWithRouter((route) => <ProductList route={route} />, {
 *   path: '/list', url: '/list?pageIndex=2', validateSearch: listSearchSchema({ isShow: z.boolean() }),
 * });
 * await screen.findByText('产品 11');
 * expect(router.state.location.search).toMatchObject({ pageIndex: 2 });
 */
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { configure, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/app/queryClient';
import { AuthExpiredDialog } from '@/components/feedback/AuthExpiredDialog';
import { Toaster } from '@/components/feedback/Toaster';
import { i18n } from '@/lib/i18n';

// Chakra + router pages take a while to render cold in jsdom.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; the router restores scroll positions on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom has no ResizeObserver; Chakra's popovers and menus (floating-ui) need one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/**
 * Chooses an item of an open Chakra menu. Zag menus select the item highlighted on pointer down,
 * and jsdom needs a tick between press and release for the highlight to land.
 */
export async function chooseMenuItem(user: ReturnType<typeof userEvent.setup>, item: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

/**
 * The open dialog (or alert dialog). jsdom never ends exit animations, so a closed Chakra dialog
 * stays in the DOM with data-state="closed"; tests look for the open one.
 */
export async function findOpenDialog(role: 'dialog' | 'alertdialog' = 'alertdialog', containing?: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const open = screen
      .queryAllByRole(role)
      .find((el) => el.getAttribute('data-state') === 'open' && (containing === undefined || (typeof containing === 'string' ? el.textContent?.includes(containing) : containing.test(el.textContent ?? ''))));
    if (!open) throw new Error(`no open ${role}${containing === undefined ? '' : ` saying ${String(containing)}`}`);
    return open;
  });
}

/** Waits until no dialog of the role is open. */
export async function waitForDialogClosed(role: 'dialog' | 'alertdialog' = 'alertdialog') {
  await waitFor(() => expect(screen.queryAllByRole(role).filter((el) => el.getAttribute('data-state') === 'open')).toHaveLength(0));
}

export interface RenderWithRouterOptions {
  /** Path pattern of the route that renders the UI (default '/'). */
  path?: string;
  /** The URL opened first (default: `path`). */
  url?: string;
  /** The route's search validation (e.g. `listSearchSchema(...)`). */
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  /** Other pages to navigate to, by path: `{ '/list': <p>list</p> }`. */
  routes?: Record<string, ReactNode>;
  queryClient?: QueryClient;
}

export interface RenderWithRouterResult extends RenderResult {
  router: ReturnType<typeof createTestRouter>['router'];
  route: AnyRoute;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

function createTestRouter(ui: ReactNode | ((route: AnyRoute) => ReactNode), options: RenderWithRouterOptions) {
  const path = options.path ?? '/';
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const route: AnyRoute = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: options.validateSearch,
    component: function Page() {
      return <>{typeof ui === 'function' ? ui(route) : ui}</>;
    },
  }) as unknown as AnyRoute;
  const others = Object.entries(options.routes ?? {}).map(([p, element]) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <>{element}</> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([route, ...others]),
    history: createMemoryHistory({ initialEntries: [options.url ?? path] }),
  });
  return { router, route };
}

/** Everything the app wraps pages in, without a router (for components that use none). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
          <AuthExpiredDialog />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}

/**
 * Renders `ui` (or `ui(route)`, to hand the route to `useListSearch(route)`) on a memory router
 * inside every provider. Wait for content with `findBy…`: the router renders asynchronously.
 */
export function renderWithRouter(ui: ReactNode | ((route: AnyRoute) => ReactNode), options: RenderWithRouterOptions = {}): RenderWithRouterResult {
  const queryClient = options.queryClient ?? createQueryClient();
  const { router, route } = createTestRouter(ui, options);
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, route, queryClient, user: userEvent.setup() };
}
