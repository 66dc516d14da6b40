/** 下载管理: the current exhibition's downloadable files (manuals, forms): publish an upload, withdraw one. */
import { Button, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { DownloadFile } from '@gen/api/model';
import { DownloadCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, columnsOf, FileLink, DataTable, formatBytes, FormDrawer, NumberField, PageHeader, QueryState, ScopeNotice, SwitchField, TextField, UploadField, useConfirm, useScopeId, type ListContext,
} from '@/components/kit';
import { downloadCalls, downloadsQuery } from './downloads';

const body = DownloadCreateBody.shape;
const downloadSchema = z.object({
  name: body.name,
  fileUrl: blank(body.fileUrl),
  fileName: blank(body.fileName),
  fileSize: body.fileSize,
  showIndex: body.showIndex,
  isShow: z.boolean(),
});

export function DownloadPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.common.common-down" scope="exhibition" />;
  return <Downloads exhibitionId={exhibitionId} />;
}

function Downloads({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(downloadsQuery(exhibitionId));
  const [drawer, setDrawer] = useState<number | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: downloadsQuery(exhibitionId).queryKey }), [queryClient, exhibitionId]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };

  const columns = useMemo(() => {
    const c = columnsOf<DownloadFile>();
    return [
      c.text('name', 'settings.downloads.name', { minWidth: '12rem' }),
      c.custom('file', 'settings.downloads.file', (row) => <FileLink href={row.fileUrl} name={row.fileName ?? row.name} />, { minWidth: '14rem' }),
      c.text('fileSize', 'settings.downloads.size', { format: (v) => (typeof v === 'number' ? formatBytes(v) : '') }),
      c.text('downloadCount', 'settings.downloads.count', { align: 'end' }),
      c.text('showIndex', 'settings.geo.showIndex'),
      c.text('isShow', 'settings.downloads.shown', { format: (v) => t(v === false ? 'settings.downloads.hidden' : 'settings.downloads.visible') }),
      c.date('createTime', 'settings.downloads.published'),
      c.actions({ onDelete: (row) => downloadCalls.remove(row.id), nameOf: (row) => row.name }),
    ];
  }, [t]);

  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.common.common-down"
        description="settings.downloads.description"
        actions={
          <Button colorPalette="blue" onClick={() => setDrawer((n) => (n ?? 0) + 1)}>
            <LuPlus /> {t('settings.downloads.add')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.downloads.empty')}>
        {(r) => <DataTable rows={r.data} columns={columns} context={context} label={t('nav.host.common.common-down')} busy={query.isFetching} />}
      </QueryState>
      {drawer !== null && (
        <FormDrawer
          key={drawer}
          open
          title={t('settings.downloads.add')}
          schema={downloadSchema}
          defaultValues={{ name: '', fileUrl: '', fileName: '', showIndex: (query.data?.data.length ?? 0) + 1, isShow: true }}
          save={(values) => downloadCalls.create({ ...values, exhibitionId, fileUrl: values.fileUrl ?? '' })}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control, form }) => (
            <>
              <UploadField
                control={control}
                name="fileUrl"
                kind="file"
                label={t('settings.downloads.file')}
                required
                onUploaded={([file]) => {
                  if (!file) return;
                  form.setValue('fileName', file.name);
                  form.setValue('fileSize', file.size);
                  // The file's name without its extension is a good first title.
                  if (!form.getValues('name')) form.setValue('name', file.name.replace(/\.[^.]+$/, ''), { shouldValidate: true });
                }}
              />
              <TextField control={control} name="name" label={t('settings.downloads.name')} required />
              <NumberField control={control} name="showIndex" label={t('settings.geo.showIndex')} helper={t('settings.geo.showIndexHelper')} />
              <SwitchField control={control} name="isShow" label={t('settings.downloads.visible')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
