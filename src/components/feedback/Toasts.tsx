import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import { loadToaster, toasterLoad } from '@/lib/notify';
import { useComponentOnDemand } from './useComponentOnDemand';

const loadToasts = () => import('./Toaster').then((m) => m.Toaster);

/**
 * Where the toasts raised through `notify` (src/lib/notify.ts) appear. The toaster is not part of
 * the first paint: it is loaded when the page is idle, or with the first notice if that comes
 * sooner; a toast raised before the toaster has mounted shows when it mounts. The login page
 * paints without it (the toast package's store brings its state machines along). Offline before
 * it ever loaded, the next notice asks again (loadToaster tells this host each time).
 */
export function Toasts() {
  const [Toaster, request] = useComponentOnDemand(loadToasts);
  useEffect(() => {
    if (Toaster) return;
    const unsubscribe = toasterLoad.subscribe(request);
    if (toasterLoad.started()) request();
    const cancelIdle = whenIdle(() => void loadToaster().catch(() => undefined));
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [Toaster, request]);
  return Toaster ? <Toaster /> : null;
}
