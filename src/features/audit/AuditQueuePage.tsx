import { Badge, Box, Button, Card, Checkbox, Grid, HStack, Input, NativeSelect, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { formatList } from '@/lib/i18n';

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

/**
 * A key taken while a decision is in flight: applied once the queue is free, in order, to the
 * record under the cursor at that moment. R opens the reason box at once (typing goes there);
 * its Enter queues the rejection with the reason.
 */
type Step = { type: 'move'; by: 1 | -1 } | { type: 'select' } | { type: 'approve' } | { type: 'reject'; remark: string };
const isDecision = (step: Step) => step.type === 'approve' || step.type === 'reject';

/** The reason box was opened while decisions were waiting: it belongs to the record under the cursor once they are done. */
const NEXT = Symbol('next');

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
  const [rejectingId, setRejectingId] = useState<string | typeof NEXT>();
  const [draft, setDraft] = useState<{ id: string; remark: string }>();
  const [busy, setBusy] = useState(false);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const current: AuditRecord | undefined = rows[Math.min(cursor, rows.length - 1)];
  const rejecting = Boolean(current && (rejectingId === NEXT || rejectingId === current.id));
  // Keys pressed while a decision is in flight wait here (a ref: taken exactly once), mirrored in state to render.
  const steps = useRef<Step[]>([]);
  const [waiting, setWaiting] = useState<readonly Step[]>([]);
  const enqueue = useCallback((step: Step) => {
    steps.current = [...steps.current, step];
    setWaiting(steps.current);
  }, []);
  const decided = useRef(new Set<string>());
  const setRejecting = useCallback(
    (open: boolean) => {
      setDraft(undefined);
      setRejectingId(open ? (busy || steps.current.length > 0 ? NEXT : current?.id) : undefined);
    },
    [busy, current?.id],
  );
  const keepInView = useCallback((row: HTMLTableRowElement | null) => row?.scrollIntoView?.({ block: 'nearest' }), []);
  // The next record's change is fetched while this one is read.
  const next = rows[cursor + 1];
  useEffect(() => {
    if (next?.targetId) void queryClient.prefetchQuery(kindOf(next.type)!.one(next.targetId) as Parameters<typeof queryClient.prefetchQuery>[0]);
  }, [next, queryClient]);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: auditListsKey }), [queryClient]);

  const decide = useCallback(
    async (record: AuditRecord, decision: ChangeAuditDecision, remark?: string): Promise<boolean> => {
      if (decided.current.has(record.id)) return false;
      setBusy(true);
      try {
        ensureAccepted(await auditAudit({ id: record.id, auditStatus: decision, remark }));
        decided.current.add(record.id);
        const kind = t(kindOf(record.type)!.label);
        notify.success(t(decision === ChangeAuditDecision.Approve ? 'host.audit.approved' : 'host.audit.rejected', { name: record.compName, kind }));
        // A reason box opened for the next record meanwhile stays open.
        setRejectingId((id) => (id === record.id ? undefined : id));
        setSelected((s) => {
          const n = new Set(s);
          n.delete(record.id);
          return n;
        });
        if (record.targetId) void queryClient.invalidateQueries({ queryKey: kindOf(record.type)!.one(record.targetId).queryKey });
        // On another status view the record stays in the list: move on to the next one.
        if (search.status !== ChangeAuditStatus.Pending) setCursor((c) => Math.min(c + 1, rows.length - 1));
        await refresh();
        return true;
      } catch (error) {
        reportError(error, t('kit.list.actionFailed'));
        // The keys still waiting were meant for the records after this one: they are dropped.
        const dropped = steps.current.length;
        steps.current = [];
        setWaiting([]);
        if (dropped > 0) notify.info(t('host.audit.queuedDropped', { count: dropped }));
        // A refused rejection keeps its reason in the box of its record.
        if (remark !== undefined) {
          setDraft({ id: record.id, remark });
          setRejectingId(record.id);
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [queryClient, refresh, rows.length, search.status, setCursor, t],
  );

  /** The reason box's Enter: sent now, or queued behind the decisions still in flight or waiting. */
  const reject = useCallback(
    (record: AuditRecord, remark: string) => {
      setDraft(undefined);
      if (rejectingId === NEXT || busy || steps.current.length > 0) {
        enqueue({ type: 'reject', remark });
        setRejectingId(undefined);
      } else void decide(record, ChangeAuditDecision.Reject, remark);
    },
    [busy, decide, enqueue, rejectingId],
  );

  const toggleSelected = useCallback((record: AuditRecord) => {
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(record.id)) n.delete(record.id);
      else n.add(record.id);
      return n;
    });
  }, []);

  /** The first waiting key, taken off the queue (exactly once) and applied to the record under the cursor now. */
  const takeNext = useCallback(() => {
    const step = steps.current[0];
    if (!step) return;
    steps.current = steps.current.slice(1);
    setWaiting(steps.current);
    const open = current && current.auditStatus === ChangeAuditStatus.Pending && !decided.current.has(current.id) ? current : undefined;
    if (step.type === 'move') setCursor((c) => (step.by > 0 ? Math.min(c + 1, rows.length - 1) : Math.max(c - 1, 0)));
    else if (step.type === 'select') {
      if (current) toggleSelected(current);
    } else if (open) void decide(open, step.type === 'approve' ? ChangeAuditDecision.Approve : ChangeAuditDecision.Reject, step.type === 'reject' ? step.remark : undefined);
  }, [current, decide, rows.length, setCursor, toggleSelected]);
  // The waiting keys, one at a time, once the previous decision is saved and the queue shows its result.
  useEffect(() => {
    if (!busy && !list.isPending && waiting.length > 0) takeNext();
  }, [busy, list.isPending, takeNext, waiting.length]);

  const approveSelected = async () => {
    const chosen = rows.filter((r) => selected.has(r.id) && r.auditStatus === ChangeAuditStatus.Pending);
    setBusy(true);
    const results = await Promise.allSettled(chosen.map(async (r) => ensureAccepted(await auditAudit({ id: r.id, auditStatus: ChangeAuditDecision.Approve }))));
    chosen.forEach((r, i) => results[i]!.status === 'fulfilled' && decided.current.add(r.id));
    setBusy(false);
    const failed = chosen.filter((_, i) => results[i]!.status === 'rejected');
    if (failed.length === 0) notify.success(t('kit.resource.bulkDone', { count: chosen.length }));
    else reportError(undefined, t('kit.resource.bulkPartial', { done: chosen.length - failed.length, failed: failed.length, names: formatList(failed.slice(0, 5).map((r) => r.compName)) }));
    setSelected(new Set(failed.map((r) => r.id)));
    await refresh();
  };

  // Every key goes through the queue (taken at once when nothing is in flight); R opens the reason box at once.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (keysOff(event)) return;
      const key = event.key.toLowerCase();
      // A held-down J/K keeps moving; a held-down A, R or X decides once.
      if (event.repeat && !['j', 'k', 'arrowdown', 'arrowup'].includes(key)) return;
      const later = busy || steps.current.length > 0;
      if (key === 'j' || key === 'arrowdown') enqueue({ type: 'move', by: 1 });
      else if (key === 'k' || key === 'arrowup') enqueue({ type: 'move', by: -1 });
      else if (key === 'a' && (later || current?.auditStatus === ChangeAuditStatus.Pending)) enqueue({ type: 'approve' });
      else if (key === 'r' && (later || current?.auditStatus === ChangeAuditStatus.Pending)) {
        setDraft(undefined);
        setRejectingId(later ? NEXT : current?.id);
      } else if (key === 'x' && (later || current)) enqueue({ type: 'select' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, current, enqueue]);
  const queued = waiting.filter(isDecision).length;

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
                          onClick={() => {
                            setCursor(() => i);
                            // A reason box opened for "the next record" closes when another one is chosen.
                            setRejectingId((id) => (id === NEXT ? undefined : id));
                          }}
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
                <ListPagination<QueueSearch> total={total} page={search.pageIndex} pageSize={search.pageSize} pageParam="pageIndex" />
              </Card.Footer>
            )}
          </Card.Root>
          {current && (
            <Review
              record={current}
              position={{ index: (search.pageIndex - 1) * search.pageSize + Math.min(cursor, rows.length - 1) + 1, total }}
              busy={busy}
              queued={queued}
              rejecting={rejecting}
              sending={busy && rejectingId === current.id}
              draft={draft?.id === current.id ? draft.remark : undefined}
              setRejecting={setRejecting}
              approve={(record) => void decide(record, ChangeAuditDecision.Approve)}
              reject={reject}
            />
          )}
        </Grid>
      )}
    </Stack>
  );
}

interface ReviewProps {
  record: AuditRecord;
  position: { index: number; total: number };
  busy: boolean;
  /** Decisions typed while one was in flight, waiting their turn. */
  queued: number;
  rejecting: boolean;
  /** This record's rejection is being sent. */
  sending: boolean;
  /** The reason of a rejection the server refused, kept for another try. */
  draft?: string;
  setRejecting: (open: boolean) => void;
  approve: (record: AuditRecord) => void;
  reject: (record: AuditRecord, remark: string) => void;
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
function Review({ record, position, busy, queued, rejecting, sending, draft, setRejecting, approve, reject }: ReviewProps) {
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
        {queued > 0 && (
          <Text as="output" textStyle="sm" color="fg.muted">
            {t('host.audit.queued', { count: queued })}
          </Text>
        )}
        {record.auditStatus === ChangeAuditStatus.Pending ? (
          <Decision busy={busy} sending={sending} draft={draft} rejecting={rejecting} setRejecting={setRejecting} onApprove={() => approve(record)} onReject={(remark) => reject(record, remark)} />
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
