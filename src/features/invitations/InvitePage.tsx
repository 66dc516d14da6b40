/**
 * 邀约管理: the companies invited to book a booth at the current exhibition and what they asked
 * for (the booth kind, area and count, the hall they want), searched and filtered in the URL, and
 * the same selection as a spreadsheet.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ApplyScene } from '@gen/api/model';
import { columnsOf, ExportButton, isPeriodInverted, periodFilter, ResourceListPage, useListSearchOf, useScopeId, type FilterOption, type ListSearchState } from '@/components/kit';
import { boothTypes, exportInvitations, INVITE_EXPORT_NAME, invitations } from './invitations';

type InviteSearch = ListSearchState<z.output<typeof invitations.search>>;

const BOOTH_FILTER: FilterOption<0 | 1>[] = [
  { value: 0, label: 'invitations.boothType.standard' },
  { value: 1, label: 'invitations.boothType.rawSpace' },
];

/** What was asked for: "54 ㎡ · 6 booths", in the page's language. */
function Wanted({ row }: { row: ApplyScene }) {
  const { t } = useTranslation();
  const parts = [
    row.boothArea !== undefined ? t('invitations.area', { area: row.boothArea }) : '',
    row.boothCount !== undefined ? t('invitations.count', { count: row.boothCount }) : '',
  ].filter(Boolean);
  return <>{parts.join(' · ') || '—'}</>;
}

const c = columnsOf<ApplyScene>();
const columns = [
  c.twoLines('companyName', 'invitations.company', (r) => r.companyName, (r) => [r.industryName, r.city].filter(Boolean).join(' · '), { minWidth: '14rem' }),
  c.twoLines('contactName', 'invitations.contact', (r) => [r.contactName, r.position].filter(Boolean).join(' · '), (r) => [r.phone, r.email].filter(Boolean).join(' · '), { minWidth: '12rem' }),
  c.status('boothType', 'invitations.boothTypeLabel', boothTypes),
  c.custom('wanted', 'invitations.wanted', (r) => <Wanted row={r} />),
  c.twoLines('intendedHall', 'invitations.hall', (r) => r.intendedHall, (r) => r.boothNo),
  c.text('remark', 'invitations.remark', { minWidth: '12rem' }),
  c.date('createTime', 'invitations.createTime', { sortable: true }),
];

/** The list's selection as the fixed-name spreadsheet. */
function ExportInvitations() {
  const list = useListSearchOf<InviteSearch['search']>();
  const exhibitionId = useScopeId('exhibition') ?? '';
  return <ExportButton fileName={INVITE_EXPORT_NAME} disabled={isPeriodInverted(list.search)} request={(o) => exportInvitations(list.request, exhibitionId, o)} />;
}

export function InvitePage() {
  return (
    <ResourceListPage
      resource={invitations}
      columns={columns}
      filters={[{ name: 'boothType', label: 'invitations.boothTypeLabel', options: BOOTH_FILTER }]}
      moreFilters={periodFilter}
      searchPlaceholder="invitations.search"
      description="invitations.description"
      actions={<ExportInvitations />}
    />
  );
}
