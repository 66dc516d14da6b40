import { Badge, Card, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type OnboardingPage = 'register' | 'register-company' | 'contact-exhibition';
/** `lang` of the exhibitor routes: 'En' for /exhibitionEn, absent for /exhibition. */
export type AreaLang = 'En' | undefined;

const steps: { page: OnboardingPage; label: 'account' | 'company' | 'exhibition' }[] = [
  { page: 'register', label: 'account' },
  { page: 'register-company', label: 'company' },
  { page: 'contact-exhibition', label: 'exhibition' },
];

function StepList({ page }: { page: OnboardingPage }) {
  const { t } = useTranslation();
  const current = steps.findIndex((s) => s.page === page);
  return (
    <HStack as="ol" gap="2" wrap="wrap" aria-label={t('account.steps.label', { current: current + 1, total: steps.length })} listStyleType="none">
      {steps.map((s, i) => (
        <HStack as="li" key={s.page} gap="1.5" aria-current={i === current ? 'step' : undefined}>
          <Badge rounded="full" variant={i <= current ? 'solid' : 'outline'} colorPalette={i < current ? 'green' : 'blue'}>
            {i + 1}
          </Badge>
          <Text fontSize="sm" fontWeight={i === current ? 'semibold' : 'normal'} color={i === current ? 'fg' : 'fg.muted'}>
            {t(`account.steps.${s.label}`)}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

/** The frame of the three sign-up pages: title, where the user is in the sign-up, language switch. */
export function OnboardingCard({
  page, lang, title, subtitle, children, footer,
}: { page: OnboardingPage; lang: AreaLang; title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center minH="100vh" bg="bg.subtle" p="4">
      <Card.Root w="full" maxW="2xl">
        <Card.Header>
          <Stack gap="3">
            <HStack justify="space-between">
              <Text color="fg.muted" fontSize="sm">{t('app.name')}</Text>
              <Link asChild fontSize="sm">
                <RouterLink to={`/exhibition{-$lang}/${page}`} params={{ lang: lang === 'En' ? undefined : 'En' }} lang={lang === 'En' ? 'zh-CN' : 'en'}>
                  {t(lang === 'En' ? 'languages.zh' : 'languages.en')}
                </RouterLink>
              </Link>
            </HStack>
            <StepList page={page} />
            <Stack gap="1">
              <Heading size="xl">{title}</Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && <Card.Footer>{footer}</Card.Footer>}
      </Card.Root>
    </Center>
  );
}
