/**
 * 数据导出 / What the organiser can export for the current exhibition, each as a background task
 * (large exhibitions produce files of tens of thousands of rows); 导出记录 / the tasks with their
 * progress, refreshed while one is running, and the finished files to download.
 */
import { Button, Card, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportTaskStatus, type ExportTask } from '@gen/api/model';
import {
  columnsOf, DataTable, FileLink, formatDate, PageHeader, QueryState, reportError, ScopeNotice, StatusBadge, useScopeId,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { EXPORT_KINDS, pollWhileBusy, queueExport, recentTasksQuery, tasksQuery, taskStatus } from './exportTasks';

const c = columnsOf<ExportTask>();
const columns = [
  c.text('name', 'host.exports.name', { minWidth: '10rem' }),
  c.status('status', 'host.exports.statusLabel', taskStatus),
  c.custom('fileName', 'host.exports.file', (task) =>
    task.status === ExportTaskStatus.Done ? (
      <FileLink href={task.fileUrl} name={task.fileName ?? `${task.name}.xlsx`} />
    ) : task.status === ExportTaskStatus.Failed ? (
      <Text color="fg.error" textStyle="sm">
        {task.errorMessage}
      </Text>
    ) : null,
  { minWidth: '14rem' }),
  c.text('createUserName', 'host.exports.by'),
  c.date('createTime', 'host.exports.createTime'),
  c.date('finishTime', 'host.exports.finishTime'),
];

/** 数据导出: the kinds of export, each queued with one click. */
export function ExportPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.ex.export" scope="exhibition" />;
  return <Exports exhibitionId={exhibitionId} />;
}

function Exports({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [onlyApproved, setOnlyApproved] = useState(true);
  const [busy, setBusy] = useState<string>();
  const recent = useQuery({ ...recentTasksQuery(exhibitionId), refetchInterval: (q) => pollWhileBusy(q.state.data?.data) });
  const queue = async (kind: (typeof EXPORT_KINDS)[number]) => {
    setBusy(kind.type);
    try {
      await queueExport(exhibitionId, kind, onlyApproved);
      notify.success(t('host.exports.queued', { name: t(kind.title) }));
      await queryClient.invalidateQueries({ queryKey: recentTasksQuery(exhibitionId).queryKey });
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(undefined);
    }
  };
  const latest = useMemo(() => (recent.data?.data ?? []).slice(0, 5), [recent.data]);
  return (
    <Stack gap="5" minW="0">
      <PageHeader
        title="nav.host.ex.export"
        description="host.exports.description"
        actions={
          <Button asChild variant="outline">
            <Link to="/host/index/ex/export-info">{t('nav.host.ex.export-info')}</Link>
          </Button>
        }
      />
      <Checkbox.Root checked={onlyApproved} onCheckedChange={(e) => setOnlyApproved(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('host.exports.onlyApproved')}</Checkbox.Label>
      </Checkbox.Root>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {EXPORT_KINDS.map((kind) => (
          <Card.Root key={kind.type} size="sm">
            <Card.Body gap="1">
              <Text fontWeight="medium">{t(kind.title)}</Text>
              <Text textStyle="sm" color="fg.muted">
                {t(kind.help)}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button size="sm" colorPalette="blue" loading={busy === kind.type} onClick={() => void queue(kind)} aria-label={t('host.exports.queue', { name: t(kind.title) })}>
                {t('host.exports.start')}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Stack gap="2">
        <Text fontWeight="medium">{t('host.exports.recent')}</Text>
        <QueryState query={recent} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.exports.empty')}>
          {() => (
            <Stack gap="2" as="ul" aria-label={t('host.exports.recent')}>
              {latest.map((task) => (
                <HStack as="li" key={task.id} gap="3" wrap="wrap">
                  <Text>{task.name}</Text>
                  <StatusBadge value={task.status} map={taskStatus} />
                  {task.status === ExportTaskStatus.Done && <FileLink href={task.fileUrl} name={task.fileName ?? `${task.name}.xlsx`} />}
                  <Text textStyle="xs" color="fg.muted">
                    {formatDate(task.createTime)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}

/** 导出记录: every task of the exhibition, newest first, refreshed while one is in progress. */
export function ExportTasksPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.ex.export-info" scope="exhibition" />;
  return <Tasks exhibitionId={exhibitionId} />;
}

function Tasks({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery({ ...tasksQuery(exhibitionId), refetchInterval: (q) => pollWhileBusy(q.state.data?.data) });
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.ex.export-info"
        description="host.exports.tasksDescription"
        actions={
          <Button asChild colorPalette="blue">
            <Link to="/host/index/ex/export">{t('host.exports.new')}</Link>
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.exports.empty')}>
        {(r) => <DataTable rows={r.data} columns={columns} label={t('nav.host.ex.export-info')} busy={query.isFetching} />}
      </QueryState>
    </Stack>
  );
}
