import { Badge, Box, Button, Flex, Heading, HStack, IconButton, Kbd, Stack, Text } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuMenu, LuSearch, LuShieldCheck } from 'react-icons/lu';
import { PanelDrawer } from '@/components/layout/drawers';
import { whenOpened } from '@/components/layout/whenOpened';
import { loadLocale } from '@/lib/i18n';
import { logout } from '@/lib/session/refresh';
import { useSession } from '@/lib/session/store';
import type { Area } from '../nav/sections';
import { useNav } from '../nav/useNav';
import { NavList } from './NavList';
import { useWideScreen } from './useWideScreen';

const CommandPalette = lazy(() => import('./CommandPalette'));
const AccountSecurityDialog = whenOpened(() =>
  Promise.all([import('@/features/account/AccountSecurityDialog'), loadLocale('account')]).then(([m]) => ({ default: m.AccountSecurityDialog })),
);

export interface ShellProps {
  /** i18n key of the back office's name. */
  office: string;
  /** Which back office: its navigation is read from the route tree. */
  area: Area;
  /** Exhibitor pages are registered once for both languages under /exhibition{-$lang}. */
  lang?: 'En';
  /** The language switch, which differs per area. */
  languageSwitch: ReactNode;
  /** Extra header content (current exhibition, ...). */
  headerExtra?: ReactNode;
  /** The signed-in user's organisation, shown under their name. */
  organisation?: string;
}

/** The back-office frame: side navigation, header (who, role, language, logout), Ctrl/⌘+K palette. */
export function Shell({ office, area, lang, languageSwitch, headerExtra, organisation }: ShellProps) {
  const { t } = useTranslation();
  const sections = useNav(area, lang);
  const user = useSession((s) => s.user);
  const role = useSession((s) => s.role);
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A window widened past the phone's size shows the side column instead of an open drawer.
  if (wide && drawerOpen) setDrawerOpen(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  // The palette's search text lives here: what is typed right after Ctrl+K, while the palette's
  // code loads and before its input has focus, is kept and handed over, not lost.
  const [paletteQuery, setPaletteQuery] = useState('');
  const [securityOpen, setSecurityOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (!paletteOpen) return;
    const early = (e: KeyboardEvent) => {
      const inPalette = e.target instanceof Element && e.target.closest('[data-testid="command-palette"]');
      if (inPalette || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      if (e.key.length === 1) setPaletteQuery((q) => q + e.key);
      else if (e.key === 'Backspace') setPaletteQuery((q) => q.slice(0, -1));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', early, true);
    return () => window.removeEventListener('keydown', early, true);
  }, [paletteOpen]);
  const closePalette = () => {
    setPaletteOpen(false);
    setPaletteQuery('');
  };

  return (
    <Flex minH="100vh" bg="bg.subtle">
      {/* On a phone the side column is not drawn at all (its dozens of links were work on every page's first paint), only the drawer. */}
      {wide && (
        <Box as="aside" w="60" flexShrink={0} borderRightWidth="1px" bg="bg" p="4" position="sticky" top="0" h="100vh" overflowY="auto">
          <Heading size="sm" mb="6" px="3">
            {t(office as never)}
          </Heading>
          <NavList sections={sections} />
        </Box>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="3" px={{ base: '3', md: '6' }} py="3" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
          {!wide && (
            <IconButton aria-label={t('shell.menu')} variant="ghost" onClick={() => setDrawerOpen(true)}>
              <LuMenu />
            </IconButton>
          )}
          <Button variant="outline" size="sm" onClick={() => setPaletteOpen(true)} aria-label={t('shell.openPalette')}>
            <LuSearch />
            <Text display={{ base: 'none', sm: 'inline' }}>{t('shell.openPalette')}</Text>
            <Kbd display={{ base: 'none', lg: 'inline-flex' }}>Ctrl K</Kbd>
          </Button>
          <Box flex="1" minW="0">
            {headerExtra}
          </Box>
          <HStack gap="2" minW="0">
            <Stack gap="0" textAlign="right" display={{ base: 'none', sm: 'flex' }} minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate data-testid="current-user">
                {user?.realName || user?.nickName || user?.userName}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {organisation ?? ''}
              </Text>
            </Stack>
            <Badge data-testid="current-role">{t(`roles.${role}` as never)}</Badge>
            {languageSwitch}
            <IconButton aria-label={t('shell.accountSecurity')} title={t('shell.accountSecurity')} variant="ghost" size="sm" onClick={() => setSecurityOpen(true)}>
              <LuShieldCheck />
            </IconButton>
            <IconButton aria-label={t('common.logout')} title={t('common.logout')} variant="ghost" size="sm" onClick={() => logout()}>
              <LuLogOut />
            </IconButton>
          </HStack>
        </Flex>
        <Box as="main" flex="1" p={{ base: '3', md: '6' }} minW="0">
          <Outlet />
        </Box>
      </Flex>

      {/* The navigation on a narrow screen: the kit's panel drawer, whose code arrives when first opened. */}
      <PanelDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t(office as never)} placement="start" size="xs">
        <NavList sections={sections} onNavigate={() => setDrawerOpen(false)} />
      </PanelDrawer>

      <AccountSecurityDialog open={securityOpen} onClose={() => setSecurityOpen(false)} />

      {paletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette sections={sections} query={paletteQuery} onQueryChange={setPaletteQuery} onClose={closePalette} />
        </Suspense>
      )}
    </Flex>
  );
}
