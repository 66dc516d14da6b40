/**
 * The badge applications of a join (DeExCardPlan GetListByJoinIdNoAuth, no sign-in) as a
 * printable table: name, company, badge type, masked ID number, review status.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDeExCardPlanGetListByJoinIdNoAuth } from '@gen/api/card-plans/card-plans';
import type { DeExCardPlan } from '@gen/api/model';
import { auditStatus, columnsOf, DataTable } from '@/components/kit';
import { maskId, OPEN_REQUEST, OpenQueryState } from '@/components/open/OpenShell';

/** The badge list of a join, without sign-in. */
export function useJoinBadges(joinId: string) {
  return useDeExCardPlanGetListByJoinIdNoAuth({ joinId }, { query: { staleTime: 30_000 }, request: OPEN_REQUEST });
}

function IdCell({ row }: { row: DeExCardPlan }) {
  const { t } = useTranslation();
  const type = t(`openPages.badges.idTypes.${String(row.idType) as '0'}`, { defaultValue: '' });
  return (
    <Text as="span" whiteSpace="nowrap" fontFamily="mono">
      {type ? `${type} ` : ''}
      {maskId(row.idNumber)}
    </Text>
  );
}

const c = columnsOf<DeExCardPlan>();
const columns = [
  c.text('name', 'openPages.badges.name', { minWidth: '5rem' }),
  c.text('compName', 'openPages.badges.company'),
  c.text('cardTypeName', 'openPages.badges.type', { minWidth: '6rem' }),
  c.custom('idNumber', 'openPages.badges.idNumber', (row) => <IdCell row={row} />),
  c.text('position', 'openPages.badges.position', { minWidth: '5rem' }),
  c.status('status', 'openPages.badges.status', auditStatus),
];

export function BadgeTable({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const badges = useJoinBadges(joinId);
  return (
    <OpenQueryState query={badges} isEmpty={(r) => r.data.length === 0} emptyTitle={t('openPages.badges.empty')} skeletonRows={5}>
      {(r) => (
        <>
          <Text fontSize="sm" color="fg.muted" data-testid="badge-total">
            {t('openPages.total', { count: r.data.length })}
          </Text>
          <DataTable rows={r.data} columns={columns} label={t('openPages.badges.title')} />
        </>
      )}
    </OpenQueryState>
  );
}
