import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEllipsis } from 'react-icons/lu';
import type { I18nKey } from '../types';

export interface RowActionsMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An action of the row is running: the button waits. */
  busy: boolean;
  actions: readonly { label: I18nKey; danger?: boolean }[];
  /** Runs the chosen action (by its place in `actions`), after the menu has closed. */
  onRun: (index: number) => void;
}

/**
 * A row's other actions in a menu, behind its ⋯ button (the kit's actions column): the menu's code
 * (Chakra's menu, its positioning and dismissal) loads when a row's menu is first opened, or once
 * the list's page is idle, not with the page.
 */
export function RowActionsMenu({ open, onOpenChange, busy, actions, onRun }: RowActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('kit.list.rowActions')} disabled={busy}>
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action, index) => (
              <Menu.Item
                key={action.label}
                value={action.label}
                color={action.danger ? 'fg.error' : undefined}
                // After the menu has closed: a drawer or dialog the action opens would otherwise be
                // taken for a layer of the menu and close with it.
                onSelect={() => setTimeout(() => onRun(index), 0)}
              >
                {t(action.label)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
