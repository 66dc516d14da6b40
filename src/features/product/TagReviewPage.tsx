/**
 * 标签审核 / The tags exhibitors asked to bind to their products, as the organiser checks them:
 * pass (the tags then show on the product), reject with the remark the exhibitor reads, the same
 * for the selected rows at once, a product's earlier requests, and the list as a spreadsheet.
 */
import { Button, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProductTagAuditLog } from '@gen/api/model';
import {
  columnsOf, ExportButton, formatDate, listKeyOf, PanelDrawer, QueryState, RemarkDrawer, reportError, ResourceListPage, StatusBadge, toPageRequest, useListSearchOf,
  useScopeId, useTableEditor, type FilterOption, type RowAction,
} from '@/components/kit';
import { exportTagReview, historyQuery, TAG_REVIEW_EXPORT_NAME, tagAuditStatus, tagDecisions, tagReview } from './tagReview';

const Tags = ({ names }: { names: string[] | undefined }) => (
  <Wrap gap="1">
    {(names ?? []).map((n) => (
      <Tag.Root key={n} size="sm" variant="subtle">
        <Tag.Label>{n}</Tag.Label>
      </Tag.Root>
    ))}
  </Wrap>
);

const c = columnsOf<ProductTagAuditLog>();
const columns = [
  c.twoLines('productName', 'host.tagReview.product', (a) => a.productName, (a) => a.compName, { minWidth: '14rem' }),
  c.custom('tagNames', 'host.tagReview.tags', (a) => <Tags names={a.tagNames} />, { minWidth: '12rem' }),
  c.status('auditStatus', 'host.tagReview.statusLabel', tagAuditStatus),
  c.text('auditRemark', 'host.tagReview.remark', { minWidth: '10rem' }),
  c.date('createTime', 'host.tagReview.createTime', { sortable: true }),
];

const STATUS_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'host.tagReview.status.pending' },
  { value: 1, label: 'host.tagReview.status.passed' },
  { value: 2, label: 'host.tagReview.status.rejected' },
];

type Rejecting = { rows: ProductTagAuditLog[]; done?: () => Promise<void> };

function ExportReview() {
  const list = useListSearchOf<z.output<typeof tagReview.search>>();
  const exhibitionId = useScopeId('exhibition') ?? '';
  return (
    <ExportButton
      fileName={TAG_REVIEW_EXPORT_NAME}
      request={(o) => exportTagReview({ ...toPageRequest(list.search), exhibitionId, auditStatus: list.search.auditStatus }, o)}
    />
  );
}

export function TagReviewPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const editor = useTableEditor<Rejecting>(listKeyOf(tagReview, exhibitionId));
  const [history, setHistory] = useState<ProductTagAuditLog>();
  const rejecting = editor.drawer?.record;
  const { open } = editor;
  const bulkActions = useCallback(
    (rows: ProductTagAuditLog[], done: () => Promise<void>) => <BulkDecisions rows={rows} done={done} onReject={() => open({ rows, done })} />,
    [open],
  );
  const rowActions: RowAction<ProductTagAuditLog>[] = [
    { label: 'host.tagReview.pass', onSelect: tagDecisions.pass, hidden: (a) => a.auditStatus === 1, successMessage: 'host.tagReview.passed' },
    { label: 'host.tagReview.reject', onSelect: (a) => editor.open({ rows: [a] }), hidden: (a) => a.auditStatus === 2 },
    { label: 'host.tagReview.history', onSelect: (a) => setHistory(a) },
  ];
  return (
    <ResourceListPage
      resource={tagReview}
      columns={columns}
      filters={[{ name: 'auditStatus', label: 'host.tagReview.statusLabel', options: STATUS_FILTER }]}
      searchPlaceholder="host.tagReview.search"
      description="host.tagReview.description"
      rowActions={rowActions}
      actions={<ExportReview />}
      bulkActions={bulkActions}
    >
      {editor.drawer && rejecting && (
        <RemarkDrawer
          key={editor.drawer.key}
          title={
            rejecting.rows.length === 1
              ? t('host.tagReview.rejectTitle', { name: rejecting.rows[0]!.productName ?? '' })
              : t('host.tagReview.rejectManyTitle', { count: rejecting.rows.length })
          }
          label={t('host.tagReview.remark')}
          helper={t('host.tagReview.remarkHelper')}
          max={500}
          save={(remark) =>
            rejecting.rows.length === 1 && !rejecting.done ? tagDecisions.reject(rejecting.rows[0]!, remark) : tagDecisions.decideMany(rejecting.rows, 2, remark)
          }
          onClose={editor.close}
          onSaved={() => (rejecting.done ? rejecting.done() : editor.refresh())}
        />
      )}
      <HistoryDrawer log={history} onClose={() => setHistory(undefined)} />
    </ResourceListPage>
  );
}

/** Pass the selected requests at once, or reject them with one remark (asked in the drawer). */
function BulkDecisions({ rows, done, onReject }: { rows: ProductTagAuditLog[]; done: () => Promise<void>; onReject: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" colorPalette="green" variant="outline" onClick={() => void tagDecisions.decideMany(rows, 1).then(done, (error: unknown) => reportError(error, t('kit.list.actionFailed')))}>
        {t('host.tagReview.passSelected')}
      </Button>
      <Button size="sm" colorPalette="red" variant="outline" onClick={onReject}>
        {t('host.tagReview.rejectSelected')}
      </Button>
    </>
  );
}

/** The product's tag requests, newest first, with what became of each. */
function HistoryDrawer({ log, onClose }: { log: ProductTagAuditLog | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ ...historyQuery(log?.productId ?? ''), enabled: Boolean(log) });
  return (
    <PanelDrawer open={Boolean(log)} title={t('host.tagReview.historyTitle', { name: log?.productName ?? '' })} onClose={onClose}>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.tagReview.noHistory')}>
        {(r) => (
          <Stack as="ol" gap="4">
            {r.data.map((a) => (
              <Stack as="li" key={a.id} gap="1" borderBottomWidth="1px" pb="3">
                <Text textStyle="sm" color="fg.muted">
                  {formatDate(a.createTime)}
                </Text>
                <Tags names={a.tagNames} />
                <StatusBadge value={a.auditStatus} map={tagAuditStatus} />
                {a.auditRemark && <Text textStyle="sm">{a.auditRemark}</Text>}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </PanelDrawer>
  );
}
