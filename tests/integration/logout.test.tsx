/**
 * Logout (000 §4, issue 13.4): nothing of the user is left on the browser: no key in localStorage
 * or sessionStorage (the router's scroll positions included, which it writes when the page is
 * left), and no cached answer in memory, so the next user of the same browser sees nothing of
 * the previous one. Rendered from the app's real route table, with scroll restoration on.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

const FIRST_LOAD = { timeout: 5000 };
/** The key @tanstack/router-core keeps scroll positions under (by URL), written on `pagehide`. */
const SCROLL_KEY = 'tsr-scroll-restoration-v1_3';

// jsdom does not scroll; the router restores scroll positions on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

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
    const { router, queryClient, user } = await renderApp('/exhibition/index/home', { as: 'exhibitor', language: 'zh', scrollRestoration: true, navigateFromOutside: true });
    const first = session.get();
    const companyName = first.company!.name;
    await screen.findByTestId('current-user', undefined, FIRST_LOAD);
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((q) => q.state.data !== undefined)).toBe(true));
    // Leaving the page once (a reload) makes the router keep its scroll positions.
    window.dispatchEvent(new Event('pagehide'));
    expect(storedKeys(sessionStorage)).toContain(SCROLL_KEY);
    expect(storedKeys(localStorage).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: '退出登录' }));
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
