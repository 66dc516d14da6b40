import { Badge, Box, Button, Card, Checkbox, Grid, HStack, Input, NativeSelect, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditAudit, auditReSync } from '@gen/api/audit/audit';
import { catalogueUpdateDownBatch } from '@gen/api/catalogue/catalogue';
import { AuditRecordType, ChangeAuditDecision, ChangeAuditStatus, type AuditRecord } from '@gen/api/model';
import {
  auditStatus, ensureAccepted, ErrorPanel, failureMessage, formatDate, ListPagination, PageHeader, reportError, ScopeNotice, StatusBadge, useConfirm, useScopeId,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { ChangeDiff } from './ChangeDiff';
import { Decision } from './Decision';
import { KINDS, kindOf } from './kinds';
import { ALL, approvedCatalogueCountQuery, auditListsKey, pendingCountQuery, queueQuery, type QueueSearch } from './queue';

const STATUS_OPTIONS = [
  { value: ChangeAuditStatus.Pending, label: 'kit.status.pending' },
  { value: ChangeAuditStatus.Approved, label: 'kit.status.approved' },
  { value: ChangeAuditStatus.Rejected, label: 'kit.status.rejected' },
  { value: ALL, label: 'kit.list.filterAll' },
] as const;

/** Typing in a field, or a dialog is open: the queue's keys are off. */
function keysOff(event: KeyboardEvent) {
  const el = event.target as HTMLElement | null;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (el?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return false;
}

/** 审核列表: every pending change of the exhibition, reviewed one after another from the keyboard. */
export function AuditQueuePage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.audit.list" scope="exhibition" />;
  return <AuditQueue exhibitionId={exhibitionId} />;
}

function AuditQueue({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const search = useSearch({ from: '/host/index/audit/list' });
  const navigate = useNavigate({ from: '/host/index/audit/list' });
  const queryClient = useQueryClient();
  const setSearch = useCallback((patch: Partial<QueueSearch>, resetPage = true) => void navigate({ search: (prev) => ({ ...prev, ...patch, ...(resetPage ? { pageIndex: 1 } : {}) }), replace: true }), [navigate]);

  const list = useQuery({ ...queueQuery(search, exhibitionId), placeholderData: keepPreviousData, retryOnMount: false });
  const rows = useMemo(() => list.data?.data.items ?? [], [list.data]);
  const total = list.data?.data.totalCount ?? 0;
  const counts = useQueries({ queries: [undefined, ...KINDS.map((k) => k.type)].map((type) => pendingCountQuery(exhibitionId, type)) });
  const countOf = (i: number) => counts[i]?.data?.data.totalCount;

  // The cursor belongs to one page of one filter: a new page or filter starts at its first record,
  // while a decision keeps the place (the next record moves up under it).
  const view = JSON.stringify([search.pageIndex, search.pageSize, search.type, search.status, search.keyword]);
  const [place, setPlace] = useState({ view, index: 0 });
  const cursor = place.view === view ? place.index : 0;
  const setCursor = useCallback((move: (index: number) => number) => setPlace((p) => ({ view, index: move(p.view === view ? p.index : 0) })), [view]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejectingId, setRejectingId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const current: AuditRecord | undefined = rows[Math.min(cursor, rows.length - 1)];
  const rejecting = Boolean(current && rejectingId === current.id);
  const setRejecting = useCallback((open: boolean) => setRejectingId(open ? current?.id : undefined), [current?.id]);
  const keepInView = useCallback((row: HTMLTableRowElement | null) => row?.scrollIntoView?.({ block: 'nearest' }), []);
  // The next record's change is fetched while this one is read.
  const next = rows[cursor + 1];
  useEffect(() => {
    if (next?.targetId) void queryClient.prefetchQuery(kindOf(next.type)!.one(next.targetId) as Parameters<typeof queryClient.prefetchQuery>[0]);
  }, [next, queryClient]);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: auditListsKey }), [queryClient]);

  const decide = useCallback(
    async (record: AuditRecord, decision: ChangeAuditDecision, remark?: string) => {
      setBusy(true);
      try {
        ensureAccepted(await auditAudit({ id: record.id, auditStatus: decision, remark }));
        const kind = t(kindOf(record.type)!.label);
        notify.success(t(decision === ChangeAuditDecision.Approve ? 'host.audit.approved' : 'host.audit.rejected', { name: record.compName, kind }));
        setRejectingId(undefined);
        setSelected((s) => {
          const n = new Set(s);
          n.delete(record.id);
          return n;
        });
        if (record.targetId) void queryClient.invalidateQueries({ queryKey: kindOf(record.type)!.one(record.targetId).queryKey });
        // On another status view the record stays in the list: move on to the next one.
        if (search.status !== ChangeAuditStatus.Pending) setCursor((c) => Math.min(c + 1, rows.length - 1));
        await refresh();
      } catch (error) {
        reportError(error, t('kit.list.actionFailed'));
      } finally {
        setBusy(false);
      }
    },
    [queryClient, refresh, rows.length, search.status, setCursor, t],
  );

  const approveSelected = async () => {
    const chosen = rows.filter((r) => selected.has(r.id) && r.auditStatus === ChangeAuditStatus.Pending);
    setBusy(true);
    const results = await Promise.allSettled(chosen.map(async (r) => ensureAccepted(await auditAudit({ id: r.id, auditStatus: ChangeAuditDecision.Approve }))));
    setBusy(false);
    const failed = chosen.filter((_, i) => results[i]!.status === 'rejected');
    if (failed.length === 0) notify.success(t('kit.resource.bulkDone', { count: chosen.length }));
    else reportError(undefined, t('kit.resource.bulkPartial', { done: chosen.length - failed.length, failed: failed.length, names: failed.slice(0, 5).map((r) => r.compName).join('、') }));
    setSelected(new Set(failed.map((r) => r.id)));
    await refresh();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (keysOff(event) || busy) return;
      const key = event.key.toLowerCase();
      if (key === 'j' || key === 'arrowdown') setCursor((c) => Math.min(c + 1, rows.length - 1));
      else if (key === 'k' || key === 'arrowup') setCursor((c) => Math.max(c - 1, 0));
      else if (key === 'a' && current?.auditStatus === ChangeAuditStatus.Pending) void decide(current, ChangeAuditDecision.Approve);
      else if (key === 'r' && current?.auditStatus === ChangeAuditStatus.Pending) setRejectingId(current.id);
      else if (key === 'x' && current)
        setSelected((s) => {
          const n = new Set(s);
          if (n.has(current.id)) n.delete(current.id);
          else n.add(current.id);
          return n;
        });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, current, decide, rows.length, setCursor]);

  const kindTab = search.type ? String(search.type) : 'all';
  return (
    <Stack gap="4">
      <PageHeader title="nav.host.audit.list" description="host.audit.keys" />
      <Tabs.Root value={kindTab} onValueChange={(e) => setSearch({ type: e.value === 'all' ? undefined : (Number(e.value) as AuditRecordType) })} variant="line" size="sm">
        <Tabs.List flexWrap="wrap">
          {[undefined, ...KINDS].map((kind, i) => (
            <Tabs.Trigger key={kind?.type ?? 'all'} value={kind ? String(kind.type) : 'all'}>
              {kind ? t(kind.label) : t('host.audit.allKinds')}
              {Boolean(countOf(i)) && (
                <Badge colorPalette="orange" size="sm" aria-label={t('host.home.pendingOf', { kind: kind ? t(kind.label) : t('host.audit.allKinds'), count: countOf(i) })}>
                  {countOf(i)}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" maxW="10rem">
          <NativeSelect.Field aria-label={t('host.audit.statusFilter')} value={String(search.status)} onChange={(e) => setSearch({ status: Number(e.target.value) })}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSearch({ keyword: keyword.trim() || undefined });
          }}
        >
          <Input size="sm" w="16rem" type="search" aria-label={t('kit.list.searchLabel')} placeholder={t('host.audit.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </form>
        {selected.size > 0 && (
          <Button size="sm" colorPalette="green" variant="outline" loading={busy} onClick={() => void approveSelected()}>
            {t('host.audit.approveSelected', { count: selected.size })}
          </Button>
        )}
        {search.type === AuditRecordType.Catalogue && <CatalogueBatch exhibitionId={exhibitionId} />}
      </HStack>
      {list.isError && !list.data ? (
        <ErrorPanel description={failureMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="4" alignItems="start">
          <Card.Root>
            <Card.Body p="0">
              {rows.length === 0 && !list.isPending ? (
                <Box p="8" textAlign="center" color="fg.muted">
                  {search.status === ChangeAuditStatus.Pending && !search.keyword ? t('host.audit.emptyPending') : t('host.audit.empty')}
                </Box>
              ) : (
                <Table.Root size="sm" interactive aria-label={t('host.audit.queue')} aria-busy={list.isFetching}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="8" />
                      <Table.ColumnHeader>{t('host.audit.column.company')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('host.audit.column.kind')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('host.audit.column.submitTime')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('host.audit.column.status')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((row, i) => {
                      const active = row.id === current?.id;
                      return (
                        <Table.Row
                          key={row.id}
                          ref={active ? keepInView : undefined}
                          aria-selected={active}
                          bg={active ? 'blue.subtle' : undefined}
                          cursor="pointer"
                          onClick={() => setCursor(() => i)}
                        >
                          <Table.Cell onClick={(e) => e.stopPropagation()}>
                            <Checkbox.Root
                              size="sm"
                              checked={selected.has(row.id)}
                              disabled={row.auditStatus !== ChangeAuditStatus.Pending}
                              onCheckedChange={(e) =>
                                setSelected((s) => {
                                  const n = new Set(s);
                                  if (e.checked) n.add(row.id);
                                  else n.delete(row.id);
                                  return n;
                                })
                              }
                            >
                              <Checkbox.HiddenInput aria-label={`${t('kit.list.selectRow')} ${row.compName}`} />
                              <Checkbox.Control />
                            </Checkbox.Root>
                          </Table.Cell>
                          <Table.Cell>
                            <Text fontWeight={active ? 'semibold' : undefined}>{row.compName}</Text>
                            <Text textStyle="xs" color="fg.muted">
                              {row.boothNo}
                            </Text>
                          </Table.Cell>
                          <Table.Cell>{t(kindOf(row.type)?.label ?? 'host.audit.allKinds')}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap">{formatDate(row.submitTime, 'MM-DD HH:mm')}</Table.Cell>
                          <Table.Cell>
                            <StatusBadge value={row.auditStatus} map={auditStatus} />
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              )}
            </Card.Body>
            {total > search.pageSize && (
              <Card.Footer pt="3">
                <ListPagination total={total} page={search.pageIndex} pageSize={search.pageSize} onPageChange={(pageIndex) => setSearch({ pageIndex }, false)} />
              </Card.Footer>
            )}
          </Card.Root>
          {current && <Review record={current} position={{ index: (search.pageIndex - 1) * search.pageSize + Math.min(cursor, rows.length - 1) + 1, total }} busy={busy} rejecting={rejecting} setRejecting={setRejecting} decide={decide} />}
        </Grid>
      )}
    </Stack>
  );
}

interface ReviewProps {
  record: AuditRecord;
  position: { index: number; total: number };
  busy: boolean;
  rejecting: boolean;
  setRejecting: (open: boolean) => void;
  decide: (record: AuditRecord, decision: ChangeAuditDecision, remark?: string) => Promise<void>;
}

/**
 * 写入会刊 (Catalogue/UpdateDownBatch): every approved catalogue change of the exhibition written
 * into the catalogue at once, after a question that says how many there are.
 */
function CatalogueBatch({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const approved = useQuery(approvedCatalogueCountQuery(exhibitionId));
  const count = approved.data?.data.totalCount ?? 0;
  const run = async () => {
    if (!(await confirm({ title: t('host.audit.catalogueBatch.title'), message: t('host.audit.catalogueBatch.question', { count }), confirmLabel: t('host.audit.catalogueBatch.confirm') }))) return;
    setBusy(true);
    try {
      ensureAccepted(await catalogueUpdateDownBatch({ exhibitionId }));
      notify.success(t('host.audit.catalogueBatch.done', { count }));
    } catch (error) {
      reportError(error, t('host.audit.catalogueBatch.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" loading={busy} disabled={approved.isPending || count === 0} title={count === 0 && approved.isSuccess ? t('host.audit.catalogueBatch.none') : undefined} onClick={() => void run()}>
        {t('host.audit.catalogueBatch.label', { count })}
      </Button>
      {confirmDialog}
    </>
  );
}

/** 重新同步 (Audit/ReSync): an approved change written into the exhibitor's data again, after a question. */
function ReSync({ record }: { record: AuditRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const kind = t(kindOf(record.type)?.label ?? 'host.audit.allKinds');
  const run = async () => {
    if (!(await confirm({ title: t('host.audit.resync'), message: t('host.audit.resyncQuestion', { name: record.compName, kind }), confirmLabel: t('host.audit.resync') }))) return;
    setBusy(true);
    try {
      ensureAccepted(await auditReSync({ id: record.id }));
      notify.success(t('host.audit.resynced', { name: record.compName, kind }));
      void queryClient.invalidateQueries({ queryKey: auditListsKey });
    } catch (error) {
      reportError(error, t('host.audit.resyncFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" alignSelf="flex-start" loading={busy} onClick={() => void run()}>
        {t('host.audit.resync')}
      </Button>
      {confirmDialog}
    </>
  );
}

/** The record under the cursor: who, what kind, the field-by-field change, the decision. */
function Review({ record, position, busy, rejecting, setRejecting, decide }: ReviewProps) {
  const { t } = useTranslation();
  const kind = kindOf(record.type);
  return (
    <Card.Root as="section" position={{ xl: 'sticky' }} top="4" aria-label={record.compName}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="1">
            <Card.Title>{record.compName}</Card.Title>
            <HStack color="fg.muted" textStyle="sm" wrap="wrap">
              <Badge>{kind ? t(kind.label) : record.type}</Badge>
              {record.boothNo && <Text>{record.boothNo}</Text>}
              <Text>{formatDate(record.submitTime)}</Text>
              <Text>{t('host.audit.position', position)}</Text>
            </HStack>
          </Stack>
          <Button asChild size="xs" variant="ghost">
            <Link to="/host/index/audit/info" search={{ joinId: record.joinId }}>
              {t('host.audit.openInfo')}
            </Link>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {record.targetId ? <ChangeDiff key={record.targetId} type={record.type} id={record.targetId} /> : <ErrorPanel title={t('host.audit.diff.unreadable')} />}
        {record.auditStatus === ChangeAuditStatus.Pending ? (
          <Decision
            busy={busy}
            rejecting={rejecting}
            setRejecting={setRejecting}
            onApprove={() => void decide(record, ChangeAuditDecision.Approve)}
            onReject={(remark) => void decide(record, ChangeAuditDecision.Reject, remark)}
          />
        ) : (
          <Stack gap="1">
            <HStack>
              <StatusBadge value={record.auditStatus} map={auditStatus} />
              <Text textStyle="sm" color="fg.muted">
                {[record.auditorName, formatDate(record.auditTime)].filter(Boolean).join(' · ')}
              </Text>
            </HStack>
            {record.remark && <Text textStyle="sm">{record.remark}</Text>}
            {record.auditStatus === ChangeAuditStatus.Approved && <ReSync key={record.id} record={record} />}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
