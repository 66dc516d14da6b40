/* eslint-disable */
/**
 * The mock API's service worker (development and the mock builds register this file; a build
 * without the mocks leaves it out). It is MSW's worker (./mockServiceWorker.js, written by
 * `msw init`), for the requests the mock API answers or shapes: the API, and the app's code chunks
 * (the developer panel can delay or fail them). Every other request (the development server's
 * modules, pictures, fonts) goes to the network as if there were no worker: MSW's worker would send
 * each one to the page and wait for the page to say "pass it on", a round trip through the page's
 * main thread for each of the ~120 modules of a page in development.
 * MOCKED is src/mocks/setup.ts's API and CHUNK written again (a plain script cannot import them);
 * tests/contract/mock-worker.test.ts runs this file and checks the two agree.
 */
const MOCKED = /^[a-z]+:\/\/[^/]+\/(?:api|connect|live|short)\/|[?&]tsr-split=|\/assets\/.*\.js(?:\?|$)/i;

// Registered before MSW's own listener, so it runs first; without respondWith, the browser fetches.
self.addEventListener('fetch', (event) => {
  if (!MOCKED.test(event.request.url)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
