/** The frame of the open live pages: one narrow column (375 px first), a title and a language switch. */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { chooseLanguage, type Language } from '@/lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Button size="xs" variant="ghost" onClick={() => chooseLanguage(other)} title={t('live.switchLanguage')} data-testid="language-switch" flexShrink={0}>
      <LuLanguages />
      {t(`languages.${other}`)}
    </Button>
  );
}

export function LiveShell({ title, subtitle, top, children }: { title: string; subtitle?: ReactNode; top?: ReactNode; children: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box maxW="lg" mx="auto" bg="bg" minH="100dvh" pb="8">
        {top}
        <Stack gap="4" px="4" pt="4">
          <Flex align="flex-start" justify="space-between" gap="2">
            <Stack gap="1" minW="0">
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {subtitle && (
                <Text fontSize="sm" color="fg.muted">
                  {subtitle}
                </Text>
              )}
            </Stack>
            <LanguageSwitch />
          </Flex>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
