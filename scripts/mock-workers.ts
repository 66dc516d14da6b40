/**
 * The mock API's service worker in public/: public/mockApiWorker.js, and MSW's worker
 * (public/mockServiceWorker.js), which it loads. Only builds with the mocks keep them
 * (vite.config.ts, noMockWorkerWithoutMocks); the bundle budget fails a production build that has either.
 */
export const MOCK_WORKER_FILES = ['mockApiWorker.js', 'mockServiceWorker.js'] as const;
