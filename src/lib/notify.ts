/**
 * User-facing notices that code outside components can raise: toasts (Chakra's toaster) and
 * the one "authorization expired" dialog. src/components/feedback renders both.
 */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

type Listener = () => void;
interface AuthExpiredState {
  open: boolean;
  onClose?: () => void;
}
let authExpired: AuthExpiredState = { open: false };
const listeners = new Set<Listener>();

export const authExpiredDialog = {
  get: () => authExpired,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  close() {
    const onClose = authExpired.onClose;
    authExpired = { open: false };
    listeners.forEach((l) => l());
    onClose?.();
  },
};

export const notify = {
  success(title: string, duration = 3000) {
    toaster.create({ type: 'success', title, duration, closable: true });
  },
  error(title: string, duration = 5000) {
    toaster.create({ type: 'error', title, duration, closable: true });
  },
  info(title: string, duration = 3000) {
    toaster.create({ type: 'info', title, duration, closable: true });
  },
  /** A failed request the user can send again; onGiveUp runs when the notice goes away unused. */
  retry({ title, onRetry, onGiveUp, retryLabel }: { title: string; onRetry: () => void; onGiveUp: () => void; retryLabel?: string }) {
    let retried = false;
    toaster.create({
      type: 'error',
      title,
      duration: 15_000,
      closable: true,
      action: {
        label: retryLabel ?? '↻',
        onClick: () => {
          retried = true;
          onRetry();
        },
      },
      onStatusChange: (details) => {
        if (details.status === 'unmounted' && !retried) onGiveUp();
      },
    });
  },
  /** Show the "authorization expired" dialog once; onClose runs when the user closes it. */
  authExpired(onClose: () => void) {
    if (authExpired.open) return;
    authExpired = { open: true, onClose };
    listeners.forEach((l) => l());
  },
};
