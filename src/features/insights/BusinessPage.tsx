/**
 * 商机线索 / Business leads: the companies the platform suggests meeting (joinMatching), best
 * matches first, with the booth to find them at and the reason; keyword, scope (this exhibition
 * or every show the company took part in) and paging in the URL.
 */
import { Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JoinMatching } from '@gen/api/model';
import { columnsOf, ListPage, MeterBar, ScopeNotice, Thumbnail, useListSearchOf, useScopeIds, type ListColumn } from '@/components/kit';
import { insightScopeOf, matchesQuery, type InsightScope } from './queries';
import type { BusinessSearch } from './routes';

const c = columnsOf<JoinMatching>();
const company = c.custom('matchCompanyName', 'insights.business.company', (r) => (
  <HStack gap="3">
    <Thumbnail src={r.matchCompanyLogo} alt="" boxSize="10" rounded="md" />
    <Stack gap="0">
      <Text fontWeight="medium">{r.matchCompanyName}</Text>
      {r.matchIndustryName && (
        <Text textStyle="xs" color="fg.muted">
          {r.matchIndustryName}
        </Text>
      )}
    </Stack>
  </HStack>
), { minWidth: '16rem' });
const booth = c.custom('matchBoothNo', 'insights.business.booth', (r) => r.matchBoothNo ?? r.matchHallName ?? '—');
const score = c.custom('matchScore', 'insights.business.score', (r) => <MeterBar value={r.matchScore ?? 0} max={100} colorPalette="teal" />, { sortable: 'matchScore', minWidth: '14rem' });
const reason = c.custom('matchReason', 'insights.business.reason', (r) => <Text wordBreak="break-word">{r.matchReason ?? '—'}</Text>, { minWidth: '16rem' });
const time = c.date('createTime', 'insights.business.time', { pattern: 'datetime', sortable: true });
const COLUMNS: Record<'current' | 'all', ListColumn<JoinMatching>[]> = {
  current: [company, booth, score, reason, time],
  all: [company, c.text('exhibitionName', 'insights.business.exhibition'), booth, score, reason, time],
};

export function BusinessPage() {
  const scope = insightScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title="nav.exhibitor.business" scope="company" />;
  return <Matches scope={scope} />;
}

function Matches({ scope }: { scope: InsightScope }) {
  const { t } = useTranslation();
  const list = useListSearchOf<BusinessSearch>();
  const query = useQuery({ ...matchesQuery(list.search, scope), placeholderData: keepPreviousData, retryOnMount: false });
  return (
    <ListPage
      title="nav.exhibitor.business"
      description="insights.business.description"
      list={list}
      query={query}
      columns={COLUMNS[list.search.all ? 'all' : 'current']}
      searchPlaceholder="insights.business.search"
      emptyTitle="insights.business.empty"
      filters={
        <Checkbox.Root checked={Boolean(list.search.all)} onCheckedChange={(e) => list.setFilters({ all: e.checked === true ? true : undefined })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('insights.business.scopeAll')}</Checkbox.Label>
        </Checkbox.Root>
      }
    />
  );
}
