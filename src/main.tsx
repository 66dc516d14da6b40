// First: the mock API (development, mock build) starts while the rest is evaluated.
import { mockApiReady } from './app/mockApi';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { createAppRouter, loadCurrentPageCode } from './app/router';
import { languageForPath, loadBase } from './lib/i18n';
import { whenIdle } from './lib/idle';
import { loadPageCode } from './lib/pageCode';
import './lib/validation';
// Registers the token refresh with the HTTP client before the first request.
import './lib/session/refresh';

/**
 * How long the splash waits for the first page before React starts without it. It was the router's
 * pending delay (0.3 s): on a slow phone the product list (code and data) took longer, and the
 * router then rendered it in one task of about 2 s under Lighthouse's 4× slower CPU.
 */
const FIRST_PAGE_WAIT_MS = 3000;

async function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The first page's code downloads while the mock API starts; the router reuses the download.
  loadCurrentPageCode(router);
  // The English base text, when the first page is English, arrives with the mock API.
  await Promise.all([mockApiReady, loadBase(languageForPath(window.location.pathname)).catch(() => undefined)]);
  // The first page is loaded (its code, text and data) before React starts, so that React builds it
  // in the concurrent render below; the router, finding its location loaded when it mounts, does not
  // load it again (a load of its own renders the page synchronously, in one long task). The splash
  // stays meanwhile. A page that takes longer than FIRST_PAGE_WAIT_MS is rendered then, showing
  // that it is loading (or its error), and the router renders it when its data arrives.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const pendingDelay = new Promise((resolve) => (pending = setTimeout(resolve, FIRST_PAGE_WAIT_MS)));
  await Promise.race([router.load().catch(() => undefined), pendingDelay]);
  clearTimeout(pending);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React builds the first page in slices of a few milliseconds and lets the
  // browser run between them (the splash stays until it is done), instead of in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  // A login page does not load the page preloads' script for its first paint; the pages after the
  // sign-in want it (src/lib/pageCode.ts).
  whenIdle(loadPageCode);
}

void start();
