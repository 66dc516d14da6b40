/** 资料下载 / Downloads: what the organiser publishes for exhibitors of the current exhibition. */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DownloadFile } from '@gen/api/model';
import { columnsOf, DataTable, FileLink, formatBytes, PageHeader, QueryState, ScopeNotice, useScopeIds } from '@/components/kit';
import { exhibitorDownloadsQuery } from './downloads';

const c = columnsOf<DownloadFile>();
const columns = [
  c.text('name', 'exhibit.downloads.name', { minWidth: '12rem' }),
  c.custom('file', 'exhibit.downloads.file', (row) => <FileLink href={row.fileUrl} name={row.fileName ?? row.name} />, { minWidth: '16rem' }),
  c.text('fileSize', 'exhibit.downloads.size', { format: (v) => (typeof v === 'number' ? formatBytes(v) : '') }),
  c.date('createTime', 'exhibit.downloads.published'),
];

export function DownloadsPage() {
  const exhibitionId = useScopeIds()?.exhibitionId;
  if (!exhibitionId) return <ScopeNotice title="nav.exhibitor.exinfo.down" scope="exhibition" />;
  return <Downloads exhibitionId={exhibitionId} />;
}

function Downloads({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(exhibitorDownloadsQuery(exhibitionId));
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.exhibitor.exinfo.down" description="exhibit.downloads.description" />
      <QueryState query={query} isEmpty={(files) => files.length === 0} emptyTitle={t('exhibit.downloads.empty')} emptyDescription={t('exhibit.downloads.emptyHint')}>
        {(files) => <DataTable rows={files} columns={columns} label={t('nav.exhibitor.exinfo.down')} busy={query.isFetching} />}
      </QueryState>
    </Stack>
  );
}
