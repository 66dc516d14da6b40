import { Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyList } from './CompanyList';
import { ExhibitionName } from './ExhibitionName';
import { ChooseExhibition, PageHeader } from '@/components/mobile/MobileParts';

const route = getRouteApi('/mobile-backend/_mobile-backend-layout/ex-all-company-list');

/** Mobile: every company taking part in an exhibition, searchable by name or booth. */
export function ExAllCompanyListPage() {
  const { t } = useTranslation();
  const { exhibitionId, keyword } = route.useSearch();
  const navigate = route.useNavigate();
  const onSearch = useCallback((value: string | undefined) => void navigate({ search: (prev) => ({ ...prev, keyword: value }), replace: true }), [navigate]);
  return (
    <Stack gap="3">
      <PageHeader
        title={t('nav.mobile.ex-all-company-list')}
        subtitle={exhibitionId ? <ExhibitionName id={exhibitionId} /> : undefined}
        back={exhibitionId ? { to: '/mobile-backend/ex-area-list', search: { exhibitionId } } : { to: '/mobile-backend/ex-list' }}
      />
      {exhibitionId ? <CompanyList exhibitionId={exhibitionId} keyword={keyword} onSearch={onSearch} /> : <ChooseExhibition />}
    </Stack>
  );
}
