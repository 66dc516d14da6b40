/** Development: the mock service worker answers the API in the browser, with persistent state. */
import { get, set, del } from 'idb-keyval';
import { setupWorker } from 'msw/browser';
import type { Persistence } from './db';
import { createHandlers, createMockDb } from './setup';

const KEY = 'expo.mockdb.v1';

const indexedDbPersistence: Persistence = {
  load: () => get(KEY),
  save: (data) => set(KEY, data),
  clear: () => del(KEY),
};

let resetImpl: (() => Promise<void>) | undefined;

/** Restores the initial demo data (the developer panel's "reset demo data"). */
export async function resetDemoData() {
  await resetImpl?.();
}

export async function startMocks() {
  const db = await createMockDb(indexedDbPersistence);
  resetImpl = () => db.reset();
  window.addEventListener('pagehide', () => void db.flush());
  const worker = setupWorker(...createHandlers(db));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
