import { Button, Card, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuBuilding2, LuChevronRight } from 'react-icons/lu';
import { useQuery } from '@tanstack/react-query';
import type { Exhall } from '@gen/api/model';
import { QueryState } from '@/components/feedback/QueryState';
import { ExhibitionName } from './ExhibitionName';
import { hallsQuery } from './queries';
import { ChooseExhibition, ListTotal, PageHeader, useLocalName } from '@/components/mobile/MobileParts';

const route = getRouteApi('/mobile-backend/_mobile-backend-layout/ex-area-list');

/** Mobile: the halls (areas) of an exhibition with their floor area and booths; a tap lists the hall's companies. */
export function ExAreaListPage() {
  const { t } = useTranslation();
  const { exhibitionId } = route.useSearch();
  return (
    <Stack gap="3">
      <PageHeader
        title={t('nav.mobile.ex-area-list')}
        subtitle={exhibitionId ? <ExhibitionName id={exhibitionId} /> : undefined}
        back={{ to: '/mobile-backend/ex-list' }}
      />
      {exhibitionId ? <Halls exhibitionId={exhibitionId} /> : <ChooseExhibition />}
    </Stack>
  );
}

function Halls({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const halls = useQuery(hallsQuery(exhibitionId));
  return (
    <Stack gap="3">
      <Button asChild size="lg" variant="subtle" justifyContent="space-between">
        <Link to="/mobile-backend/ex-all-company-list" search={{ exhibitionId }}>
          <HStack gap="2">
            <LuBuilding2 />
            {t('mobile.allCompanies')}
          </HStack>
          <LuChevronRight />
        </Link>
      </Button>
      <QueryState query={halls} isEmpty={(d) => d.data.length === 0} emptyTitle={t('mobile.halls.empty')}>
        {({ data }) => (
          <Stack gap="3">
            <ListTotal count={data.length} />
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('nav.mobile.ex-area-list')}>
              {[...data]
                .sort((a, b) => a.showIndex - b.showIndex)
                .map((hall) => (
                  <li key={hall.id}>
                    <HallCard hall={hall} />
                  </li>
                ))}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function HallCard({ hall }: { hall: Exhall }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <Card.Root asChild size="sm" variant="outline" _active={{ bg: 'bg.muted' }} _hover={{ borderColor: 'border.emphasized' }}>
      <Link
        to="/mobile-backend/ex-company-list"
        search={{ exhibitionId: hall.exhibitionId, hallName: hall.name, hallId: hall.id }}
        data-testid="hall-card"
      >
        <Card.Body>
          <HStack gap="3">
            <Stack gap="1" flex="1" minW="0">
              <Text fontWeight="semibold" truncate>
                {localName(hall.name, hall.nameEn)}
              </Text>
              <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" rowGap="0">
                <Text>{hall.area === undefined ? t('mobile.halls.areaUnknown') : t('mobile.halls.area', { area: hall.area })}</Text>
                <Text>{t('mobile.halls.booths', { count: hall.boothCount ?? 0 })}</Text>
              </HStack>
            </Stack>
            <Icon color="fg.subtle" flexShrink={0}>
              <LuChevronRight />
            </Icon>
          </HStack>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
