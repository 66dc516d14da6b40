/**
 * 证件申请管理 / The badge holders exhibitors imported, reviewed by the organiser: approve, or
 * reject with the remark the exhibitor reads. 证件管理 / The badge records of one exhibitor as the
 * badge (access-control) system has them, and sending the exhibition's records to it again.
 */
import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DeExCardDown, DeExCardUp } from '@gen/api/model';
import {
  columnsOf, ExhibitorFilter, TwoLines, listKeyOf, RemarkDrawer, reportError, ResourceListPage, useConfirm, useScopeId, useTableEditor, type FilterOption,
  type ListSearchState, type RowAction,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { badgeAuditStatus, badgeDecisions, badgeRecords, badgeReview, pushStatus, resetPush } from './badges';

const person = <Row extends { name: string; nameEn?: string; position?: string }>(r: Row) => (
  <TwoLines main={r.name} sub={[r.nameEn, r.position].filter(Boolean).join(' · ')} />
);
const rc = columnsOf<DeExCardDown>();
const reviewColumns = [
  rc.custom('name', 'host.badges.holder', person, { minWidth: '10rem' }),
  rc.text('compName', 'host.badges.company', { minWidth: '12rem' }),
  rc.text('boothNo', 'host.badges.booth'),
  rc.text('cardTypeName', 'host.badges.cardType'),
  rc.text('phone', 'host.badges.phone'),
  rc.status('auditStatus', 'host.badges.auditLabel', badgeAuditStatus),
  rc.text('auditRemark', 'host.badges.remark', { minWidth: '10rem' }),
  rc.date('createTime', 'host.badges.importedAt'),
];

const AUDIT_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'host.badges.audit.pending' },
  { value: 1, label: 'host.badges.audit.approved' },
  { value: 2, label: 'host.badges.audit.rejected' },
];

export function BadgeReviewPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const editor = useTableEditor<DeExCardDown>(listKeyOf(badgeReview, exhibitionId));
  const rejecting = editor.drawer?.record;
  const rowActions: RowAction<DeExCardDown>[] = [
    { label: 'host.badges.approve', onSelect: badgeDecisions.approve, hidden: (r) => r.auditStatus === 1, successMessage: 'host.badges.approved' },
    { label: 'host.badges.reject', onSelect: (r) => editor.open(r), hidden: (r) => r.auditStatus === 2 },
  ];
  return (
    <ResourceListPage
      resource={badgeReview}
      columns={reviewColumns}
      filters={[{ name: 'auditStatus', label: 'host.badges.auditLabel', options: AUDIT_FILTER }]}
      searchPlaceholder="host.badges.search"
      description="host.badges.reviewDescription"
      rowActions={rowActions}
    >
      {editor.drawer && rejecting && (
        <RemarkDrawer
          key={editor.drawer.key}
          title={t('host.badges.rejectTitle', { name: rejecting.name })}
          label={t('host.badges.remark')}
          helper={t('host.badges.remarkHelper')}
          save={(remark) => badgeDecisions.reject(rejecting, remark)}
          onClose={editor.close}
          onSaved={editor.refresh}
        />
      )}
    </ResourceListPage>
  );
}

const uc = columnsOf<DeExCardUp>();
const recordColumns = [
  uc.custom('name', 'host.badges.holder', person, { minWidth: '10rem' }),
  uc.text('cardTypeName', 'host.badges.cardType'),
  uc.text('cardNo', 'host.badges.cardNo'),
  uc.text('phone', 'host.badges.phone'),
  uc.status('pushStatus', 'host.badges.pushLabel', pushStatus),
  uc.date('pushTime', 'host.badges.pushTime'),
];

const PUSH_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'host.badges.push.notPushed' },
  { value: 1, label: 'host.badges.push.pushed' },
  { value: 2, label: 'host.badges.push.failed' },
];

type RecordSearch = z.output<typeof badgeRecords.search>;
const exhibitorFilter = (list: ListSearchState<RecordSearch>) => <ExhibitorFilter list={list} label="host.badges.exhibitor" />;

function ResetPush() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const reset = useMutation({
    mutationFn: () => resetPush(exhibitionId),
    onSuccess: () => {
      notify.success(t('host.badges.resetDone'));
      return queryClient.invalidateQueries({ queryKey: listKeyOf(badgeRecords, exhibitionId) });
    },
    onError: (error) => reportError(error, t('kit.list.actionFailed')),
  });
  return (
    <>
      <Button variant="outline" loading={reset.isPending} onClick={async () => (await confirm({ message: t('host.badges.resetConfirm') })) && reset.mutate()}>
        {t('host.badges.resetPush')}
      </Button>
      {confirmDialog}
    </>
  );
}

export function BadgeRecordPage() {
  return (
    <ResourceListPage
      resource={badgeRecords}
      columns={recordColumns}
      filters={[{ name: 'pushStatus', label: 'host.badges.pushLabel', options: PUSH_FILTER }]}
      moreFilters={exhibitorFilter}
      searchPlaceholder="host.badges.search"
      description="host.badges.recordsDescription"
      actions={<ResetPush />}
    />
  );
}
