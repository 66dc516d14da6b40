/**
 * The mock API of development and the mock build (`VITE_MOCKS=on`): a service worker answering
 * every call from the stateful demo data. It starts when this module is evaluated — main.tsx
 * imports it first — so that its code downloads and its worker registers while the app's own
 * modules are still being evaluated. Written out (not config.mocks) so that Vite replaces the
 * condition with a constant and production builds drop the worker, faker and the developer panel.
 */
const enabled = import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off');

/** Resolves when the mock API answers (at once when the app talks to a real API). */
export const mockApiReady: Promise<void> = enabled ? import('@/mocks/browser').then((m) => m.startMocks()) : Promise.resolve();
