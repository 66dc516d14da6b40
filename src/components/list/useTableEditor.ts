import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useConfirm, type ConfirmOptions } from '../feedback/useConfirm';
import type { ListContext } from './columns';

/** The record a drawer edits (none: a new one), and a key that is new each time it opens. */
export interface EditorState<T> {
  key: number;
  record?: T;
}

/**
 * A table whose rows are added and edited in a drawer (settings pages, dictionaries): the drawer's
 * state (each opening a new key, so the form starts from the chosen record), the delete question,
 * and the table context that refreshes the query after a change.
 * @example
 * const editor = useTableEditor<Topic>(topicsQuery().queryKey);
 * <DataTable rows={rows} columns={columns} context={editor.context} />
 * {editor.drawer && <FormDrawer key={editor.drawer.key} … onClose={editor.close} onSaved={editor.refresh} />}
 * {editor.confirmDialog}
 */
export function useTableEditor<T>(queryKey: QueryKey): {
  drawer: EditorState<T> | null;
  open: (record?: T) => void;
  close: () => void;
  refresh: () => Promise<void>;
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
  confirmDialog: ReactNode;
  context: ListContext;
} {
  const queryClient = useQueryClient();
  const [drawer, setDrawer] = useState<EditorState<T> | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const open = useCallback((record?: T) => setDrawer((prev) => ({ key: (prev?.key ?? 0) + 1, record })), []);
  const close = useCallback(() => setDrawer(null), []);
  const keyText = JSON.stringify(queryKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key by value, not by identity
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, keyText]);
  const context = useMemo<ListContext>(() => ({ refresh, confirm, navigate: () => undefined }), [refresh, confirm]);
  return { drawer, open, close, refresh, confirm, confirmDialog, context };
}
