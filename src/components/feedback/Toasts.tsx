import { useEffect, useState, type ComponentType } from 'react';
import { loadToaster, toasterLoad } from '@/lib/notify';

/**
 * Once the page has loaded and the browser has nothing else to do (a timer where it cannot tell, as
 * in Safari): not while the first page's code and data download.
 */
function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 1500);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * Where the toasts raised through `notify` (src/lib/notify.ts) appear. The toaster is not part of
 * the first paint: it is loaded when the page is idle, or with the first notice if that comes
 * sooner; a toast raised before the toaster has mounted shows when it mounts. The login page
 * paints without it (the toast package's store brings its state machines along).
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster) return;
    let cancelled = false;
    const mount = () => {
      import('./Toaster').then(
        (m) => !cancelled && setToaster(() => m.Toaster),
        // Offline before it ever loaded: the next notice asks again.
        () => undefined,
      );
    };
    const unsubscribe = toasterLoad.subscribe(mount);
    if (toasterLoad.started()) mount();
    const cancelIdle = whenIdle(() => void loadToaster().catch(() => undefined));
    return () => {
      cancelled = true;
      unsubscribe();
      cancelIdle();
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
