import { Card, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuMapPin } from 'react-icons/lu';
import type { Join } from '@gen/api/model';
import { QueryState } from '@/components/feedback/QueryState';
import { ListTotal, LoadMore, SearchBox, useLocalName } from '@/components/mobile/MobileParts';
import { useLocalHallName } from '@/lib/i18n/useLocalHallName';
import { companiesQuery, type HallFilter } from './queries';
import { PAGE_SIZE, usePagedList } from './usePagedList';

/**
 * Whether a join is in the hall. The server filters by hall id; joins that carry only the hall's
 * name (older records, the offline demo data) are matched by name.
 */
function inHall(hall: HallFilter) {
  return (join: Join) => (hall.id && join.hallId ? join.hallId === hall.id : join.hallName === hall.name);
}

/** The companies (joins) of an exhibition, searchable, optionally of one hall only. */
export function CompanyList({
  exhibitionId,
  hall,
  keyword,
  onSearch,
}: {
  exhibitionId: string;
  hall?: HallFilter;
  keyword?: string;
  onSearch: (keyword: string | undefined) => void;
}) {
  const { t } = useTranslation();
  // The route's loader has fetched the first page of this very query.
  const list = usePagedList(companiesQuery(exhibitionId, hall, keyword), hall ? inHall(hall) : undefined);
  // Rows of other halls are dropped, so keep reading pages until one screenful shows (or none remain).
  const shown = list.data?.items.length ?? 0;
  const { hasNextPage, isFetching, isError, fetchNextPage } = list;
  const filtered = Boolean(hall);
  useEffect(() => {
    if (filtered && hasNextPage && !isFetching && !isError && shown < PAGE_SIZE) void fetchNextPage();
  }, [filtered, hasNextPage, isFetching, isError, shown, fetchNextPage]);
  return (
    <Stack gap="3">
      <SearchBox value={keyword} onChange={onSearch} placeholder={t('mobile.searchCompanies')} />
      <QueryState query={list} isEmpty={(d) => d.items.length === 0 && !list.hasNextPage} emptyTitle={t('mobile.companies.empty')}>
        {(data) => (
          <Stack gap="3">
            {!hall && <ListTotal count={data.totalCount} />}
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('mobile.companies.list')}>
              {data.items.map((join) => (
                <li key={join.id}>
                  <CompanyCard join={join} />
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

function CompanyCard({ join }: { join: Join }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const hallName = useLocalHallName(join.exhibitionId);
  return (
    <Card.Root asChild size="sm" variant="outline" _active={{ bg: 'bg.muted' }} _hover={{ borderColor: 'border.emphasized' }}>
      <Link to="/mobile-backend/ex-company-details" search={{ compId: join.compId, joinId: join.id }} data-testid="company-card">
        <Card.Body>
          <HStack gap="3">
            <Stack gap="1" flex="1" minW="0">
              <Text fontWeight="semibold" lineClamp={2}>
                {localName(join.companyName, join.companyNameEn)}
              </Text>
              <HStack gap="2" fontSize="sm" color="fg.muted" minW="0">
                <Icon flexShrink={0}>
                  <LuMapPin />
                </Icon>
                <Text truncate>
                  {t('mobile.companies.booth', { booth: join.boothNo || t('mobile.companies.noBooth') })}
                  {join.hallName ? ` · ${hallName(join)}` : ''}
                </Text>
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
