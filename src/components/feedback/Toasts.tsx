import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import { loadToaster, toasterLoad } from '@/lib/notify';

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
        // Offline before it ever loaded: the next notice asks again (loadToaster tells the host each time).
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
