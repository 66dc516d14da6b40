/**
 * The organiser's audit of live-stream applications (GraphQL: activity.page, live.audit,
 * live.dontAudit). The list reads as the kit's lists do: `{ data: page }`.
 */
import { useActivityPageQuery, useLiveAuditMutation, useLiveDontAuditMutation, type ActivityLiveFieldsFragment } from '@gen/graphql/hooks';
import { defineResource, defineStatusMap } from '@/components/kit';
import { liveReviewPages } from './routes';

export type LiveApplication = ActivityLiveFieldsFragment;

export const liveReview = defineResource(liveReviewPages, {
  list: (request, exhibitionId) => {
    const input = { exhibitionId, isApplyLive: true, keyword: request.keyword, liveAudit: request.liveAudit, pageIndex: request.pageIndex, pageSize: request.pageSize };
    return {
      queryKey: ['live-review', ...useActivityPageQuery.getKey({ input })],
      queryFn: async () => ({ data: (await useActivityPageQuery.fetcher({ input })()).activity.page }),
    };
  },
  nameOf: (row: LiveApplication) => row.name,
});

export const liveDecisions = {
  approve: (row: LiveApplication) => useLiveAuditMutation.fetcher({ input: { id: row.id, approved: true } })(),
  reject: (row: LiveApplication, remark: string) => useLiveAuditMutation.fetcher({ input: { id: row.id, approved: false, remark } })(),
  noAuditNeeded: (row: LiveApplication) => useLiveDontAuditMutation.fetcher({ input: { id: row.id } })(),
};

export const liveStateStatus = defineStatusMap({
  NOT_APPLIED: { label: 'exhibit.activity.live.0', color: 'gray' },
  PENDING: { label: 'exhibit.activity.live.1', color: 'orange' },
  APPROVED: { label: 'exhibit.activity.live.2', color: 'green' },
  REJECTED: { label: 'exhibit.activity.live.3', color: 'red' },
  NO_AUDIT_NEEDED: { label: 'exhibit.activity.live.4', color: 'blue' },
});
