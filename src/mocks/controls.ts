/**
 * Developer controls of the mocks: latency and injected failures, so that every error path can
 * be seen in the browser. Kept in sessionStorage (a logout clears localStorage, not these).
 */
/** `unreadable`: a 200 whose body is not the API's JSON (a proxy's HTML error page). */
export type InjectedFailure = 'none' | '401' | '404' | '500' | '500-bare' | 'network' | 'unreadable';

export interface MockControls {
  latencyMs: number;
  /** Fail only the next API request. */
  failNext: InjectedFailure;
  /** Fail every API request until turned off. */
  failAll: InjectedFailure;
  /** Delay page code (route chunks) by this long. */
  chunkDelayMs: number;
  /** Make page code fail to load. */
  failChunks: boolean;
}

const KEY = 'expo.dev.controls';
export const defaultControls: MockControls = { latencyMs: 0, failNext: 'none', failAll: 'none', chunkDelayMs: 0, failChunks: false };

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readControls(): MockControls {
  try {
    return { ...defaultControls, ...(JSON.parse(storage()?.getItem(KEY) ?? '{}') as Partial<MockControls>) };
  } catch {
    return defaultControls;
  }
}

export function writeControls(patch: Partial<MockControls>): MockControls {
  const next = { ...readControls(), ...patch };
  storage()?.setItem(KEY, JSON.stringify(next));
  return next;
}

/** The failure to inject for this request, if any (consumes a one-shot failure). */
export function takeFailure(): InjectedFailure {
  const c = readControls();
  if (c.failNext !== 'none') {
    writeControls({ failNext: 'none' });
    return c.failNext;
  }
  return c.failAll;
}
