import { Box, Flex, Heading, IconButton } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuLogOut } from 'react-icons/lu';
import { logout } from '@/lib/session/refresh';

/** The mobile back office: one column, made for 375 px wide screens. */
export function MobileLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh" maxW="lg" mx="auto" bg="bg">
      <Flex as="header" align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" position="sticky" top="0" bg="bg" zIndex="docked">
        <Heading size="md">{t('app.mobileOffice')}</Heading>
        <IconButton aria-label={t('common.logout')} variant="ghost" size="sm" onClick={() => logout()}>
          <LuLogOut />
        </IconButton>
      </Flex>
      <Box as="main" flex="1" p="3">
        <Outlet />
      </Box>
    </Flex>
  );
}
