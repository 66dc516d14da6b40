/**
 * 交易统计 / Trade: the company's supply (招商) and procurement (采购) postings in the current
 * exhibition. Figures per kind (postings, approved, pending, rejected, views, comments) from the
 * company's releases of the exhibition; one tab per kind (in the URL) listing the postings with
 * the organiser's push state, filtered by push state and release type, searched, paged; a posting
 * opened in a drawer with its comments, answered from there; a posting deleted; each tab exported
 * as its spreadsheet. Audits and release types are the organiser's: shown, not changed here.
 */
import { Box, Button, Card, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getReleaseCommentGetByReleaseIdQueryOptions, getReleaseGetByExhibitionQueryKey, newRealeaseDelete, releaseCommentCreate } from '@gen/api/release/release';
import type { NewRelease, Release, ReleaseComment } from '@gen/api/model';
import { ReleaseCommentCreateBody } from '@gen/zod/release/release';
import {
  columnsOf, DataFilterSelect, DetailDrawer, defineStatusMap, ExportButton, formatDate, FormDrawer, ListFilterSelect, ListPage, PageHeader,
  QueryState, ScopeNotice, StatusBadge, TextareaField, useListSearchOf, useScopeIds, type DetailField, type FilterOption, type ListColumn,
} from '@/components/kit';
import { BreakdownChart } from '@/components/chart';
import { operationKey } from '@/lib/queryKeys';
import { releaseTypesQuery, statsQuery, TRADE_EXPORTS, tradeFilter, tradeQuery, tradeScopeOf, type TradeScope } from './trade';
import { TRADE_KINDS, type TradeKind, type TradeSearch } from './routes';

const TAB_LABEL = { 1: 'release.trade.supply', 2: 'release.trade.demand' } as const;

/** The organiser's push state of a posting (NewReleaseStatus). */
const pushStatus = defineStatusMap({
  0: { label: 'release.trade.pushPending', color: 'orange' },
  1: { label: 'release.trade.pushed', color: 'green' },
  2: { label: 'release.trade.pushRejected', color: 'red' },
});
const kindStatus = defineStatusMap({
  0: { label: 'release.kind.0', color: 'purple' },
  1: { label: 'release.kind.1', color: 'blue' },
  2: { label: 'release.kind.2', color: 'orange' },
});
const statusOptions: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'release.trade.pushPending' },
  { value: 1, label: 'release.trade.pushed' },
  { value: 2, label: 'release.trade.pushRejected' },
];

export function TradePage() {
  const scope = tradeScopeOf(useScopeIds());
  if (!scope) return <ScopeNotice title="nav.exhibitor.trade" scope="join" />;
  return <Trade scope={scope} />;
}

function Trade({ scope }: { scope: TradeScope }) {
  const { t } = useTranslation();
  const list = useListSearchOf<TradeSearch>();
  const kind = list.search.type;
  const query = useQuery({ ...tradeQuery(list.search, scope), placeholderData: keepPreviousData, retryOnMount: false });
  const types = useQuery(releaseTypesQuery(scope.exhibitionId));
  const [viewing, setViewing] = useState<NewRelease>();
  const columns = useMemo(() => columnsFor(setViewing), []);
  const exported = TRADE_EXPORTS[kind];
  const exportButton = (
    <ExportButton
      label={kind === 1 ? 'release.trade.exportSupply' : 'release.trade.exportDemand'}
      fileName={exported.fileName}
      request={(o) => {
        const { pageIndex: _p, pageSize: _s, ...filter } = tradeFilter(list.search, scope);
        return exported.call({ ...filter, pageIndex: 1, pageSize: 10000 }, o);
      }}
    />
  );
  const typeOptions = (types.data?.data ?? []).filter((type) => type.type === undefined || type.type === kind).map((type) => ({ value: type.id, label: type.name }));
  return (
    <Tabs.Root value={String(kind)} onValueChange={(e) => list.setFilters({ type: Number(e.value) as TradeKind })} lazyMount unmountOnExit>
      <PageHeader title="nav.exhibitor.trade" description="release.trade.description" actions={exportButton} />
      <Stack gap="4">
        <TradeFigures scope={scope} />
        <Tabs.List>
          {TRADE_KINDS.map((k) => (
            <Tabs.Trigger key={k} value={String(k)}>
              {t(TAB_LABEL[k])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TRADE_KINDS.map((k) => (
          <Tabs.Content key={k} value={String(k)} pt="0">
            <ListPage
              list={list}
              query={query}
              columns={columns}
              searchPlaceholder="release.trade.search"
              emptyTitle={k === 1 ? 'release.trade.noSupply' : 'release.trade.noDemand'}
              filters={
                <>
                  <ListFilterSelect list={list} name="status" label="release.trade.pushState" options={statusOptions} />
                  <DataFilterSelect list={list} name="releaseTypeId" label="release.column.releaseType" options={typeOptions} />
                </>
              }
            />
          </Tabs.Content>
        ))}
      </Stack>
      <TradeDrawer posting={viewing} onClose={() => setViewing(undefined)} />
    </Tabs.Root>
  );
}

function columnsFor(onView: (row: NewRelease) => void): ListColumn<NewRelease>[] {
  const c = columnsOf<NewRelease>();
  return [
    c.custom('title', 'release.column.title', (r) => (
      <Button variant="plain" p="0" h="auto" fontWeight="medium" whiteSpace="normal" textAlign="start" onClick={() => onView(r)}>
        {r.title}
      </Button>
    ), { minWidth: '14rem' }),
    c.text('releaseTypeName', 'release.column.releaseType'),
    c.custom('status', 'release.trade.pushState', (r) => (
      <Stack gap="1">
        <PushBadge value={r.status} />
        {r.status === 2 && r.auditRemark && (
          <Text textStyle="xs" color="fg.muted">
            {r.auditRemark}
          </Text>
        )}
      </Stack>
    )),
    c.text('contactName', 'release.fields.contactName'),
    c.date('createTime', 'release.fields.createTime', { sortable: true }),
    c.actions({ onView, onDelete: (r) => newRealeaseDelete({ id: r.id }), nameOf: (r) => r.title }),
  ];
}

function PushBadge({ value }: { value: number }) {
  return <StatusBadge value={value} map={pushStatus} />;
}

/** Figures of the company's postings in this exhibition, per kind. */
function TradeFigures({ scope }: { scope: TradeScope }) {
  const { t } = useTranslation();
  const stats = useQuery(statsQuery(scope));
  const rows = (items: Release[]) =>
    TRADE_KINDS.map((kind) => {
      const mine = items.filter((r) => r.type === kind);
      return {
        kind,
        total: mine.length,
        approved: mine.filter((r) => r.auditStatus === 1).length,
        pending: mine.filter((r) => r.auditStatus === 0).length,
        rejected: mine.filter((r) => r.auditStatus === 2).length,
        views: mine.reduce((sum, r) => sum + (r.viewCount ?? 0), 0),
        comments: mine.reduce((sum, r) => sum + (r.commentCount ?? 0), 0),
      };
    });
  const headers = ['release.trade.figures.total', 'kit.status.approved', 'kit.status.pending', 'kit.status.rejected', 'release.column.views', 'release.column.comments'] as const;
  return (
    <Card.Root data-testid="trade-figures">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t('release.trade.figures.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <QueryState query={stats} skeletonRows={2}>
          {(r) => (
            <Stack gap="4">
              <BreakdownChart
                title={t('release.trade.figures.chart')}
                rows={rows(r.data.items).map((row) => ({ ...row, name: t(TAB_LABEL[row.kind]) }))}
                category="name"
                categoryLabel={t('release.column.kind')}
                series={[
                  { key: 'approved', label: t('kit.status.approved'), color: 'green.solid' },
                  { key: 'pending', label: t('kit.status.pending'), color: 'orange.solid' },
                  { key: 'rejected', label: t('kit.status.rejected'), color: 'red.solid' },
                ]}
                height="32"
                table={false}
                emptyText={t('release.trade.figures.none')}
              />
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('release.column.kind')}</Table.ColumnHeader>
                      {headers.map((h) => (
                        <Table.ColumnHeader key={h} textAlign="end">
                          {t(h)}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows(r.data.items).map((row) => (
                      <Table.Row key={row.kind} data-kind={row.kind}>
                        <Table.Cell fontWeight="medium">{t(TAB_LABEL[row.kind])}</Table.Cell>
                        {[row.total, row.approved, row.pending, row.rejected, row.views, row.comments].map((n, i) => (
                          <Table.Cell key={headers[i]} textAlign="end">
                            {n}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Stack>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

const detailFields: DetailField<NewRelease>[] = [
  { label: 'release.fields.title', value: 'title' },
  { label: 'release.fields.kind', value: 'type', type: 'status', map: kindStatus },
  { label: 'release.fields.releaseType', value: 'releaseTypeName' },
  { label: 'release.trade.pushState', value: 'status', type: 'status', map: pushStatus },
  { label: 'release.fields.auditRemark', value: 'auditRemark', hidden: (r) => !r.auditRemark },
  { label: 'release.trade.pushTime', value: 'pushTime', type: 'date', hidden: (r) => !r.pushTime },
  { label: 'release.fields.content', value: 'content', type: 'html' },
  { label: 'release.fields.images', value: 'images', type: 'images' },
  { label: 'release.fields.contactName', value: 'contactName' },
  { label: 'release.fields.contactPhone', value: 'contactPhone' },
  { label: 'release.fields.createTime', value: 'createTime', type: 'date' },
  { label: 'release.detail.comments', value: (r) => <Comments releaseId={r.releaseId ?? r.id} />, hidden: (r) => r.type === 0 },
];

function TradeDrawer({ posting, onClose }: { posting?: NewRelease; onClose: () => void }) {
  return <DetailDrawer open={posting !== undefined} onClose={onClose} title="release.detail.title" record={posting} fields={detailFields} />;
}

const commentSchema = ReleaseCommentCreateBody.pick({ content: true });

/** The comments on a posting, each answerable; a new comment from the company too. */
function Comments({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = getReleaseCommentGetByReleaseIdQueryOptions({ releaseId, pageIndex: 1, pageSize: 100 });
  const comments = useQuery(options);
  const [replying, setReplying] = useState<{ to?: ReleaseComment; n: number }>();
  return (
    <Stack gap="3">
      <QueryState query={comments} skeletonRows={2} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('release.comments.empty')}>
        {(r) => (
          <Stack gap="3" as="ul" aria-label={t('release.detail.comments')} listStyleType="none">
            {r.data.items.map((comment) => (
              <Box as="li" key={comment.id} borderBottomWidth="1px" pb="2">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="medium" textStyle="sm">
                    {comment.companyName || comment.userName || t('release.comments.anonymous')}
                  </Text>
                  <Text color="fg.muted" textStyle="xs">
                    {formatDate(comment.createTime)}
                  </Text>
                </HStack>
                <Text whiteSpace="pre-wrap">{comment.content}</Text>
                <Button size="xs" variant="ghost" onClick={() => setReplying({ to: comment, n: Date.now() })}>
                  {t('release.comments.reply')}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setReplying({ n: Date.now() })}>
        {t('release.trade.comment')}
      </Button>
      {replying && (
        <FormDrawer
          key={replying.n}
          open
          title={replying.to ? t('release.trade.replyTo', { name: replying.to.companyName || replying.to.userName || t('release.comments.anonymous') }) : t('release.trade.comment')}
          schema={commentSchema}
          defaultValues={{ content: '' }}
          save={(v) => releaseCommentCreate({ releaseId, content: v.content, ...(replying.to ? { parentId: replying.to.id } : {}) })}
          onClose={() => setReplying(undefined)}
          onSaved={() => Promise.all([options.queryKey, getReleaseGetByExhibitionQueryKey()].map((key) => queryClient.invalidateQueries({ queryKey: operationKey(key) })))}
        >
          {({ control }) => <TextareaField control={control} name="content" label={t('release.trade.commentContent')} required rows={4} />}
        </FormDrawer>
      )}
    </Stack>
  );
}

