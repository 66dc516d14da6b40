// First: the mock API (development, mock build) starts while the rest is evaluated.
import { mockApiReady } from './app/mockApi';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { createAppRouter, loadCurrentPageCode } from './app/router';
import { languageForPath, loadBase } from './lib/i18n';
import './lib/validation';
// Registers the token refresh with the HTTP client before the first request.
import './lib/session/refresh';

async function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The first page's code downloads while the mock API starts; the router reuses the download.
  loadCurrentPageCode(router);
  // The English base text, when the first page is English, arrives with the mock API.
  await Promise.all([mockApiReady, loadBase(languageForPath(window.location.pathname)).catch(() => undefined)]);
  // The first page is loaded (its code, text and data) before React starts, so that React builds it
  // in the concurrent render below; the router, finding its location loaded when it mounts, does not
  // load it again (a load of its own renders the page synchronously, in one long task). A page that
  // takes longer than the router's pending delay is rendered meanwhile, showing that it is loading
  // (or its error) as before.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const pendingDelay = new Promise((resolve) => (pending = setTimeout(resolve, router.options.defaultPendingMs ?? 300)));
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
}

void start();
