import { Box, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { RouteLink } from '@/components/navigation/RouteLink';
import type { NavSection } from '../nav/types';

/** The navigation entry of the current page: the page itself, or the list an add/edit page belongs to. */
function useActiveEntry(): string | undefined {
  return useRouterState({
    select: (state) => {
      const leaf = state.matches.at(-1);
      if (!leaf) return undefined;
      const data = leaf.staticData as { parent?: string };
      return data.parent ?? leaf.fullPath.replace(/\/$/, '');
    },
  });
}

/** The sections' disclosure marks: the browser's triangle hidden, the chevron turned when open. */
const NAV_SECTIONS_CSS = {
  '& summary': { listStyle: 'none' },
  '& summary::-webkit-details-marker': { display: 'none' },
  '& summary > svg': { color: 'fg.muted', transition: 'transform 0.2s' },
  '& details:not([open]) > summary > svg': { transform: 'rotate(-90deg)' },
} as const;

/** A back office's navigation: in the side column, and in the drawer on a narrow screen. */
export function NavList({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const active = useActiveEntry();
  return (
    <Box as="nav" aria-label={t('shell.menu')} css={NAV_SECTIONS_CSS}>
      {sections.map((section) => (
        // A native disclosure per section, open by default: Chakra's Accordion ran a collapsible
        // state machine per section that measured its content as it mounted, a layout of the page
        // each (0.4 s of the product list's first load on a 4× slower CPU).
        <details key={section.id} open>
          <Box as="summary" px="3" py="2" display="flex" alignItems="center" cursor="pointer" borderRadius="l2" _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
            <Text flex="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
              {t(section.title as never)}
            </Text>
            <LuChevronDown aria-hidden />
          </Box>
          <Stack gap="0.5" pb="2">
            {section.entries.map((entry) => {
              const current = entry.to === active;
              return (
                <RouteLink
                  key={entry.to}
                  link={{ to: entry.to }}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  style={{
                    display: 'block',
                    padding: '6px 12px',
                    borderRadius: 6,
                    fontWeight: current ? 600 : undefined,
                    background: current ? 'var(--chakra-colors-bg-emphasized)' : undefined,
                  }}
                >
                  {t(entry.title as never)}
                </RouteLink>
              );
            })}
          </Stack>
        </details>
      ))}
    </Box>
  );
}
