import { Badge, Card, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAuditGetHasAuditInfosQueryKey, getAuditGetHasAuditInfosQueryOptions, getVehicleDownGetHasRecordQueryKey, getVehicleDownGetHasRecordQueryOptions } from '@gen/api/audit/audit';
import { getJoinGetQueryOptions } from '@gen/api/join/join';
import { ChangeAuditDecision, ChangeAuditStatus } from '@gen/api/model';
import { auditStatus, ensureAccepted, ErrorPanel, failureMessage, formatDate, PageHeader, reportError, StatusBadge } from '@/components/kit';
import { notify } from '@/lib/notify';
import { DiffTable } from './ChangeDiff';
import { CompanyFile } from './CompanyFile';
import { Decision } from './Decision';
import { diffContent } from './diff';
import { KINDS, type ChangeRecord, type KindInfo } from './kinds';
import { auditListsKey } from './queue';
import type { InfoTab } from './routes';
import { formatList } from '@/lib/i18n';

/** 资料审核: one exhibitor's company file and its latest change of each kind (and its vehicles), each with its diff and Verify. */
export function AuditInfoPage() {
  const { t } = useTranslation();
  const { joinId, tab } = useSearch({ from: '/host/index/audit/info' });
  if (!joinId) return <Stack gap="4"><PageHeader title="nav.host.audit.info" /><ErrorPanel title={t('host.audit.info.pick')} /></Stack>;
  return (
    <Stack gap="4">
      <PageHeader title="nav.host.audit.info" breadcrumbs={[{ label: 'nav.host.audit.list', target: { to: '/host/index/audit/list' } }, { label: 'nav.host.audit.info' }]} />
      <JoinReview key={joinId} joinId={joinId} tab={tab} />
    </Stack>
  );
}

/**
 * Which kinds of change wait for review (Audit/GetHasAuditInfos; the vehicles from
 * VehicleDown/GetHasRecord) as badges on the tabs, the first waiting kind opened by default.
 */
function JoinReview({ joinId, tab }: { joinId: string; tab?: InfoTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/host/index/audit/info' });
  const queryClient = useQueryClient();
  const join = useQuery(getJoinGetQueryOptions({ id: joinId }));
  const waiting = useQuery(getAuditGetHasAuditInfosQueryOptions({ joinId }));
  const vehicles = useQuery(getVehicleDownGetHasRecordQueryOptions({ joinId }));
  const isWaiting = (kind: KindInfo) => (kind.flag === 'vehicle' ? vehicles.data?.data : waiting.data?.data[kind.flag]) === true;
  const waitingKinds = KINDS.filter(isWaiting);
  const current: InfoTab = tab ?? waitingKinds[0]?.flag ?? 'profile';
  const refreshFlags = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getAuditGetHasAuditInfosQueryKey({ joinId }) }),
      queryClient.invalidateQueries({ queryKey: getVehicleDownGetHasRecordQueryKey({ joinId }) }),
    ]);
  const company = join.data?.data;
  return (
    <Stack gap="3">
      {join.isError ? (
        <ErrorPanel description={failureMessage(join.error)} onRetry={() => void join.refetch()} />
      ) : (
        company && (
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {company.companyName}
            </Heading>
            {company.boothNo && <Text color="fg.muted">{t('host.audit.info.booth', { booth: [company.hallName, company.boothNo].filter(Boolean).join(' ') })}</Text>}
          </HStack>
        )
      )}
      {waiting.isError ? (
        <ErrorPanel description={failureMessage(waiting.error)} onRetry={() => void waiting.refetch()} />
      ) : (
        waiting.isSuccess && (
          <Text color={waitingKinds.length ? 'orange.fg' : 'fg.muted'}>
            {waitingKinds.length ? t('host.audit.info.waiting', { kinds: formatList(waitingKinds.map((k) => t(k.label))) }) : t('host.audit.info.nothingWaiting')}
          </Text>
        )
      )}
      <Tabs.Root value={current} onValueChange={(e) => void navigate({ search: (prev) => ({ ...prev, tab: e.value as InfoTab }), replace: true })} variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="profile">{t('host.audit.info.profile')}</Tabs.Trigger>
          {KINDS.map((kind) => (
            <Tabs.Trigger key={kind.flag} value={kind.flag}>
              {t(kind.label)}
              {isWaiting(kind) && (
                <Badge colorPalette="orange" size="sm">
                  {t('host.audit.info.pendingBadge')}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">{company ? <CompanyFile compId={company.compId} companyName={company.companyName} /> : null}</Tabs.Content>
        {KINDS.map((kind) => (
          <Tabs.Content key={kind.flag} value={kind.flag}>
            <Stack gap="4">
              {kind.flag === 'vehicle' && vehicles.isSuccess && !vehicles.data.data && <Text color="fg.muted">{t('host.audit.info.noVehicleWaiting')}</Text>}
              <KindRecords kind={kind} joinId={joinId} onDecided={() => void refreshFlags()} />
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function KindRecords({ kind, joinId, onDecided }: { kind: KindInfo; joinId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(kind.records(joinId) as Parameters<typeof useQuery<{ data: ChangeRecord | ChangeRecord[] | null }>>[0]);
  const records = query.data ? ([] as (ChangeRecord | null)[]).concat(query.data.data).filter((r): r is ChangeRecord => Boolean(r)) : [];
  if (query.isError) return <ErrorPanel description={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.isPending) return null;
  if (records.length === 0) return <Text color="fg.muted">{t(kind.flag === 'vehicle' ? 'host.audit.info.noVehicles' : 'host.audit.info.nothing')}</Text>;
  return (
    <Stack gap="4">
      {records.map((record) => (
        <Card.Root key={record.id} size="sm">
          <Card.Body>
            <RecordReview
              kind={kind}
              record={record}
              onDone={() => {
                void query.refetch();
                onDecided();
              }}
            />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
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
