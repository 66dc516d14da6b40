/**
 * 供需导出: the postings of one push state (pending, pushed, rejected), of one kind or all, for a
 * period, as a spreadsheet; each state shows how many postings it holds for these filters, so the
 * organiser knows what the file will contain before downloading it.
 */
import { Card, HStack, NativeSelect, RadioCard, SimpleGrid, Stack, Text, Field } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExportButton, isPeriodInverted, PageHeader, PeriodFields, ScopeNotice, useScopeId } from '@/components/kit';
import { EXPORT_NAME, EXPORT_TABS, exportPostings, postingStatus, tabCountQuery } from './postings';
import type { SupplyExportSearch } from './routes';

const KINDS = [1, 2, 0] as const;

function TabCount({ search, exhibitionId, status }: { search: SupplyExportSearch; exhibitionId: string; status: (typeof EXPORT_TABS)[number] }) {
  const { t } = useTranslation();
  const count = useQuery(tabCountQuery(search, exhibitionId, status));
  return (
    <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" aria-label={t('supply.export.countOf', { state: t(postingStatus[status]!.label) })}>
      {count.isError ? '—' : (count.data?.data.totalCount ?? '…')}
    </Text>
  );
}

export function SupplyExportPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition');
  const search = useSearch({ from: '/host/index/supply-info/supply-export-new' });
  const navigate = useNavigate({ from: '/host/index/supply-info/supply-export-new' });
  const set = (patch: Partial<SupplyExportSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  if (!exhibitionId) return <ScopeNotice title="nav.host.supply-info.supply-export-new" scope="exhibition" />;
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.supply-info.supply-export-new" description="supply.export.description" />
      <Card.Root size="sm">
        <Card.Body>
          <Stack gap="4">
            <HStack gap="3" align="end" wrap="wrap">
              <Field.Root width={{ base: 'full', sm: '12rem' }}>
                <Field.Label>{t('supply.posting.kind')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={search.type ?? ''} onChange={(e) => set({ type: e.target.value === '' ? undefined : (Number(e.target.value) as SupplyExportSearch['type']) })}>
                    <option value="">{t('supply.export.allKinds')}</option>
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(k === 1 ? 'supply.kind.supply' : k === 2 ? 'supply.kind.demand' : 'supply.kind.news')}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <PeriodFields value={search} onChange={(next) => set(next)} />
            </HStack>
            <RadioCard.Root value={String(search.status)} onValueChange={(e) => e.value && set({ status: Number(e.value) as SupplyExportSearch['status'] })}>
              <RadioCard.Label>{t('supply.export.which')}</RadioCard.Label>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                {EXPORT_TABS.map((status) => (
                  <RadioCard.Item key={status} value={String(status)}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{t(postingStatus[status]!.label)}</RadioCard.ItemText>
                        <TabCount search={search} exhibitionId={exhibitionId} status={status} />
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
            <HStack>
              <ExportButton fileName={EXPORT_NAME} disabled={isPeriodInverted(search)} request={(o) => exportPostings(search, exhibitionId, o)} />
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
