/**
 * Badges as the organiser handles them: the imported holders to review (DeExCardDown audit list,
 * Verify) and the records sent to the badge system (DeExCardUp/pageLists, LocalResetPush).
 */
import {
  deExCardDownGetDeExCardDownAuditList, deExCardDownVerify, deExCardUpLocalResetPush, getDeExCardDownGetDeExCardDownAuditListQueryOptions,
  getDeExCardUpPageListsQueryOptions,
} from '@gen/api/card-plans/card-plans';
import { DeExCardAuditStatus, DeExCardPushStatus, type DeExCardDown, type DeExCardUp } from '@gen/api/model';
import { defineResource, defineStatusMap, ensureAccepted } from '@/components/kit';
import { badgeRecordPages, badgeReviewPages } from './routes';

const matches = (row: DeExCardDown, keyword: string | undefined) =>
  !keyword || [row.name, row.nameEn, row.compName, row.phone, row.boothNo].some((v) => v?.toLowerCase().includes(keyword.toLowerCase()));

/** The audit list is one answer for the whole exhibition; state and keyword narrow it here. */
export const badgeReview = defineResource(badgeReviewPages, {
  list: (request, exhibitionId) => {
    const params = { ExhibitionId: exhibitionId };
    return {
      queryKey: [...getDeExCardDownGetDeExCardDownAuditListQueryOptions(params).queryKey, { auditStatus: request.auditStatus, keyword: request.keyword }],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const answer = await deExCardDownGetDeExCardDownAuditList(params, undefined, signal);
        const rows = answer.data.filter((r) => (request.auditStatus === undefined || r.auditStatus === request.auditStatus) && matches(r, request.keyword));
        return { ...answer, data: rows };
      },
    };
  },
  nameOf: (row: DeExCardDown) => row.name,
});

export const badgeDecisions = {
  approve: async (row: DeExCardDown) => ensureAccepted(await deExCardDownVerify({ id: row.id, auditStatus: 1 })),
  reject: (row: DeExCardDown, remark: string) => deExCardDownVerify({ id: row.id, auditStatus: 2, remark }),
};

/** The records of the exhibitor chosen; none until one is. */
export const badgeRecords = defineResource(badgeRecordPages, {
  list: (request) => {
    const options = getDeExCardUpPageListsQueryOptions({ ...request, joinId: request.joinId ?? '' });
    return request.joinId
      ? options
      : { queryKey: options.queryKey, queryFn: async () => ({ status: 200, data: { items: [] as DeExCardUp[], totalCount: 0, pageIndex: 1, pageSize: request.pageSize, totalPages: 0 } }) };
  },
  nameOf: (row: DeExCardUp) => row.name,
});

/** Sends the exhibition's records to the badge system again (those that failed or were changed). */
export const resetPush = async (exhibitionId: string) => ensureAccepted(await deExCardUpLocalResetPush({ exId: exhibitionId }));

export const badgeAuditStatus = defineStatusMap({
  [DeExCardAuditStatus.Pending]: { label: 'host.badges.audit.pending', color: 'orange' },
  [DeExCardAuditStatus.Approved]: { label: 'host.badges.audit.approved', color: 'green' },
  [DeExCardAuditStatus.Rejected]: { label: 'host.badges.audit.rejected', color: 'red' },
});

export const pushStatus = defineStatusMap({
  [DeExCardPushStatus.NotPushed]: { label: 'host.badges.push.notPushed', color: 'gray' },
  [DeExCardPushStatus.Pushed]: { label: 'host.badges.push.pushed', color: 'green' },
  [DeExCardPushStatus.Failed]: { label: 'host.badges.push.failed', color: 'red' },
});
