import { Box, Dialog, Portal } from '@chakra-ui/react';
import { useGo } from '@/components/navigation/RouteLink';
import { Command } from 'cmdk';
import { pinyin } from 'pinyin-pro';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '../nav/types';

/** Search text of a title: the title, its full pinyin and its pinyin initials (管理 → guanli, gl). */
function searchText(title: string): string {
  if (!/[\u4e00-\u9fa5]/.test(title)) return title;
  const full = pinyin(title, { toneType: 'none', type: 'array' }).join('');
  const initials = pinyin(title, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
  return `${title} ${full} ${initials}`;
}

/** Ctrl/⌘+K: type to jump to any page of this back office (loaded on first use). */
interface CommandPaletteProps {
  sections: NavSection[];
  /** The search text, kept by the shell so that nothing typed before the palette shows is lost. */
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
}

export default function CommandPalette({ sections, query, onQueryChange, onClose }: CommandPaletteProps) {
  const { t } = useTranslation();
  const go = useGo();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Focused as soon as it is there, with the caret after what was typed while the palette appeared.
  // Left to the dialog, its focus trap focuses the input a moment later and selects its text, and
  // the next key typed replaced what had been typed before (it skips an input that has focus).
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (!input) return;
    input.focus({ preventScroll: true });
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const items = useMemo(
    () =>
      sections.flatMap((s) =>
        s.entries.map((e) => {
          const title = t(e.title as never) as string;
          const section = t(s.title as never) as string;
          return { to: e.to, title, section, value: `${searchText(title)} ${searchText(section)} ${e.to}` };
        }),
      ),
    [sections, t],
  );
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="top" size="md" initialFocusEl={() => inputRef.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={t('shell.openPalette')} data-testid="command-palette">
            <Dialog.Body p="0">
              <Command label={t('shell.openPalette')} loop>
                <Box p="3" borderBottomWidth="1px">
                  <Command.Input
                    ref={attachInput}
                    value={query}
                    onValueChange={onQueryChange}
                    placeholder={t('shell.paletteHint')}
                    style={{ width: '100%', outline: 'none', fontSize: 16, background: 'transparent' }}
                  />
                </Box>
                {/* The item Enter opens is the highlighted one, and looks it (cmdk marks it data-selected). */}
                <Box css={{ '& [cmdk-item][data-selected="true"]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'medium' } }} colorPalette="blue">
                <Command.List style={{ maxHeight: 360, overflowY: 'auto', padding: 8 }}>
                  <Command.Empty>
                    <Box p="3" color="fg.muted">
                      {t('shell.paletteEmpty')}
                    </Box>
                  </Command.Empty>
                  {items.map((item) => (
                    <Command.Item
                      key={item.to}
                      value={item.value}
                      onSelect={() => {
                        onClose();
                        void go({ to: item.to });
                      }}
                      style={{ padding: '8px 12px', borderRadius: 6, cursor: 'pointer', display: 'flex', justifyContent: 'space-between' }}
                    >
                      <span>{item.title}</span>
                      <span style={{ opacity: 0.6, fontSize: 12 }}>{item.section}</span>
                    </Command.Item>
                  ))}
                </Command.List>
                </Box>
              </Command>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
