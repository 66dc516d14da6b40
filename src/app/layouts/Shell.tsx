import { Badge, Box, Button, CloseButton, Drawer, Flex, Heading, HStack, IconButton, Kbd, Portal, Stack, Text } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useRegisteredPaths } from '../useRegisteredPaths';
import { AppLink } from '@/components/navigation/AppLink';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuMenu, LuSearch, LuShieldCheck } from 'react-icons/lu';
import { logout } from '@/lib/session/refresh';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { useSession } from '@/lib/session/store';
import type { NavEntry, NavSection } from '../nav/types';

const CommandPalette = lazy(() => import('./CommandPalette'));
const AccountSecurityDialog = lazy(() => import('@/features/account/AccountSecurityDialog').then((m) => ({ default: m.AccountSecurityDialog })));

export interface ShellProps {
  /** i18n key of the back office's name. */
  office: string;
  nav: NavSection[];
  /** Exhibitor pages are registered once for both languages under /exhibition{-$lang}. */
  lang?: 'En';
  /** The language switch, which differs per area. */
  languageSwitch: ReactNode;
  /** Extra header content (current exhibition, ...). */
  headerExtra?: ReactNode;
}

/** Only entries whose page exists are shown. */
export function useAvailableNav(nav: NavSection[], lang?: 'En'): NavSection[] {
  const registered = useRegisteredPaths();
  return useMemo(() => {
    return nav
      .map((s) => ({ ...s, entries: s.entries.filter((e) => registered.has(e.to) && !(lang === 'En' && e.zhOnly)) }))
      .filter((s) => s.entries.length > 0);
  }, [registered, nav, lang]);
}

export function entryHref(entry: NavEntry, lang?: 'En'): string {
  return entry.to.replace('{-$lang}', lang ?? '');
}

function NavList({ sections, lang, onNavigate }: { sections: NavSection[]; lang?: 'En'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack as="nav" gap="4" aria-label={t('shell.menu')}>
      {sections.map((section) => (
        <Stack key={section.title} gap="1">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3">
            {t(section.title as never)}
          </Text>
          {section.entries.map((entry) => (
            <AppLink
              key={entry.to}
              href={entryHref(entry, lang)}
              onClick={onNavigate}
              activeOptions={{ exact: false }}
              activeProps={{ 'aria-current': 'page', style: { fontWeight: 600, background: 'var(--chakra-colors-bg-emphasized)' } }}
              style={{ display: 'block', padding: '6px 12px', borderRadius: 6 }}
            >
              {t(entry.title as never)}
            </AppLink>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The back-office frame: side navigation, header (who, role, language, logout), Ctrl/⌘+K palette. */
export function Shell({ office, nav, lang, languageSwitch, headerExtra }: ShellProps) {
  const { t } = useTranslation();
  const sections = useAvailableNav(nav, lang);
  const user = useSession((s) => s.user);
  const role = useSession((s) => s.role);
  const company = useSession((s) => s.company);
  const localName = useLocalName();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
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

  return (
    <Flex minH="100vh" bg="bg.subtle">
      <Box as="aside" display={{ base: 'none', md: 'block' }} w="60" flexShrink={0} borderRightWidth="1px" bg="bg" p="4" position="sticky" top="0" h="100vh" overflowY="auto">
        <Heading size="sm" mb="6" px="3">
          {t(office as never)}
        </Heading>
        <NavList sections={sections} lang={lang} />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="3" px={{ base: '3', md: '6' }} py="3" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
          <IconButton display={{ base: 'inline-flex', md: 'none' }} aria-label={t('shell.menu')} variant="ghost" onClick={() => setDrawerOpen(true)}>
            <LuMenu />
          </IconButton>
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
                {company ? localName(company) : ''}
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

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72">
              <Drawer.Header>
                <Drawer.Title>{t(office as never)}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <NavList sections={sections} lang={lang} onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      {securityOpen && (
        <Suspense fallback={null}>
          <AccountSecurityDialog open onClose={() => setSecurityOpen(false)} />
        </Suspense>
      )}

      {paletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette sections={sections} lang={lang} onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
