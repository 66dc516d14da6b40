import { useEffect, useSyncExternalStore } from 'react';
import { authExpiredDialog } from '@/lib/notify';
import { useComponentOnDemand } from './useComponentOnDemand';

const loadDialog = () => import('./AuthExpiredDialog').then((m) => m.AuthExpiredDialog);
/** What closing the dialog does: the role's login page. */
const closeDialog = () => authExpiredDialog.close();

/**
 * Mounts the "authorization expired" dialog (000 §8) once it has been asked for; App renders this.
 * The dialog's code (Chakra's dialog) is fetched the first time it opens, not with every first
 * page. When that code cannot download (the connection dropped as the session expired), the gate
 * does what closing the dialog does, instead of leaving the user on a page that no longer works.
 */
export function AuthExpiredGate() {
  const state = useSyncExternalStore(authExpiredDialog.subscribe, authExpiredDialog.get, authExpiredDialog.get);
  const [Dialog, request] = useComponentOnDemand(loadDialog, closeDialog);
  useEffect(() => {
    if (state.open && !Dialog) request();
  }, [state.open, Dialog, request]);
  return Dialog ? <Dialog /> : null;
}
