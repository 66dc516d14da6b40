import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A component whose code downloads when it is first asked for, outside the first page's code:
 * null until then. `request()` asks for it (again, after a failure); `onFailure` runs when a
 * download fails (offline, or a release replaced the file). Held in state, not `React.lazy`: a
 * failed lazy import throws as it renders, and outside the router nothing would catch it.
 * `load` and `onFailure` are module-level functions (the same on every render).
 * @example const [Dialog, request] = useComponentOnDemand(loadDialog, closeDialog);
 */
export function useComponentOnDemand(load: () => Promise<ComponentType>, onFailure?: () => void): [ComponentType | null, () => void] {
  const [Component, setComponent] = useState<ComponentType | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const request = useCallback(() => {
    load().then(
      (loaded) => mounted.current && setComponent(() => loaded),
      () => mounted.current && onFailure?.(),
    );
  }, [load, onFailure]);
  return [Component, request];
}
