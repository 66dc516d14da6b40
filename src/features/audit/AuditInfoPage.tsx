import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeAuditDecision, ChangeAuditStatus } from '@gen/api/model';
import { auditStatus, ensureAccepted, ErrorPanel, failureMessage, formatDate, PageHeader, reportError, StatusBadge } from '@/components/kit';
import { notify } from '@/lib/notify';
import { DiffTable } from './ChangeDiff';
import { Decision } from './Decision';
import { diffContent } from './diff';
import { KINDS, type ChangeRecord, type KindInfo } from './kinds';
import { auditListsKey } from './queue';

/** 资料审核: one exhibitor's latest change of each kind (and its vehicles), each with its diff and Verify. */
export function AuditInfoPage() {
  const { t } = useTranslation();
  const { joinId } = useSearch({ from: '/host/index/audit/info' });
  if (!joinId) return <Stack gap="4"><PageHeader title="nav.host.audit.info" /><ErrorPanel title={t('host.audit.info.pick')} /></Stack>;
  return (
    <Stack gap="4">
      <PageHeader title="nav.host.audit.info" breadcrumbs={[{ label: 'nav.host.audit.list', target: { to: '/host/index/audit/list' } }, { label: 'nav.host.audit.info' }]} />
      {KINDS.map((kind) => (
        <KindRecords key={kind.type} kind={kind} joinId={joinId} />
      ))}
    </Stack>
  );
}

function KindRecords({ kind, joinId }: { kind: KindInfo; joinId: string }) {
  const { t } = useTranslation();
  const query = useQuery(kind.records(joinId) as Parameters<typeof useQuery<{ data: ChangeRecord | ChangeRecord[] | null }>>[0]);
  const records = query.data ? ([] as (ChangeRecord | null)[]).concat(query.data.data).filter((r): r is ChangeRecord => Boolean(r)) : [];
  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack>
          <Card.Title>{t(kind.label)}</Card.Title>
          {records.some((r) => r.auditStatus === ChangeAuditStatus.Pending) && <Badge colorPalette="orange">{t('host.audit.info.pendingBadge')}</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {query.isError ? (
          <ErrorPanel description={failureMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : query.isPending ? null : records.length === 0 ? (
          <Text color="fg.muted">{t('host.audit.info.nothing')}</Text>
        ) : (
          records.map((record) => <RecordReview key={record.id} kind={kind} record={record} onDone={() => void query.refetch()} />)
        )}
      </Card.Body>
    </Card.Root>
  );
}

function RecordReview({ kind, record, onDone }: { kind: KindInfo; record: ChangeRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const diff = diffContent(record.beforeContent, record.afterContent);
  const verify = async (decision: ChangeAuditDecision, remark?: string) => {
    setBusy(true);
    try {
      ensureAccepted(await kind.verify({ id: record.id, auditStatus: decision, remark }));
      notify.success(t(decision === ChangeAuditDecision.Approve ? 'host.audit.approved' : 'host.audit.rejected', { name: record.compName ?? '', kind: t(kind.label) }));
      void queryClient.invalidateQueries({ queryKey: auditListsKey });
      onDone();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3">
      <HStack textStyle="sm" color="fg.muted" wrap="wrap">
        <StatusBadge value={record.auditStatus} map={auditStatus} />
        <Text>{formatDate(record.createTime)}</Text>
        {record.remark && <Text color={record.auditStatus === ChangeAuditStatus.Rejected ? 'fg.error' : undefined}>{record.remark}</Text>}
      </HStack>
      {diff.unreadable ? <ErrorPanel title={t('host.audit.diff.unreadable')} /> : <DiffTable diff={diff} onlyChanged={false} />}
      {record.auditStatus === ChangeAuditStatus.Pending && (
        <Decision busy={busy} rejecting={rejecting} setRejecting={setRejecting} onApprove={() => void verify(ChangeAuditDecision.Approve)} onReject={(remark) => void verify(ChangeAuditDecision.Reject, remark)} />
      )}
    </Stack>
  );
}
