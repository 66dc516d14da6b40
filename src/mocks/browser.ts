/** Development: the mock service worker answers the API in the browser, with persistent state. */
import { clear, createStore, del, get, set } from 'idb-keyval';
import { setupWorker } from 'msw/browser';
import type { Persistence } from './db';
import { answerWhenSaved } from './route';
import { createHandlers, createMockDb } from './setup';

const KEY = 'expo.mockdb.v1';
/** Uploaded files' bytes, one entry per key, in their own database. */
const files = createStore('expo-mock-files', 'files');

const indexedDbPersistence: Persistence = {
  load: () => get(KEY),
  save: (data) => set(KEY, data),
  clear: async () => {
    await del(KEY);
    await clear(files);
  },
  loadFile: (key) => get<Uint8Array>(key, files),
  saveFile: (key, bytes) => set(key, bytes, files),
};

let resetImpl: (() => Promise<void>) | undefined;

/** Restores the initial demo data (the developer panel's "reset demo data"). */
export async function resetDemoData() {
  await resetImpl?.();
}

/** Loads the page again, so that every screen starts from the restored data. */
export function reloadPage() {
  window.location.reload();
}

export async function startMocks() {
  const db = await createMockDb(indexedDbPersistence, { saveSeed: true });
  resetImpl = () => db.reset();
  // Benchmarks seed large collections through the store itself (scripts/bench.ts).
  (globalThis as { __expoMockDb?: typeof db }).__expoMockDb = db;
  window.addEventListener('pagehide', () => void db.flush());
  // A change is stored before its answer arrives: a reload right after a save finds it.
  answerWhenSaved(() => db.settle());
  const worker = setupWorker(...createHandlers(db));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockApiWorker.js' } });
}
