/**
 * 新品汇 / The exhibitors' new-product launches (releases) of the current exhibition as the
 * organiser reviews them: approve, reject with the reason the exhibitor reads, show or hide on the
 * show's site; by review state and keyword, each opening its detail page.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Release } from '@gen/api/model';
import { columnsOf, listKeyOf, RemarkDrawer, ResourceListPage, useScopeId, useTableEditor, type FilterOption, type RowAction } from '@/components/kit';
import { launchReview, launches, reviewStatus } from './selections';

const c = columnsOf<Release>();
const columns = [
  c.image('images', 'kit.column.image'),
  c.twoLines(
    'title',
    'selections.launch.title',
    (r) => (
      <Link to="/host/index/set/zhenXinDetail" search={{ kind: 'release', id: r.id }}>
        {r.title}
      </Link>
    ),
    (r) => r.compName,
    { minWidth: '16rem' },
  ),
  c.text('releaseTypeName', 'selections.launch.type'),
  c.status('auditStatus', 'selections.review.state', reviewStatus),
  c.text('auditRemark', 'selections.review.remark', { minWidth: '10rem' }),
  c.showSwitch(launches.setShow!),
  c.date('createTime', 'selections.launch.createTime', { sortable: true }),
];

const STATE_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'selections.status.pending' },
  { value: 1, label: 'selections.status.approved' },
  { value: 2, label: 'selections.status.rejected' },
];

export function LaunchesPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const editor = useTableEditor<Release>(listKeyOf(launches, exhibitionId));
  const rejecting = editor.drawer?.record;
  const rowActions: RowAction<Release>[] = [
    { label: 'selections.review.approve', onSelect: launchReview.approve, hidden: (r) => r.auditStatus === 1, successMessage: 'selections.review.approved' },
    { label: 'selections.review.reject', onSelect: (r) => editor.open(r), hidden: (r) => r.auditStatus === 2 },
  ];
  return (
    <ResourceListPage
      resource={launches}
      columns={columns}
      filters={[{ name: 'auditStatus', label: 'selections.review.state', options: STATE_FILTER }]}
      showFilter
      searchPlaceholder="selections.launch.search"
      description="selections.launch.description"
      rowActions={rowActions}
    >
      {editor.drawer && rejecting && (
        <RemarkDrawer
          key={editor.drawer.key}
          title={t('selections.review.rejectTitle', { name: rejecting.title })}
          label={t('selections.review.remark')}
          helper={t('selections.review.remarkHelper')}
          max={500}
          save={(remark) => launchReview.reject(rejecting, remark)}
          onClose={editor.close}
          onSaved={editor.refresh}
        />
      )}
    </ResourceListPage>
  );
}
