import { Button, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A side panel over a list: a title, what it shows (a history, the records behind a figure) and a
 * close button. For label/value details use DetailDrawer; for a form, FormDrawer. From the end side
 * by default; the back office's navigation on a narrow screen opens one from the start side.
 * @example <PanelDrawer open={Boolean(tag)} title={t('x.bindsTitle')} onClose={close}><QueryState …/></PanelDrawer>
 */
export function PanelDrawer({
  open, title, onClose, children, placement = 'end', size = 'md',
}: { open: boolean; title: string; onClose: () => void; children: ReactNode; placement?: 'start' | 'end'; size?: 'xs' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement={placement} size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
