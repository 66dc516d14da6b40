import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { authExpiredDialog } from '@/lib/notify';

/** The dialog's code (Chakra's dialog) is fetched the first time it opens, not with every first page. */
const AuthExpiredDialog = lazy(() => import('./AuthExpiredDialog').then((m) => ({ default: m.AuthExpiredDialog })));

/** Mounts the "authorization expired" dialog (000 §8) once it has been asked for; App renders this. */
export function AuthExpiredGate() {
  const state = useSyncExternalStore(authExpiredDialog.subscribe, authExpiredDialog.get, authExpiredDialog.get);
  const [wanted, setWanted] = useState(false);
  if (state.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthExpiredDialog />
    </Suspense>
  ) : null;
}
