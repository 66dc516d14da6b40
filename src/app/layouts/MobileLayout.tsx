import { Box, Button, Flex, Heading, HStack, Icon, IconButton, Text } from '@chakra-ui/react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { RouteLink } from '@/components/navigation/RouteLink';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBuilding2, LuCalendarDays, LuLayoutGrid, LuLogOut, LuStore } from 'react-icons/lu';
import { chooseLanguage } from '@/lib/i18n';
import { logout } from '@/lib/session/refresh';
import type { NavEntry } from '../nav/types';
import { useNav } from '../nav/useNav';

const icons: Record<string, ReactNode> = {
  '/mobile-backend/ex-list': <LuCalendarDays />,
  '/mobile-backend/ex-area-list': <LuLayoutGrid />,
  '/mobile-backend/ex-all-company-list': <LuBuilding2 />,
  '/mobile-backend/ex-company-list': <LuStore />,
};

/** Tabs that show one exhibition: they open on the exhibition last browsed. */
const perExhibition = new Set(['/mobile-backend/ex-area-list', '/mobile-backend/ex-all-company-list', '/mobile-backend/ex-company-list']);

/** The exhibition the user last opened (from the URL), kept while they move between tabs and details. */
function useLastExhibitionId(): string | undefined {
  const current = useLocation({ select: (l) => (l.search as { exhibitionId?: unknown }).exhibitionId });
  const [last, setLast] = useState<string | undefined>();
  if (typeof current === 'string' && current !== last) setLast(current);
  return typeof current === 'string' ? current : last;
}

function TabBar({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  const exhibitionId = useLastExhibitionId();
  return (
    <Box
      as="nav"
      aria-label={t('mobile.tabs')}
      position="fixed"
      bottom="0"
      insetX="0"
      maxW="lg"
      mx="auto"
      bg="bg"
      borderTopWidth="1px"
      zIndex="docked"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none">
        {entries.map((entry) => (
          <Box as="li" key={entry.to} flex="1" minW="0">
            <Flex
              asChild
              direction="column"
              align="center"
              justify="center"
              gap="0.5"
              minH="14"
              px="1"
              color="fg.muted"
              _currentPage={{ color: 'blue.solid', fontWeight: 'semibold' }}
            >
              <RouteLink
                link={{ to: entry.to, search: perExhibition.has(entry.to) && exhibitionId ? { exhibitionId } : {} }}
                activeOptions={{ includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
                data-testid="mobile-tab"
              >
                <Icon boxSize="5">{icons[entry.to]}</Icon>
                <Text fontSize="xs" lineHeight="short" textAlign="center" lineClamp={2}>
                  {t(entry.title as never)}
                </Text>
              </RouteLink>
            </Flex>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/** The mobile back office: one column made for 375 px screens, a tab bar at the bottom. */
export function MobileLayout() {
  const { t, i18n } = useTranslation();
  const entries = useNav('mobile').flatMap((s) => s.entries);
  const other = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Flex direction="column" minH="100dvh" maxW="lg" mx="auto" bg="bg" overflowX="clip">
      <Flex as="header" align="center" justify="space-between" gap="2" px="4" py="2" minH="14" borderBottomWidth="1px" position="sticky" top="0" bg="bg" zIndex="docked">
        <Heading size="md" truncate>
          {t('app.mobileOffice')}
        </Heading>
        <HStack gap="1" flexShrink={0}>
          <Button size="sm" variant="ghost" onClick={() => chooseLanguage(other)} aria-label={t('shell.switchLanguage')} data-testid="language-switch">
            {t(`languages.${other}`)}
          </Button>
          <IconButton aria-label={t('common.logout')} title={t('common.logout')} variant="ghost" size="sm" onClick={() => logout()}>
            <LuLogOut />
          </IconButton>
        </HStack>
      </Flex>
      <Box as="main" flex="1" p="3" minW="0" pb={entries.length > 0 ? 'calc(5rem + env(safe-area-inset-bottom))' : '3'}>
        <Outlet />
      </Box>
      {entries.length > 0 && <TabBar entries={entries} />}
    </Flex>
  );
}
