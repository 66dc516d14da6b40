/**
 * 扫码记录 / Scan records (exinfo/scan): the visitors who scanned the company's mini-programme code
 * (at the booth, on its printed material) and so opened the company's page, newest first, each
 * with what they registered (name, mobile, company, department and position, region) and when.
 * Beside them, the code itself to print (WeAppSmallCode, target type 1: company).
 *
 * The specification names the page only. The contract records a visitor opening a company's page
 * in the mini-programme as a company view log (GraphQL viewerLogs.companyLogPage, with the
 * visitor's registration); that is what a scan leaves, so the page lists those logs, for a period
 * kept in the URL.
 */
import { Badge, Box, Card, Grid, Stack, Text } from '@chakra-ui/react';
import { getWeAppSmallCodeGetQueryOptions } from '@gen/api/release/release';
import { useViewerLogsCompanyLogPageQuery, type ViewerLogsCompanyLogPageQuery } from '@gen/graphql/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  columnsOf, Fact, isPeriodInverted, ListPage, periodRange, PeriodFields, QrDownload, QueryState, ScopeNotice, TwoLines, useListSearchOf, useScopeIds,
  type ListColumn, type ScopeIds,
} from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { ScanSearch } from './routes';

const TITLE = 'nav.exhibitor.exinfo.scan' as const;

type ScanLog = ViewerLogsCompanyLogPageQuery['viewerLogs']['companyLogPage']['items'][number];

/** The logs of the company's page for the period of the URL, as the list reads them ({ data: page }). */
export function scansQuery(compId: string, search: ScanSearch) {
  const inverted = isPeriodInverted(search);
  const variables = {
    input: { companyId: compId, pageIndex: search.pageIndex, pageSize: search.pageSize, ...(inverted ? {} : withoutEmpty(periodRange(search))) },
  };
  return {
    queryKey: useViewerLogsCompanyLogPageQuery.getKey(variables),
    queryFn: async () => ({ data: (await useViewerLogsCompanyLogPageQuery.fetcher(variables)()).viewerLogs.companyLogPage }),
  };
}

const withoutEmpty = (range: { startTime?: string; endTime?: string }) => Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined));

/** The code the visitors scan: it opens the company's page in the mini-programme. */
export const companyCodeQuery = (compId: string) =>
  getWeAppSmallCodeGetQueryOptions({ targetType: 1, targetId: compId, scene: `c=${compId.replace(/-/g, '').slice(0, 30)}` });

/** The page's loader: its text, this page of scans and the code. */
export async function loadScan({ context, deps, cause }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: ScanSearch; cause: 'preload' | 'enter' | 'stay' }) {
  const locale = loadLocale('exhibit');
  const compId = context.scope?.compId;
  if (!compId) return locale;
  const data = Promise.all([context.queryClient.prefetchQuery(scansQuery(compId, deps)), context.queryClient.prefetchQuery(companyCodeQuery(compId))]);
  await Promise.all(cause === 'stay' ? [locale] : [locale, data]);
}

const c = columnsOf<ScanLog>();
const COLUMNS: ListColumn<ScanLog>[] = [
  c.custom('viewer', 'exhibit.scan.visitor', (r) => <TwoLines main={r.viewer?.name ?? ''} sub={r.viewer?.phoneNumber} />),
  c.custom('companyId', 'exhibit.scan.company', (r) => <TwoLines main={r.viewer?.companyName ?? ''} sub={[r.viewer?.department, r.viewer?.jobTitle].filter(Boolean).join(' · ')} />),
  c.custom('userId', 'exhibit.scan.region', (r) => <Text>{[r.viewer?.province, r.viewer?.city].filter(Boolean).join(' ')}</Text>),
  c.custom('collectCount', 'exhibit.scan.interest', (r) => <Interest log={r} />),
  c.date('inTime', 'exhibit.scan.time', { pattern: 'datetime' }),
];

function Interest({ log }: { log: ScanLog }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" gap="1">
      {log.collectCount > 0 && <Badge colorPalette="orange">{t('exhibit.scan.collected')}</Badge>}
      {log.shareCount > 0 && <Badge colorPalette="blue">{t('exhibit.scan.shared')}</Badge>}
    </Stack>
  );
}

export function ScanPage() {
  const compId = useScopeIds()?.compId;
  if (!compId) return <ScopeNotice title={TITLE} scope="company" />;
  return <Scans compId={compId} />;
}

function Scans({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const list = useListSearchOf<ScanSearch>();
  const query = useQuery({ ...scansQuery(compId, list.search), placeholderData: keepPreviousData, retryOnMount: false });
  const code = useQuery(companyCodeQuery(compId));
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 16rem' }} gap="6" alignItems="start">
      <Box minW="0">
        <ListPage
          title={TITLE}
          description="exhibit.scan.description"
          list={list}
          query={query}
          columns={COLUMNS}
          searchPlaceholder={false}
          emptyTitle="exhibit.scan.empty"
          summary={query.data && <Fact label="exhibit.scan.total">{t('exhibit.scan.count', { count: query.data.data.totalCount })}</Fact>}
          filters={<PeriodFields value={list.search} onChange={(next) => list.setFilters(next)} />}
        />
      </Box>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2" fontSize="md">
            {t('exhibit.scan.code')}
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            <Text color="fg.muted" fontSize="sm">
              {t('exhibit.scan.codeHint')}
            </Text>
            <QueryState query={code} skeletonRows={1}>
              {(r) => <QrDownload src={r.data} fileName={t('exhibit.scan.codeFile')} alt={t('exhibit.scan.code')} />}
            </QueryState>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
