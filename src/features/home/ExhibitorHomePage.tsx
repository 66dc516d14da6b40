import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { useSession } from '@/lib/session/store';
import { CompletenessCard, ExhibitionCard, FiguresCard, JoinSwitcher, PendingAuditsCard, ShortcutsCard } from './DashboardWidgets';

/** Exhibitor dashboard (home): the current exhibition and its countdown, figures, profile completeness, audits, shortcuts. */
export function ExhibitorHomePage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const user = useSession((s) => s.user);
  const company = useSession((s) => s.company);
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="lg">
        {t('home.exhibitorWelcome', { name: (company && localName(company)) || user?.realName || user?.userName || '' })}
      </Heading>
      <ExhibitionCard />
      <FiguresCard />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <CompletenessCard />
        <PendingAuditsCard />
      </SimpleGrid>
      <JoinSwitcher />
      <ShortcutsCard />
    </Stack>
  );
}
