/**
 * The mock API of development and the mock build (`VITE_MOCKS=on`): a service worker answering
 * every call from the stateful demo data. It starts when this module is evaluated — main.tsx
 * imports it first — so that its code downloads and its worker registers while the app's own
 * modules are still being evaluated. `import.meta.env.MOCKS_ON` is a constant (vite.config.ts):
 * production builds drop the worker, faker and the developer panel.
 */

/** Resolves when the mock API answers (at once when the app talks to a real API). */
export const mockApiReady: Promise<void> = import.meta.env.MOCKS_ON ? import('@/mocks/browser').then((m) => m.startMocks()) : Promise.resolve();
