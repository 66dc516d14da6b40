import type { DevTranslation } from './dev.zh';

/** The developer panel of the mock API (development and mock builds only) (English). */
export const devEn: DevTranslation = {
  panel: 'Developer panel',
  latency: 'API latency (ms)',
  failNext: 'Fail the next request',
  failAll: 'Fail every request (until turned off)',
  failure: {
    none: 'No failure',
    '401': '401 Unauthorized',
    '404': '404 Not found',
    '500': '500 with an errors list',
    '500-bare': '500 without errors',
    network: 'Network error',
    unreadable: '200 with an unreadable body',
  },
  slowChunk: 'Delay page code (ms)',
  failChunk: 'Fail page code loading',
  resetData: 'Reset demo data',
  resetTitle: 'Reset the demo data?',
  resetConfirm: 'This wipes the local demo data (including what you created, changed and uploaded) and restores the initial data; the page then reloads.',
  resetDone: 'The demo data is back to its initial state',
  resetFailed: 'The demo data could not be reset; please try again',
  mocksOn: 'Offline mock data',
};
