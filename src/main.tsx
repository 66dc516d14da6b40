// First: the mock API (development, mock build) starts while the rest is evaluated.
import { mockApiReady } from './app/mockApi';
import { StrictMode } from 'react';
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
