/**
 * 直播回放: the channel's recordings page by page (newest first) with their conversion state; a
 * recording is converted into an on-demand video, copied for the black-screen live or removed, and
 * the on-demand / black-screen copies are re-read from the provider.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import type { LiveHistoryItemFieldsFragment } from '@gen/graphql/hooks';
import {
  columnsOf, DataTable, defineStatusMap, formatBytes, ListPagination, QueryState, reportError, StatusBadge, useConfirm, type ListContext,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { historyCalls, historyKey, historyQuery } from './calls';
import type { LiveManageSearch } from './routes';
import { ROUTE, type LiveActivity } from './shared';

type Recording = LiveHistoryItemFieldsFragment;

/** The conversion into an on-demand video: 0 not converted, 1 converting, 2 done. */
const convertStatus = defineStatusMap({
  0: { label: 'liveManage.history.convert.none', color: 'gray' },
  1: { label: 'liveManage.history.convert.converting', color: 'orange' },
  2: { label: 'liveManage.history.convert.done', color: 'green' },
});
const stateOf = (r: Recording) => (r.isConvert ? 2 : (r.convertStatus ?? 0));
const yesNo = defineStatusMap({
  true: { label: 'liveManage.history.has', color: 'green' },
  false: { label: 'liveManage.history.hasNot', color: 'gray' },
});

const minutes = (seconds: number | null) => (seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

export function HistorySection({ activity }: { activity: LiveActivity }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { page } = useSearch({ from: ROUTE });
  const query = useQuery({ ...historyQuery(activity.id, page), placeholderData: keepPreviousData });
  const [confirm, confirmDialog] = useConfirm();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: historyKey(activity.id) }), [queryClient, activity.id]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const reread = useMutation({
    mutationFn: () => historyCalls.refresh(activity.id),
    onSuccess: async () => {
      notify.success(t('liveManage.history.refreshed'));
      await refresh();
    },
    onError: (error) => reportError(error, t('liveManage.history.refreshFailed')),
  });

  const columns = useMemo(() => {
    const c = columnsOf<Recording>();
    return [
      c.image('firstImage', 'kit.column.image'),
      c.twoLines('fileName', 'liveManage.history.file', (r) => r.title || r.fileName || r.fileId, (r) => r.resolution ?? '', { minWidth: '14rem' }),
      c.date('startTime', 'liveManage.history.startTime'),
      c.custom('duration', 'liveManage.history.duration', (r) => minutes(r.duration), { align: 'end' }),
      c.custom('fileSize', 'liveManage.history.size', (r) => (r.fileSize === null ? '' : formatBytes(r.fileSize)), { align: 'end' }),
      c.custom('convert', 'liveManage.history.state', (r) => <StatusBadge value={stateOf(r)} map={convertStatus} />),
      c.status('vodIsHad', 'liveManage.history.vod', yesNo),
      c.status('blackIsHad', 'liveManage.history.black', yesNo),
      c.text('daysLeft', 'liveManage.history.daysLeft', { align: 'end' }),
      c.actions({
        items: [
          { label: 'liveManage.history.convertAction', hidden: (r) => stateOf(r) !== 0, successMessage: 'liveManage.history.converting', onSelect: (r) => historyCalls.convert(activity.id, r.fileId, r.title ?? undefined) },
          { label: 'liveManage.history.copyAction', hidden: (r) => r.blackIsHad, successMessage: 'liveManage.history.copied', onSelect: (r) => historyCalls.copy(activity.id, r.fileId) },
          { label: 'liveManage.history.removeAction', danger: true, confirm: 'liveManage.history.removeConfirm', successMessage: 'liveManage.history.removed', onSelect: (r) => historyCalls.remove(activity.id, r.fileId) },
        ],
      }),
    ];
  }, [activity.id]);

  return (
    <Stack gap="4">
      <HStack>
        <Button size="sm" variant="outline" loading={reread.isPending} onClick={() => reread.mutate()}>
          <LuRefreshCw /> {t('liveManage.history.refresh')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.liveHistory.page.items.length === 0} emptyTitle={t('liveManage.history.empty')}>
        {(r) => (
          <Stack gap="3">
            <DataTable rows={r.liveHistory.page.items} getRowId={(x) => x.fileId} columns={columns} context={context} label={t('liveManage.history.title')} busy={query.isFetching} />
            <ListPagination<LiveManageSearch>
              page={page}
              pageSize={r.liveHistory.page.pageSize}
              total={r.liveHistory.page.totalCount}
              pageParam="page"
            />
          </Stack>
        )}
      </QueryState>
      {confirmDialog}
    </Stack>
  );
}
