import { useCallback, useRef, useState, type ReactNode } from 'react';
import { whenOpened } from '../layout/whenOpened';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialog's code arrives when the page is idle (every list page may ask), not with the page. */
const ConfirmDialog = whenOpened(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })), { preloadWhenIdle: true });

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel' | 'loading'>;

/**
 * Promise-based confirmation: `confirm(options)` resolves true (confirmed) or false (cancelled).
 * Render the returned element once in the component.
 * @example
 * const [confirm, confirmDialog] = useConfirm();
 * async function remove() {
 *   if (!(await confirm({ danger: true, message: t('kit.list.deleteConfirm') }))) return;
 *   await productDelete({ id });
 * }
 * return <>{...}{confirmDialog}</>;
 */
export function useConfirm(): [(options?: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions = {}) => {
    resolver.current?.(false);
    setPending(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setPending(null);
  };

  const dialog = <ConfirmDialog open={pending !== null} {...pending} onConfirm={() => settle(true)} onCancel={() => settle(false)} />;
  return [confirm, dialog];
}
