import { Button, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Exhall } from '@gen/api/model';
import { CompanyList } from './CompanyList';
import { ExhibitionName } from './ExhibitionName';
import { hallsQuery } from './queries';
import { ChooseExhibition, PageHeader, useLocalName } from '@/components/mobile/MobileParts';
import type { ExCompanyListSearch } from './search';

const route = getRouteApi('/mobile-backend/_mobile-backend-layout/ex-company-list');

/** Mobile: the companies of one hall of an exhibition; the hall can be switched at the top. */
export function ExCompanyListPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearch = useCallback((value: string | undefined) => void navigate({ search: (prev) => ({ ...prev, keyword: value }), replace: true }), [navigate]);
  if (!search.exhibitionId) {
    return (
      <Stack gap="3">
        <PageHeader title={t('nav.mobile.ex-company-list')} back={{ to: '/mobile-backend/ex-list' }} />
        <ChooseExhibition />
      </Stack>
    );
  }
  return <HallCompanies {...search} exhibitionId={search.exhibitionId} onSearch={onSearch} />;
}

function HallCompanies({ exhibitionId, hallName, hallId, keyword, onSearch }: ExCompanyListSearch & { exhibitionId: string; onSearch: (keyword: string | undefined) => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const halls = useQuery(hallsQuery(exhibitionId));
  const rows = [...(halls.data?.data ?? [])].sort((a, b) => a.showIndex - b.showIndex);
  const current = rows.find((h) => (hallId ? h.id === hallId : h.name === hallName));
  const title = current ? localName(current.name, current.nameEn) : (hallName ?? t('nav.mobile.ex-company-list'));
  return (
    <Stack gap="3">
      <PageHeader title={title} subtitle={<ExhibitionName id={exhibitionId} />} back={{ to: '/mobile-backend/ex-area-list', search: { exhibitionId } }} />
      {halls.isPending ? <Skeleton height="9" /> : <HallPicker exhibitionId={exhibitionId} halls={rows} current={hallName} />}
      {hallName ? (
        <CompanyList exhibitionId={exhibitionId} hall={{ name: hallName, id: hallId }} keyword={keyword} onSearch={onSearch} />
      ) : (
        <Text color="fg.muted" textAlign="center" py="6">
          {t('mobile.companies.chooseHall')}
        </Text>
      )}
    </Stack>
  );
}

/** The exhibition's halls as chips that wrap (never scroll sideways); the current one is highlighted. */
function HallPicker({ exhibitionId, halls, current }: { exhibitionId: string; halls: Exhall[]; current?: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  if (halls.length === 0) return null;
  return (
    <Wrap gap="2" as="nav" aria-label={t('mobile.companies.halls')}>
      {halls.map((hall) => (
        <Button key={hall.id} asChild size="sm" variant={hall.name === current ? 'solid' : 'outline'} rounded="full">
          <Link
            to="/mobile-backend/ex-company-list"
            search={{ exhibitionId, hallName: hall.name, hallId: hall.id }}
            replace
            aria-current={hall.name === current ? 'true' : undefined}
          >
            {localName(hall.name, hall.nameEn)}
          </Link>
        </Button>
      ))}
    </Wrap>
  );
}
