/**
 * Renders the whole app at a URL, as a user opens it: the real route table (loaders, guards,
 * layouts), Chakra, i18n, Query and the toaster, against the stateful mocks.
 *
 * @example
 * const { router, user } = await renderApp('/exhibition/index/brand/allbrand', { as: 'exhibitor' });
 * await screen.findByRole('heading', { name: '全部品牌' });
 */
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { routeTree } from '@/app/routeTree.gen';
import { AuthExpiredDialog } from '@/components/feedback/AuthExpiredDialog';
import { Toaster } from '@/components/feedback/Toaster';
import { applyLanguage, chooseLanguage, i18n, languageForPath, type Language } from '@/lib/i18n';
import { registerNavigate } from '@/lib/navigation';
import { session } from '@/lib/session/store';
import { chooseMenuItem, findOpenDialog } from './render';
import { signInAs } from './session';

export type DemoAccount = 'host' | 'exhibitor' | 'exhibitor.en';
export type User = ReturnType<typeof userEvent.setup>;

/** The first render of a page loads its code (split per route), which can take a moment. */
export const FIRST_LOAD = { timeout: 10_000 };

export interface RenderAppOptions {
  /** Signs this demo account in first (after signing any other user out); without it the session stays as it is. */
  as?: DemoAccount;
  /**
   * The interface language the user chose before (stored, as the language switch does), for the
   * areas whose language is not in the path; /exhibition and /exhibitionEn fix theirs.
   */
  language?: Language;
  /** Scroll restoration on, as the app's router has it (it writes positions to sessionStorage). */
  scrollRestoration?: boolean;
  /**
   * Registers this router for navigation from outside React (logout, the HTTP client's 404/500
   * redirects), as the app does at start; without it, whatever was registered before stays.
   */
  navigateFromOutside?: boolean;
}

export async function renderApp(url: string, options: RenderAppOptions = {}) {
  if (options.as) {
    session.clear();
    await signInAs(options.as);
  }
  if (options.language) await chooseLanguage(options.language);
  await applyLanguage(languageForPath(url));
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
    ...(options.scrollRestoration ? { scrollRestoration: true } : {}),
  });
  if (options.navigateFromOutside) registerNavigate((href, navigateOptions) => void router.navigate({ href, replace: navigateOptions?.replace }));
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
          <AuthExpiredDialog />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...result, router, queryClient, user };
}

/** The page heading (h1) with this text. */
export const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, FIRST_LOAD);

/** The table row showing `text`. */
export async function rowOf(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, undefined, FIRST_LOAD);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** Runs a row action: its button when it is the first action, else the item of the row's menu. */
export async function rowAction(user: User, row: HTMLElement, name: string, more = '更多操作') {
  const direct = within(row).queryByRole('button', { name });
  if (direct) return user.click(direct);
  await user.click(within(row).getByRole('button', { name: more }));
  // jsdom never ends exit animations: menus used before stay in the page, closed.
  const item = await waitFor(() => {
    const open = screen.getAllByRole('menuitem', { name }).find((el) => el.closest('[role=menu]')?.getAttribute('data-state') === 'open');
    if (!open) throw new Error(`no open menu item ${name}`);
    return open;
  });
  await chooseMenuItem(user, item);
}

/** Deletes a row through its action menu (or its first action) and the confirmation. */
export async function deleteRow(user: User, text: string, labels = { more: '更多操作', delete: '删除' }) {
  await rowAction(user, await rowOf(text), labels.delete, labels.more);
  const dialog = await findOpenDialog();
  await user.click(within(dialog).getByRole('button', { name: labels.delete }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}
