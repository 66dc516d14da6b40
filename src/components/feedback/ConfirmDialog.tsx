import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** Translated title; defaults to 请确认 / Please confirm. */
  title?: string;
  /** Translated explanation of what will happen. */
  message?: ReactNode;
  /** Translated label of the confirming button; defaults to 确定 / OK. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions get a red confirming button. */
  danger?: boolean;
  /** The confirmed action is running: the buttons wait. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question in an alert dialog. Prefer `useConfirm()` (./useConfirm) to ask from an event
 * handler: it loads this dialog's code when first asked.
 * @example
 * <ConfirmDialog open={open} danger title={t('kit.list.deleteTitle')} message={t('kit.list.deleteConfirm')}
 *   onConfirm={remove} onCancel={() => setOpen(false)} />
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger, loading, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
      onOpenChange={(e) => {
        if (!e.open && !loading) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title ?? t('kit.confirm.title')}</Dialog.Title>
            </Dialog.Header>
            {message && <Dialog.Body>{message}</Dialog.Body>}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel ?? t('kit.confirm.cancel')}
              </Button>
              <Button colorPalette={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
                {confirmLabel ?? t('kit.confirm.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
