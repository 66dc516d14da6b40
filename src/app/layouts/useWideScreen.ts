import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48rem): from here on the navigation is a side column, below it a drawer. */
export const WIDE_SCREEN = '(min-width: 48rem)';

let list: MediaQueryList | undefined;
const media = () => (list ??= typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : undefined);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the side column; it follows the window as it is resized.
 * Where the browser cannot tell (no `matchMedia`), it is.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? true);
}
