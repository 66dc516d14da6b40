/**
 * 参展申请 / The applications service-provider companies filed for the current exhibition: by
 * application or by service line (two views in the URL), filtered by state, change and company;
 * a line confirmed, cancelled or reopened, an application's changes marked as seen, a line deleted
 * after a question; the companies' exhibitions renamed; the application files applicants download.
 */
import { Badge, Button, Card, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApplyCompanyOrderRowState, type ApplyCompany, type ApplyCompanyOrder, type ApplyExhibitionFile } from '@gen/api/model';
import { ApplyExhibitionFileCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, columnsOf, DataFilterSelect, FileLink, formatBytes, formatYuan, FormDrawer, PanelDrawer, QueryState, ResourceListPage, TextareaField, TextField, UploadField,
  useListSearchOf, useScopeId, type FilterOption, type RowAction,
} from '@/components/kit';
import { APPLY_FILES, applyCompaniesQuery, applyFileQuery, applyOrders, markChangesSeen, rowStates, saveApplyFile, saveExhibitionNames, setRowState } from './applyEx';
import { APPLY_VIEWS, type ApplyView } from './routes';
import { formatList } from '@/lib/i18n';

type Search = z.output<typeof applyOrders.search>;

function Yuan({ value }: { value: number | undefined }) {
  const { i18n } = useTranslation();
  return value === undefined ? null : <>{formatYuan(value, i18n.language)}</>;
}

function Changed({ row }: { row: ApplyCompanyOrder }) {
  const { t } = useTranslation();
  return row.isChanged ? <Badge colorPalette="purple">{t('host.applyEx.changed')}</Badge> : null;
}

const c = columnsOf<ApplyCompanyOrder>();
const state = c.status('rowState', 'host.applyEx.stateLabel', rowStates);
const byApplication = [
  c.twoLines('orderNo', 'host.applyEx.order', (r) => r.orderNo, (r) => r.compName, { minWidth: '14rem' }),
  c.text('boothNo', 'host.applyEx.booth'),
  c.twoLines('applyCompanyName', 'host.applyEx.applyCompany', (r) => r.applyCompanyName, (r) => [r.contactName, r.contactPhone].filter(Boolean).join(' '), { minWidth: '14rem' }),
  c.custom('amount', 'host.applyEx.amount', (r) => <Yuan value={r.amount} />, { align: 'end' }),
  state,
  c.custom('isChanged', 'host.applyEx.changedLabel', (r) => <Changed row={r} />),
  c.date('createTime', 'host.applyEx.createTime', { sortable: true }),
];
const byLine = [
  c.twoLines('dePjName', 'host.applyEx.item', (r) => r.dePjName, (r) => r.dePjNameGroupName, { minWidth: '12rem' }),
  c.twoLines('compName', 'host.applyEx.exhibitor', (r) => r.compName, (r) => r.boothNo, { minWidth: '12rem' }),
  c.custom('quantity', 'host.applyEx.quantity', (r) => `${r.quantity} ${r.unit ?? ''}`.trim(), { align: 'end' }),
  c.custom('unitPrice', 'host.applyEx.unitPrice', (r) => <Yuan value={r.unitPrice} />, { align: 'end' }),
  c.custom('amount', 'host.applyEx.amount', (r) => <Yuan value={r.amount} />, { align: 'end' }),
  c.text('remark', 'host.applyEx.remark', { minWidth: '10rem' }),
  state,
];

const STATE_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'host.applyEx.state.pending' },
  { value: 1, label: 'host.applyEx.state.confirmed' },
  { value: 2, label: 'host.applyEx.state.cancelled' },
];
const CHANGED_FILTER: FilterOption<boolean>[] = [
  { value: true, label: 'host.applyEx.changedOnly' },
  { value: false, label: 'host.applyEx.unchanged' },
];

const rowActions: RowAction<ApplyCompanyOrder>[] = [
  {
    label: 'host.applyEx.confirm', onSelect: (r) => setRowState(r, ApplyCompanyOrderRowState.Confirmed),
    hidden: (r) => r.rowState === ApplyCompanyOrderRowState.Confirmed, successMessage: 'host.applyEx.confirmed',
  },
  {
    label: 'host.applyEx.cancel', onSelect: (r) => setRowState(r, ApplyCompanyOrderRowState.Cancelled), confirm: 'host.applyEx.cancelConfirm', danger: true,
    hidden: (r) => r.rowState === ApplyCompanyOrderRowState.Cancelled, successMessage: 'host.applyEx.cancelled',
  },
  {
    label: 'host.applyEx.reopen', onSelect: (r) => setRowState(r, ApplyCompanyOrderRowState.Pending),
    hidden: (r) => r.rowState === ApplyCompanyOrderRowState.Pending, successMessage: 'host.applyEx.reopened',
  },
  { label: 'host.applyEx.markSeen', onSelect: markChangesSeen, hidden: (r) => !r.isChanged, successMessage: 'host.applyEx.seen' },
];

/** The two views (by application, by service line) as tabs, and the applying company filter. */
function ViewAndCompany() {
  const { t } = useTranslation();
  const list = useListSearchOf<Search>();
  const companies = useQuery(applyCompaniesQuery());
  return (
    <HStack gap="3" wrap="wrap">
      <Tabs.Root value={list.search.view ?? 'orders'} onValueChange={(e) => list.setFilters({ view: e.value as ApplyView })} variant="enclosed" size="sm">
        <Tabs.List>
          {APPLY_VIEWS.map((v) => (
            <Tabs.Trigger key={v} value={v}>
              {t(`host.applyEx.views.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DataFilterSelect list={list} name="applyCompanyId" label="host.applyEx.applyCompany" options={(companies.data?.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
    </HStack>
  );
}

const viewAndCompany = () => <ViewAndCompany />;

export function ApplyExPage() {
  const { t } = useTranslation();
  const list = useListSearchOf<Search>();
  const [panel, setPanel] = useState<'companies' | 'files'>();
  return (
    <ResourceListPage
      resource={applyOrders}
      columns={list.search.view === 'lines' ? byLine : byApplication}
      filters={[
        { name: 'rowState', label: 'host.applyEx.stateLabel', options: STATE_FILTER },
        { name: 'isChanged', label: 'host.applyEx.changedLabel', options: CHANGED_FILTER },
      ]}
      moreFilters={viewAndCompany}
      searchPlaceholder="host.applyEx.search"
      description="host.applyEx.description"
      rowActions={rowActions}
      actions={
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setPanel('companies')}>
            {t('host.applyEx.companies')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPanel('files')}>
            {t('host.applyEx.filesTitle')}
          </Button>
        </HStack>
      }
    >
      <PanelDrawer open={panel === 'companies'} title={t('host.applyEx.companies')} onClose={() => setPanel(undefined)}>
        <ApplyCompanies />
      </PanelDrawer>
      <PanelDrawer open={panel === 'files'} title={t('host.applyEx.filesTitle')} onClose={() => setPanel(undefined)}>
        <Stack gap="4">
          {APPLY_FILES.map((f) => (
            <ApplyFileCard key={f.name} name={f.name} label={t(f.label)} />
          ))}
        </Stack>
      </PanelDrawer>
    </ResourceListPage>
  );
}

const namesSchema = z.object({ names: z.array(z.string().trim().min(1).max(100)) });

/** The applying companies with the exhibitions they chose; the names shown to them can be corrected. */
function ApplyCompanies() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(applyCompaniesQuery());
  const [editing, setEditing] = useState<ApplyCompany>();
  return (
    <>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.applyEx.noCompanies')}>
        {(r) => (
          <Stack as="ul" gap="3">
            {r.data.map((a) => (
              <Stack as="li" key={a.id} gap="1" borderBottomWidth="1px" pb="3" aria-label={a.name}>
                <HStack justify="space-between">
                  <Text fontWeight="medium">{a.name}</Text>
                  <Button size="xs" variant="outline" onClick={() => setEditing(a)}>
                    {t('host.applyEx.renameExhibitions')}
                  </Button>
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {[a.contactName, a.contactPhone].filter(Boolean).join(' ')}
                </Text>
                <Text textStyle="sm">{formatList(a.exhibitionNames) || t('host.applyEx.noExhibitions')}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      {editing && (
        <FormDrawer
          open
          title={t('host.applyEx.renameTitle', { name: editing.name })}
          schema={namesSchema}
          defaultValues={{ names: editing.exhibitionIds.map((_, i) => editing.exhibitionNames[i] ?? '') }}
          save={(v) => saveExhibitionNames(editing, v.names)}
          onClose={() => setEditing(undefined)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: applyCompaniesQuery().queryKey })}
        >
          {({ control }) =>
            editing.exhibitionIds.map((exId, i) => (
              <TextField key={exId} control={control} name={`names.${i}`} label={t('host.applyEx.exhibitionName', { index: i + 1 })} required />
            ))
          }
        </FormDrawer>
      )}
    </>
  );
}

const fileSchema = ApplyExhibitionFileCreateBody.omit({ exhibitionId: true, name: true }).extend({ remark: blank(ApplyExhibitionFileCreateBody.shape.remark) });

/** One application file: the stored one with its download, or an empty state with an upload (204). */
function ApplyFileCard({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const exhibitionId = useScopeId('exhibition') ?? undefined;
  const query = useQuery(applyFileQuery(name));
  const [open, setOpen] = useState(false);
  return (
    <Card.Root size="sm" aria-label={label}>
      <Card.Header>
        <Card.Title>{label}</Card.Title>
      </Card.Header>
      <Card.Body>
        <QueryState query={query}>
          {(file: ApplyExhibitionFile | null) =>
            file ? (
              <Stack gap="1">
                <FileLink href={file.fileUrl} name={file.fileName ?? file.name} />
                {file.fileSize !== undefined && <Text textStyle="xs" color="fg.muted">{formatBytes(file.fileSize)}</Text>}
                {file.remark && <Text textStyle="sm">{file.remark}</Text>}
                <Button size="xs" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
                  {t('host.applyEx.replaceFile')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="2">
                <Text textStyle="sm" color="fg.muted">{t('host.applyEx.noFile')}</Text>
                <Button size="xs" alignSelf="start" onClick={() => setOpen(true)}>
                  {t('host.applyEx.uploadFile')}
                </Button>
              </Stack>
            )
          }
        </QueryState>
      </Card.Body>
      {open && (
        <FormDrawer
          open
          title={t('host.applyEx.fileTitle', { name: label })}
          schema={fileSchema}
          defaultValues={{ fileUrl: query.data?.fileUrl ?? '', fileName: query.data?.fileName ?? '', fileSize: query.data?.fileSize, remark: query.data?.remark ?? '' }}
          save={(v) => saveApplyFile(query.data ?? null, { ...v, name, exhibitionId })}
          onClose={() => setOpen(false)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: applyFileQuery(name).queryKey })}
        >
          {({ control, form }) => (
            <>
              <UploadField
                control={control}
                name="fileUrl"
                kind="file"
                label={t('host.applyEx.file')}
                required
                onUploaded={([f]) => {
                  if (!f) return;
                  form.setValue('fileName', f.name.slice(0, 200));
                  form.setValue('fileSize', f.size);
                }}
              />
              <TextField control={control} name="fileName" label={t('host.applyEx.fileName')} />
              <TextareaField control={control} name="remark" label={t('host.applyEx.fileRemark')} />
            </>
          )}
        </FormDrawer>
      )}
    </Card.Root>
  );
}
