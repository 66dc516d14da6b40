import { Badge, Card, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarDays, LuChevronRight, LuMapPin } from 'react-icons/lu';
import { exhibitionGetAll, getExhibitionGetAllQueryKey } from '@gen/api/host-exhibition/host-exhibition';
import { ExhibitionStatus, type Exhibition } from '@gen/api/model';
import { QueryState } from '@/components/feedback/QueryState';
import { ListTotal, LoadMore, PageHeader, SearchBox, useLocalName } from './parts';
import { PAGE_SIZE, usePagedList } from './usePagedList';

const route = getRouteApi('/mobile-backend/_mobile-backend-layout/ex-list');

const statusColor: Record<ExhibitionStatus, string> = {
  [ExhibitionStatus.Preparing]: 'orange',
  [ExhibitionStatus.Open]: 'green',
  [ExhibitionStatus.Finished]: 'gray',
};

/** Mobile: the exhibitions, newest first, searchable; a tap opens the exhibition's halls. */
export function ExListPage() {
  const { t } = useTranslation();
  const { keyword } = route.useSearch();
  const navigate = route.useNavigate();
  const body = { keyword, pageSize: PAGE_SIZE };
  const list = usePagedList(getExhibitionGetAllQueryKey(body), (pageIndex, signal) => exhibitionGetAll({ ...body, pageIndex }, undefined, signal));
  const onSearch = useCallback((value: string | undefined) => void navigate({ search: { keyword: value }, replace: true }), [navigate]);

  return (
    <Stack gap="3">
      <PageHeader title={t('nav.mobile.ex-list')} />
      <SearchBox value={keyword} onChange={onSearch} placeholder={t('mobile.searchExhibitions')} />
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyTitle={t('mobile.noExhibitions')}>
        {(data) => (
          <Stack gap="3">
            <ListTotal count={data.totalCount} />
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('nav.mobile.ex-list')}>
              {data.items.map((exhibition) => (
                <li key={exhibition.id}>
                  <ExhibitionCard exhibition={exhibition} />
                </li>
              ))}
            </Stack>
            <LoadMore query={list} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ExhibitionCard({ exhibition }: { exhibition: Exhibition }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const place = [exhibition.city, exhibition.address].filter(Boolean).join(' · ');
  return (
    <Card.Root asChild size="sm" variant="outline" _active={{ bg: 'bg.muted' }} _hover={{ borderColor: 'border.emphasized' }}>
      <Link to="/mobile-backend/ex-area-list" search={{ exhibitionId: exhibition.id }} data-testid="exhibition-card">
        <Card.Body>
          <HStack gap="3" align="center">
            <Stack gap="2" flex="1" minW="0">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontWeight="semibold" lineClamp={2} minW="0">
                  {localName(exhibition.name, exhibition.nameEn)}
                </Text>
                <Badge colorPalette={statusColor[exhibition.status] ?? 'gray'} flexShrink={0}>
                  {t(`mobile.status.${exhibition.status}`)}
                </Badge>
              </HStack>
              <HStack gap="2" fontSize="sm" color="fg.muted">
                <Icon flexShrink={0}>
                  <LuCalendarDays />
                </Icon>
                <Text>
                  {t('mobile.dateRange', { start: dayjs(exhibition.startTime).format('YYYY-MM-DD'), end: dayjs(exhibition.endTime).format('YYYY-MM-DD') })}
                </Text>
              </HStack>
              {place && (
                <HStack gap="2" fontSize="sm" color="fg.muted" minW="0">
                  <Icon flexShrink={0}>
                    <LuMapPin />
                  </Icon>
                  <Text truncate>{place}</Text>
                </HStack>
              )}
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
