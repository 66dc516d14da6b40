/**
 * 活动导出 / The activity spreadsheets of the current exhibition: the exhibitors holding activities
 * and the products they present, for a period and a keyword; the sign-ups of one activity. The
 * choices stay in the URL, so an export can be shared and repeated.
 */
import { Card, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExportButton, formatDate, isPeriodInverted, PageHeader, PeriodFields, QueryState, ScopeNotice, useScopeId } from '@/components/kit';
import { activityExports, exhibitionActivitiesQuery, exportFilter } from './actExport';
import type { ActExportSearch } from './routes';

export function ActExportPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.act.act-export" scope="exhibition" />;
  return <Exports exhibitionId={exhibitionId} />;
}

function Exports({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const search = useSearch({ from: '/host/index/act/act-export' });
  const navigate = useNavigate({ from: '/host/index/act/act-export' });
  const set = (patch: Partial<ActExportSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false });
  const activities = useQuery(exhibitionActivitiesQuery(exhibitionId));
  const filter = exportFilter(exhibitionId, search);
  const invalidPeriod = isPeriodInverted(search);
  return (
    <Stack gap="5" minW="0">
      <PageHeader title="nav.host.act.act-export" description="exhibit.actExport.description" />
      <Card.Root size="sm">
        <Card.Header>
          <Text fontWeight="medium">{t('exhibit.actExport.byPeriod')}</Text>
        </Card.Header>
        <Card.Body gap="3">
          <HStack gap="3" wrap="wrap" align="start">
            <Field.Root width={{ base: 'full', sm: '14rem' }}>
              <Field.Label>{t('exhibit.actExport.keyword')}</Field.Label>
              <Input defaultValue={search.keyword ?? ''} placeholder={t('exhibit.actExport.keywordPlaceholder')} onBlur={(e) => set({ keyword: e.target.value.trim() || undefined })} />
            </Field.Root>
            <PeriodFields value={search} onChange={(next) => set(next)} />
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <ExportButton
              label="exhibit.actExport.companies"
              fileName={activityExports.companies.fileName}
              disabled={invalidPeriod}
              request={(o) => activityExports.companies.request(filter, o)}
            />
            <ExportButton
              label="exhibit.actExport.products"
              fileName={activityExports.products.fileName}
              disabled={invalidPeriod}
              request={(o) => activityExports.products.request(filter, o)}
            />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Header>
          <Text fontWeight="medium">{t('exhibit.actExport.byActivity')}</Text>
        </Card.Header>
        <Card.Body gap="3">
          <QueryState query={activities} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('exhibit.actExport.noActivities')}>
            {(r) => (
              <Field.Root width={{ base: 'full', md: '28rem' }}>
                <Field.Label>{t('exhibit.actExport.activity')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={search.activityId ?? ''} onChange={(e) => set({ activityId: e.target.value || undefined })}>
                    <option value="">{t('exhibit.actExport.chooseActivity')}</option>
                    {r.data.items.map((a) => (
                      <option key={a.id} value={a.id}>
                        {t('exhibit.actExport.activityOption', { name: a.name, company: a.companyName ?? '', date: formatDate(a.startTime, 'YYYY-MM-DD') })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
          </QueryState>
          <ExportButton
            alignSelf="start"
            label="exhibit.actExport.users"
            fileName={activityExports.users.fileName}
            disabled={!search.activityId}
            request={(o) => activityExports.users.request({ activityId: search.activityId ?? '' }, undefined, o)}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
