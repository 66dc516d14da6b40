import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './lib/validation';
// Registers the token refresh with the HTTP client before the first request.
import './lib/session/refresh';

async function start() {
  // Written out (not config.mocks) so that Vite replaces it with a constant and production
  // builds drop the mock service worker, faker and the developer panel entirely.
  if (import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off')) {
    const { startMocks } = await import('./mocks/browser');
    await startMocks();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
