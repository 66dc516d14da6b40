import { Card, HStack, Icon, Stack } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight } from 'react-icons/lu';
import type { Exhibition } from '@gen/api/model';
import { QueryState } from '@/components/feedback/QueryState';
import { ExhibitionSummary } from './ExhibitionSummary';
import { ListTotal, LoadMore, PageHeader, SearchBox } from '@/components/mobile/MobileParts';
import { exhibitionsQuery } from './queries';
import { usePagedList } from './usePagedList';

const route = getRouteApi('/mobile-backend/_mobile-backend-layout/ex-list');

/** Mobile: the exhibitions, newest first, searchable; a tap opens the exhibition's halls. */
export function ExListPage() {
  const { t } = useTranslation();
  const { keyword } = route.useSearch();
  const navigate = route.useNavigate();
  // The route's loader has fetched the first page of this very query.
  const list = usePagedList(exhibitionsQuery(keyword));
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
  const { i18n } = useTranslation();
  // The venue in the interface language: in English its English form (which names the city) where there is one.
  const place =
    i18n.language === 'en' && exhibition.addressEn?.trim() ? exhibition.addressEn : [exhibition.city, exhibition.address].filter(Boolean).join(' · ');
  return (
    <Card.Root asChild size="sm" variant="outline" _active={{ bg: 'bg.muted' }} _hover={{ borderColor: 'border.emphasized' }}>
      <Link to="/mobile-backend/ex-area-list" search={{ exhibitionId: exhibition.id }} data-testid="exhibition-card">
        <Card.Body>
          <HStack gap="3" align="center">
            <ExhibitionSummary exhibition={exhibition} place={place} />
            <Icon color="fg.subtle" flexShrink={0}>
              <LuChevronRight />
            </Icon>
          </HStack>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
