import { useBlocker } from '@tanstack/react-router';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../feedback/useConfirm';

/**
 * Asks before leaving a page with unsaved changes: a confirm dialog for in-app navigation
 * (TanStack Router `useBlocker`) and the browser's own prompt on reload/close (beforeunload).
 * Changes of search params only (same page) are not blocked. Render the returned dialog.
 * `useEntityForm` does this for forms; use it directly for other editors.
 * @example
 * const leaveDialog = useLeaveGuard(() => editor.dirty);
 * return <>{…}{leaveDialog}</>;
 */
export function useLeaveGuard(shouldGuard: () => boolean): ReactNode {
  const { t } = useTranslation();
  const [confirm, dialog] = useConfirm();
  const guard = useRef(shouldGuard);
  useLayoutEffect(() => {
    guard.current = shouldGuard;
  });

  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (!guard.current()) return false;
      if (current.pathname === next.pathname) return false;
      const leave = await confirm({
        title: t('kit.form.leaveTitle'),
        message: t('kit.form.leaveMessage'),
        confirmLabel: t('kit.form.leave'),
        cancelLabel: t('kit.form.stay'),
        danger: true,
      });
      return !leave;
    },
    enableBeforeUnload: () => guard.current(),
  });
  return dialog;
}
