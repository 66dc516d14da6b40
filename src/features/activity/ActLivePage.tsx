/**
 * 活动直播 / The exhibition's lives at a glance: every activity that applied for a live, its state
 * and time; for the one chosen, the streaming channel's figures (refreshed from the provider on
 * demand: viewers, views, watching time live and in playback, traffic) and who watched, which
 * products and which exhibitors they looked at, page by page.
 */
import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import type { ActivityLiveFieldsFragment, LiveSummaryFieldsFragment, LiveViewerFieldsFragment } from '@gen/graphql/hooks';
import {
  columnsOf, DataTable, Fact, formatBytes, formatDate, formatNumber, ListPagination, ListPage, QueryState, reportError, ScopeNotice, useListSearchOf, useScopeId,
  type ListColumn, type ListSearchState,
} from '@/components/kit';
import { livesQuery, logQueries, refreshSummary } from './actLive';
import { liveStateStatus } from './liveReview';
import { LIVE_DATA_TABS, type ActLiveSearch } from './routes';

type Live = ActivityLiveFieldsFragment;

export function ActLivePage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.act.act-live" scope="exhibition" />;
  return <Lives exhibitionId={exhibitionId} />;
}

function Lives({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const list = useListSearchOf<ActLiveSearch>();
  const query = useQuery({ ...livesQuery(exhibitionId, list.search), placeholderData: keepPreviousData, retryOnMount: false });
  const chosen = list.search.activityId;
  const navigate = useNavigate({ from: '/host/index/act/act-live' });
  // Choosing a live keeps the list's page; its data starts on the first tab and page.
  const choose = (id: string) => void navigate({ search: (prev) => ({ ...prev, activityId: id, tab: 'viewers' as const, logPage: 1 }), resetScroll: false });
  const c = columnsOf<Live>();
  const columns = [
    c.custom('name', 'exhibit.actLive.activity', (a) => (
      <Stack gap="0">
        <Text fontWeight={a.id === chosen ? 'bold' : 'medium'}>{a.name}</Text>
        <Text textStyle="xs" color="fg.muted">
          {a.companyName}
        </Text>
      </Stack>
    ), { minWidth: '14rem' }),
    c.custom('liveStartTime', 'exhibit.liveReview.time', (a) => [formatDate(a.liveStartTime), formatDate(a.liveEndTime, 'HH:mm')].filter(Boolean).join(' – '), { minWidth: '12rem' }),
    c.status('liveAudit', 'exhibit.activity.liveState', liveStateStatus),
    c.custom('isOpenLive', 'exhibit.actLive.open', (a) => t(a.isOpenLive ? 'exhibit.actLive.opened' : 'exhibit.actLive.notOpened')),
    c.text('liveChannelId', 'exhibit.actLive.channel'),
    c.actions({ items: [{ label: 'exhibit.actLive.view', onSelect: (a) => choose(a.id) }] }),
  ];
  const live = query.data?.data.items.find((a) => a.id === chosen);
  return (
    <ListPage
      title="nav.host.act.act-live"
      description="exhibit.actLive.description"
      list={list as unknown as ListSearchState<ActLiveSearch>}
      query={query}
      columns={columns}
      searchPlaceholder="exhibit.liveReview.search"
      emptyTitle="exhibit.actLive.empty"
    >
      {chosen && <LiveData activityId={chosen} name={live?.name} list={list} />}
    </ListPage>
  );
}

function LiveData({ activityId, name, list }: { activityId: string; name?: string; list: ListSearchState<ActLiveSearch> }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/host/index/act/act-live' });
  return (
    <Stack as="section" gap="4" mt="6" borderTopWidth="1px" pt="4" aria-label={t('exhibit.actLive.dataOf', { name: name ?? '' })}>
      <Text fontWeight="semibold" textStyle="lg">
        {t('exhibit.actLive.dataOf', { name: name ?? '' })}
      </Text>
      <Summary activityId={activityId} />
      <Tabs.Root
        value={list.search.tab}
        onValueChange={(e) => void navigate({ search: (prev) => ({ ...prev, tab: e.value as ActLiveSearch['tab'], logPage: 1 }), resetScroll: false })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {LIVE_DATA_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`exhibit.actLive.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LIVE_DATA_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            <Logs tab={tab} activityId={activityId} list={list} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/** The channel's figures: asked of the provider when the organiser opens or refreshes them. */
function Summary({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const summary = useMutation({ mutationFn: () => refreshSummary(activityId), onError: (error) => reportError(error, t('exhibit.actLive.summaryFailed')) });
  const s: LiveSummaryFieldsFragment | undefined = summary.data;
  const minutes = (m: number) => t('exhibit.actLive.minutes', { n: formatNumber(Math.round(m)) });
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Button size="sm" variant="outline" loading={summary.isPending} onClick={() => summary.mutate()}>
          <LuRefreshCw /> {t(s ? 'exhibit.actLive.refresh' : 'exhibit.actLive.load')}
        </Button>
        {!s && !summary.isPending && (
          <Text textStyle="sm" color="fg.muted">
            {t('exhibit.actLive.summaryHint')}
          </Text>
        )}
      </HStack>
      {s && (
        <HStack gap="8" wrap="wrap" data-testid="live-summary">
          <Fact label="exhibit.actLive.uniqueViewers">{formatNumber(s.uniqueViewers)}</Fact>
          <Fact label="exhibit.actLive.views">{formatNumber(s.videoViews)}</Fact>
          <Fact label="exhibit.actLive.liveDuration">{minutes(s.livePlayDuration)}</Fact>
          <Fact label="exhibit.actLive.playbackDuration">{minutes(s.playbackPlayDuration)}</Fact>
          <Fact label="exhibit.actLive.pcMobile">{`${minutes(s.pcPlayDuration)} / ${minutes(s.mobilePlayDuration)}`}</Fact>
          <Fact label="exhibit.actLive.traffic">{formatBytes(s.flowSize)}</Fact>
        </HStack>
      )}
    </Stack>
  );
}

type LogRow = { id: string; inTime: string; shareCount: number; collectCount: number; viewer?: LiveViewerFieldsFragment | null; productName?: string | null; companyName?: string | null };

function logColumns(tab: (typeof LIVE_DATA_TABS)[number]): ListColumn<LogRow>[] {
  const c = columnsOf<LogRow>();
  return [
    c.twoLines('viewer', 'exhibit.actLive.viewer', (r) => r.viewer?.name ?? '', (r) => [r.viewer?.companyName, r.viewer?.jobTitle].filter(Boolean).join(' · '), { minWidth: '12rem' }),
    ...(tab === 'products' ? [c.text('productName', 'exhibit.actLive.product')] : []),
    ...(tab === 'companies' ? [c.text('companyName', 'exhibit.actLive.company')] : []),
    c.custom('region', 'exhibit.actLive.region', (r) => [r.viewer?.province, r.viewer?.city].filter(Boolean).join(' ')),
    c.text('shareCount', 'exhibit.actLive.shares', { align: 'end' }),
    c.text('collectCount', 'exhibit.actLive.collects', { align: 'end' }),
    c.date('inTime', 'exhibit.actLive.inTime'),
  ];
}

function Logs({ tab, activityId, list }: { tab: (typeof LIVE_DATA_TABS)[number]; activityId: string; list: ListSearchState<ActLiveSearch> }) {
  const { t } = useTranslation();
  const page = list.search.logPage;
  const query = useQuery({ ...(logQueries[tab](activityId, page) as { queryKey: unknown[]; queryFn: () => Promise<{ data: { items: LogRow[]; totalCount: number; pageSize: number } }> }), placeholderData: keepPreviousData });
  return (
    <QueryState query={query} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('exhibit.actLive.noLogs')}>
      {(r) => (
        <Stack gap="3">
          <DataTable rows={r.data.items} columns={logColumns(tab)} label={t(`exhibit.actLive.tabs.${tab}`)} busy={query.isFetching} />
          <ListPagination<ActLiveSearch>
            page={page}
            pageSize={r.data.pageSize}
            total={r.data.totalCount}
            pageParam="logPage"
          />
        </Stack>
      )}
    </QueryState>
  );
}
