import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CompletenessCard, ExhibitionCard, FiguresCard, JoinSwitcher, PRODUCT_SHORTCUTS, ShortcutsCard, TopProductsCard } from './DashboardWidgets';

const PRODUCT_FIRST = ['productCount', 'viewCount', 'callingCardCount', 'releaseCount', 'newsCount', 'activityCount'] as const;

/** The dashboard with a product focus (home-pro): the same widgets, products and views first, and the most viewed products. */
export function ExhibitorHomeProPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="lg">
        {t('nav.exhibitor.home-pro')}
      </Heading>
      <ExhibitionCard />
      <FiguresCard order={PRODUCT_FIRST} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TopProductsCard />
        <CompletenessCard />
      </SimpleGrid>
      <JoinSwitcher />
      <ShortcutsCard shortcuts={PRODUCT_SHORTCUTS} />
    </Stack>
  );
}
