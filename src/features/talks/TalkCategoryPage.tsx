/**
 * 洽谈分类统计: the talks of a period split by talk type (what the buyer wanted) and by the page
 * they were sent from, each as a chart with its table; the period's talks as a spreadsheet beside.
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CallingCardGroupCount } from '@gen/api/model';
import { BreakdownChart } from '@/components/chart';
import { ExportButton, isPeriodInverted, PageHeader, PeriodFields, QueryState, ScopeNotice, useScopeId } from '@/components/kit';
import type { TalkCategorySearch } from './routes';
import { exportTalks, TALK_EXPORT_NAME, talkFilter, talkKindQueries } from './talks';

type KindRow = { name: string; count: number };

/** The kinds that have talks, named (a kind without a name keeps its number), the largest first. */
const rowsOf = (groups: CallingCardGroupCount[]): KindRow[] =>
  groups.filter((g) => g.count > 0).map((g) => ({ name: g.name ?? String(g.key), count: g.count })).sort((a, b) => b.count - a.count);

function Categories({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const search = useSearch({ from: '/host/index/set/export-talk-category' });
  const navigate = useNavigate({ from: '/host/index/set/export-talk-category' });
  const q = talkKindQueries(search, exhibitionId);
  const byTalk = useQuery(q.byTalk);
  const bySource = useQuery(q.bySource);
  const set = (next: TalkCategorySearch) => void navigate({ search: next, replace: true });
  const series = [{ key: 'count' as const, label: t('talks.category.talks') }];
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.set.export-talk-category"
        description="talks.category.description"
        actions={
          <ExportButton
            fileName={TALK_EXPORT_NAME}
            disabled={isPeriodInverted(search)}
            request={(o) => exportTalks(talkFilter({ pageIndex: 1, pageSize: 10, ...search }, exhibitionId), o)}
          />
        }
      />
      <PeriodFields value={search} onChange={set} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <QueryState query={byTalk}>
          {(r) => (
            <BreakdownChart
              title={t('talks.category.byTalk')}
              rows={rowsOf(r.data)}
              category="name"
              categoryLabel={t('talks.talkType')}
              series={series}
              shareLabel={t('talks.category.share')}
              emptyText={t('talks.category.empty')}
            />
          )}
        </QueryState>
        <QueryState query={bySource}>
          {(r) => (
            <BreakdownChart
              title={t('talks.category.bySource')}
              kind="donut"
              rows={rowsOf(r.data)}
              category="name"
              categoryLabel={t('talks.source')}
              series={series}
              shareLabel={t('talks.category.share')}
              emptyText={t('talks.category.empty')}
            />
          )}
        </QueryState>
      </SimpleGrid>
    </Stack>
  );
}

export function TalkCategoryPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.set.export-talk-category" scope="exhibition" />;
  return <Categories exhibitionId={exhibitionId} />;
}
