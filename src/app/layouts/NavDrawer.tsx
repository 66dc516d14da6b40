import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '../nav/types';
import { NavList } from './NavList';

/** The back office's navigation in a drawer from the start side, for a narrow screen (Shell's menu button). */
export default function NavDrawer({ open, onClose, title, sections }: { open: boolean; onClose: () => void; title: string; sections: NavSection[] }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <NavList sections={sections} onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('kit.detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
