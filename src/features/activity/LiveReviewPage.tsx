/**
 * 直播审核 / The exhibitors' live-stream applications of the current exhibition: who asked to
 * stream which activity when, with whom to talk to; approve, reject with the remark the exhibitor
 * reads, or mark as not needing audit. The waiting ones come first (the filter in the URL).
 */
import { useTranslation } from 'react-i18next';
import {
  columnsOf, formatDate, listKeyOf, RemarkDrawer, ResourceListPage, useScopeId, useTableEditor, type FilterOption, type RowAction,
} from '@/components/kit';
import { liveDecisions, liveReview, liveStateStatus, type LiveApplication } from './liveReview';
import { LIVE_REVIEW_STATES } from './routes';

const c = columnsOf<LiveApplication>();
const columns = [
  c.twoLines('name', 'exhibit.liveReview.activity', (a) => a.name, (a) => a.companyName, { minWidth: '14rem' }),
  c.custom('liveStartTime', 'exhibit.liveReview.time', (a) => [formatDate(a.liveStartTime), formatDate(a.liveEndTime, 'HH:mm')].filter(Boolean).join(' – '), { minWidth: '12rem' }),
  c.custom('liveLinkName', 'exhibit.liveReview.contact', (a) => [a.liveLinkName, a.livelinkTel].filter(Boolean).join(' · ')),
  c.date('liveApplyTime', 'exhibit.liveReview.appliedAt'),
  c.status('liveAudit', 'exhibit.activity.liveState', liveStateStatus),
  c.text('liveAuditRemark', 'exhibit.liveReview.remark', { minWidth: '10rem' }),
];

const labels = { PENDING: 'exhibit.activity.live.1', APPROVED: 'exhibit.activity.live.2', REJECTED: 'exhibit.activity.live.3', NO_AUDIT_NEEDED: 'exhibit.activity.live.4' } as const;
const STATE_FILTER: FilterOption<(typeof LIVE_REVIEW_STATES)[number]>[] = LIVE_REVIEW_STATES.map((value) => ({ value, label: labels[value] }));

export function LiveReviewPage() {
  const { t } = useTranslation();
  const editor = useTableEditor<LiveApplication>(listKeyOf(liveReview, useScopeId('exhibition') ?? ''));
  const rejecting = editor.drawer?.record;
  const rowActions: RowAction<LiveApplication>[] = [
    { label: 'exhibit.liveReview.approve', onSelect: liveDecisions.approve, hidden: (a) => a.liveAudit === 'APPROVED', successMessage: 'exhibit.liveReview.approved' },
    { label: 'exhibit.liveReview.reject', onSelect: (a) => editor.open(a), hidden: (a) => a.liveAudit === 'REJECTED' },
    {
      label: 'exhibit.liveReview.noAudit',
      onSelect: liveDecisions.noAuditNeeded,
      hidden: (a) => a.liveAudit === 'NO_AUDIT_NEEDED',
      confirm: 'exhibit.liveReview.noAuditConfirm',
      successMessage: 'exhibit.liveReview.noAuditDone',
    },
  ];
  return (
    <ResourceListPage
      resource={liveReview}
      columns={columns}
      filters={[{ name: 'liveAudit', label: 'exhibit.activity.liveState', options: STATE_FILTER }]}
      searchPlaceholder="exhibit.liveReview.search"
      description="exhibit.liveReview.description"
      rowActions={rowActions}
    >
      {editor.drawer && rejecting && (
        <RemarkDrawer
          key={editor.drawer.key}
          title={t('exhibit.liveReview.rejectTitle', { name: rejecting.name })}
          label={t('exhibit.liveReview.remark')}
          helper={t('exhibit.liveReview.remarkHelper')}
          save={(remark) => liveDecisions.reject(rejecting, remark)}
          onClose={editor.close}
          onSaved={editor.refresh}
        />
      )}
    </ResourceListPage>
  );
}
