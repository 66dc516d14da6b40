/**
 * 观看数据: the channel's summary (asked of the provider on demand) and who watched, which products
 * and which companies they looked at, page by page (the kind and page in the URL).
 */
import { Button, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import type { LiveSummaryFieldsFragment, LiveViewerFieldsFragment } from '@gen/graphql/hooks';
import { columnsOf, DataTable, Fact, formatBytes, formatNumber, ListPagination, QueryState, reportError, type ListColumn } from '@/components/kit';
import { logQueries, refreshSummary } from './calls';
import { LOG_KINDS, type LiveManageSearch, type LogKind } from './routes';
import { ROUTE, type LiveActivity } from './shared';

type LogRow = { id: string; inTime: string; shareCount: number; collectCount: number; viewer?: LiveViewerFieldsFragment | null; productName?: string | null; companyName?: string | null };
type LogPage = { items: LogRow[]; totalCount: number; pageSize: number };

export function LogsSection({ activity }: { activity: LiveActivity }) {
  return (
    <Stack gap="6">
      <Summary activityId={activity.id} />
      <Logs activityId={activity.id} />
    </Stack>
  );
}

function Summary({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const summary = useMutation({ mutationFn: () => refreshSummary(activityId), onError: (error) => reportError(error, t('liveManage.summary.failed')) });
  const s: LiveSummaryFieldsFragment | undefined = summary.data;
  const minutes = (m: number) => t('liveManage.summary.minutes', { n: formatNumber(Math.round(m)) });
  return (
    <Stack gap="3" as="section" aria-label={t('liveManage.summary.title')}>
      <HStack gap="3">
        <Button size="sm" variant="outline" loading={summary.isPending} onClick={() => summary.mutate()}>
          <LuRefreshCw /> {t(s ? 'liveManage.summary.refresh' : 'liveManage.summary.load')}
        </Button>
        {!s && !summary.isPending && (
          <Text textStyle="sm" color="fg.muted">
            {t('liveManage.summary.hint')}
          </Text>
        )}
      </HStack>
      {s && (
        <HStack gap="8" wrap="wrap" data-testid="live-summary">
          <Fact label="liveManage.summary.uniqueViewers">{formatNumber(s.uniqueViewers)}</Fact>
          <Fact label="liveManage.summary.views">{formatNumber(s.videoViews)}</Fact>
          <Fact label="liveManage.summary.liveDuration">{minutes(s.livePlayDuration)}</Fact>
          <Fact label="liveManage.summary.playbackDuration">{minutes(s.playbackPlayDuration)}</Fact>
          <Fact label="liveManage.summary.pcMobile">{`${minutes(s.pcPlayDuration)} / ${minutes(s.mobilePlayDuration)}`}</Fact>
          <Fact label="liveManage.summary.traffic">{formatBytes(s.flowSize)}</Fact>
        </HStack>
      )}
    </Stack>
  );
}

function columnsFor(kind: LogKind): ListColumn<LogRow>[] {
  const c = columnsOf<LogRow>();
  return [
    c.twoLines('viewer', 'liveManage.logs.viewer', (r) => r.viewer?.name ?? '', (r) => [r.viewer?.companyName, r.viewer?.jobTitle].filter(Boolean).join(' · '), { minWidth: '12rem' }),
    ...(kind === 'products' ? [c.text('productName', 'liveManage.logs.product')] : []),
    ...(kind === 'companies' ? [c.text('companyName', 'liveManage.logs.company')] : []),
    c.custom('region', 'liveManage.logs.region', (r) => [r.viewer?.province, r.viewer?.city].filter(Boolean).join(' ')),
    c.text('shareCount', 'liveManage.logs.shares', { align: 'end' }),
    c.text('collectCount', 'liveManage.logs.collects', { align: 'end' }),
    c.date('inTime', 'liveManage.logs.inTime'),
  ];
}

function Logs({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const { log, logPage } = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const query = useQuery({ ...(logQueries[log](activityId, logPage) as { queryKey: unknown[]; queryFn: () => Promise<LogPage> }), placeholderData: keepPreviousData });
  const columns = useMemo(() => columnsFor(log), [log]);
  return (
    <Stack gap="3">
      <SegmentGroup.Root
        value={log}
        onValueChange={(e) => void navigate({ search: (prev) => ({ ...prev, log: (e.value ?? 'viewers') as LogKind, logPage: 1 }), resetScroll: false })}
        size="sm"
        alignSelf="start"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={LOG_KINDS.map((k) => ({ value: k, label: t(`liveManage.logs.kinds.${k}`) }))} />
      </SegmentGroup.Root>
      <QueryState query={query} isEmpty={(r) => r.items.length === 0} emptyTitle={t('liveManage.logs.empty')}>
        {(r) => (
          <Stack gap="3">
            <DataTable rows={r.items} columns={columns} label={t(`liveManage.logs.kinds.${log}`)} busy={query.isFetching} />
            <ListPagination<LiveManageSearch> page={logPage} pageSize={r.pageSize} total={r.totalCount} pageParam="logPage" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
