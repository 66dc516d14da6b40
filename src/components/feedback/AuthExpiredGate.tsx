import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { authExpiredDialog } from '@/lib/notify';

/**
 * Mounts the "authorization expired" dialog (000 §8) once it has been asked for; App renders this.
 * The dialog's code (Chakra's dialog) is fetched the first time it opens, not with every first
 * page. When that code cannot download (the connection dropped as the session expired), the gate
 * does what closing the dialog does, the role's login page, instead of failing as it renders: a
 * failed `React.lazy` outside the router would have unmounted the whole app, a blank page.
 */
export function AuthExpiredGate() {
  const state = useSyncExternalStore(authExpiredDialog.subscribe, authExpiredDialog.get, authExpiredDialog.get);
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!state.open || Dialog) return;
    let cancelled = false;
    import('./AuthExpiredDialog').then(
      (m) => !cancelled && setDialog(() => m.AuthExpiredDialog),
      () => !cancelled && authExpiredDialog.close(),
    );
    return () => {
      cancelled = true;
    };
  }, [state.open, Dialog]);
  return Dialog ? <Dialog /> : null;
}
