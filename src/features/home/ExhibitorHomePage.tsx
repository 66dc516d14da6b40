import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/store';

/** Exhibitor landing page after sign-in. */
export function ExhibitorHomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const company = useSession((s) => s.company);
  return (
    <Stack gap="4">
      <Heading size="lg">{t('home.exhibitorWelcome', { name: company?.name || user?.realName || user?.userName || '' })}</Heading>
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{t('home.intro')}</Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
