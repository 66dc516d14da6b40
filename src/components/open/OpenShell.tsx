/**
 * Pieces shared by the open pages: the page frame (a phone column or an A4-wide sheet), calls
 * that report their own errors, a sign-in notice for calls that need a back-office user, the
 * missing-parameter notice and the print button.
 */
import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import axios from 'axios';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { QueryState, type QueryLike } from '@/components/kit';
import type { RequestOptions } from '@/lib/http/client';

/**
 * Request options of the open pages: errors are shown on the page (error panel with retry, or
 * the sign-in notice), not as the back office's "authorisation expired" dialog or a jump to /404.
 */
export const OPEN_REQUEST: RequestOptions = { silent: true };

const MAX_WIDTH = { phone: 'lg', wide: '5xl', sheet: '210mm' } as const;

export const isUnauthorized = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 401;

/**
 * The frame: `phone` is one 375 px-first column, `wide` a column that grows on a PC, `sheet` an
 * A4-wide page that prints cleanly.
 */
export function OpenShell({ title, subtitle, actions, width = 'phone', children }: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  width?: 'phone' | 'wide' | 'sheet';
  children: ReactNode;
}) {
  return (
    <Box minH="100dvh" bg="bg.subtle" _print={{ bg: 'white', minH: 'auto' }}>
      <Box
        maxW={MAX_WIDTH[width]}
        mx="auto"
        bg="bg"
        minH="100dvh"
        pb="8"
        _print={{ maxW: 'none', minH: 'auto', pb: '0' }}
      >
        <Stack gap="4" px="4" pt="4" _print={{ px: '0', pt: '0' }}>
          <Flex align="flex-start" justify="space-between" gap="2" wrap="wrap">
            <Stack gap="1" minW="0" flex="1">
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {subtitle && (
                <Text fontSize="sm" color="fg.muted">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {actions && (
              <Flex gap="2" wrap="wrap" _print={{ display: 'none' }}>
                {actions}
              </Flex>
            )}
          </Flex>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}

/** A page opened without the id it needs. */
export function MissingParam({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" data-testid="missing-param">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('openPages.missingParam')}</Alert.Title>
        <Alert.Description>{t('openPages.missingParamHint', { name })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A part that needs a signed-in back-office user: says so, with a sign-in link back here. */
export function SignInNeeded() {
  const { t } = useTranslation();
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <Alert.Root status="info" data-testid="sign-in-needed" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('openPages.signInNeeded')}</Alert.Title>
        <Alert.Description>{t('openPages.signInNeededHint')}</Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" _print={{ display: 'none' }}>
        <Link to="/exhibition{-$lang}/login/alogin" params={{ lang: undefined }} search={{ redirect: href }}>
          {t('openPages.signIn')}
        </Link>
      </Button>
    </Alert.Root>
  );
}

/** QueryState for calls that may need sign-in: a 401 shows the sign-in notice instead of an error. */
export function OpenQueryState<T>(props: Parameters<typeof QueryState<T>>[0]) {
  if (props.query.isError && isUnauthorized((props.query as QueryLike<T>).error)) return <SignInNeeded />;
  return <QueryState {...props} />;
}

export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button variant="solid" onClick={() => window.print()} data-testid="print">
      <LuPrinter /> {t('openPages.print')}
    </Button>
  );
}

/** An ID number with its middle hidden: 440305199001011001 → 440***********1001. */
export function maskId(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length <= 4) return text ? '*'.repeat(text.length) : '';
  const head = text.length >= 10 ? 3 : 1;
  const tail = text.length >= 10 ? 4 : 2;
  return `${text.slice(0, head)}${'*'.repeat(text.length - head - tail)}${text.slice(-tail)}`;
}
