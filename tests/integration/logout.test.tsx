/**
 * Logout (000 §4, issue 13.4): nothing of the user is left on the browser: no key in localStorage
 * or sessionStorage (the router's scroll positions included, which it writes when the page is
 * left), and no cached answer in memory, so the next user of the same browser sees nothing of
 * the previous one. Rendered from the app's real route table, with scroll restoration on.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { routeTree } from '@/app/routeTree.gen';
import { applyLanguage, chooseLanguage, i18n } from '@/lib/i18n';
import { registerNavigate } from '@/lib/navigation';
import { session } from '@/lib/session/store';
import { signInAs } from '../support/session';

const FIRST_LOAD = { timeout: 5000 };
/** The key @tanstack/router-core keeps scroll positions under (by URL), written on `pagehide`. */
const SCROLL_KEY = 'tsr-scroll-restoration-v1_3';

// jsdom does not scroll; the router restores scroll positions on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), context: { queryClient }, scrollRestoration: true });
  registerNavigate((href, options) => void router.navigate({ href, replace: options?.replace }));
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { router, queryClient };
}

const storedKeys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i));

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('logout', () => {
  it('leaves no key in localStorage or sessionStorage and no cached answer: the next user sees nothing of the first', async () => {
    const first = await signInAs('exhibitor');
    const companyName = first.company!.name;
    chooseLanguage('zh');
    const { router, queryClient } = renderAt('/exhibition/index/home');
    await screen.findByTestId('current-user', undefined, FIRST_LOAD);
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((q) => q.state.data !== undefined)).toBe(true));
    // Leaving the page once (a reload) makes the router keep its scroll positions.
    window.dispatchEvent(new Event('pagehide'));
    expect(storedKeys(sessionStorage)).toContain(SCROLL_KEY);
    expect(storedKeys(localStorage).length).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/login/alogin'));

    expect(storedKeys(localStorage)).toEqual([]);
    expect(storedKeys(sessionStorage)).toEqual([]);
    const cached = JSON.stringify(queryClient.getQueryCache().getAll().map((q) => q.state.data));
    expect(cached).not.toContain(companyName);
    expect(cached).not.toContain(first.user!.id);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);

    // Leaving the login page: the router writes its scroll positions again; nothing of them stays.
    window.dispatchEvent(new Event('pagehide'));
    expect(storedKeys(sessionStorage)).toEqual([]);

    // The next user of this browser.
    await signInAs('host');
    expect(JSON.stringify(queryClient.getQueryCache().getAll().map((q) => q.state.data))).not.toContain(companyName);
  });
});
