/**
 * 活动反馈 (activity-feedback): who signed up for each of the company's activities in its current
 * join, and what was said about them. The activity and the tab are in the URL.
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getActivityApplyGetByActIdQueryOptions, getActivityCommentGetByActIdQueryOptions, getActivityGetShortByJoinIdQueryOptions } from '@gen/api/activity/activity';
import { listSearchSchema, toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { idParam } from '@/lib/validation';

export const FEEDBACK_TABS = ['applicants', 'comments'] as const;
export type FeedbackTab = (typeof FEEDBACK_TABS)[number];

export const feedbackSearch = listSearchSchema({}, { sort: { propertyName: 'createTime', direction: 'desc' } }).extend({
  activityId: idParam,
  tab: z.enum(FEEDBACK_TABS).default('applicants').catch('applicants'),
});
export type FeedbackSearch = z.output<typeof feedbackSearch>;

/** The join's activities to choose from. */
export const joinActivitiesQuery = (joinId: string) => getActivityGetShortByJoinIdQueryOptions({ joinId });

export const applicantsQuery = (search: FeedbackSearch, activityId: string) => {
  const { pageIndex, pageSize, sorts, keyword } = toPageRequest(search);
  return getActivityApplyGetByActIdQueryOptions({ pageIndex, pageSize, sorts, ...(keyword ? { keyword } : {}), activityId });
};

export const commentsQuery = (search: FeedbackSearch, activityId: string) => {
  const { pageIndex, pageSize, sorts, keyword } = toPageRequest(search);
  return getActivityCommentGetByActIdQueryOptions({ pageIndex, pageSize, sorts, ...(keyword ? { keyword } : {}), activityId });
};

export const feedbackRoute = {
  staticData: { title: 'nav.exhibitor.activity-feedback', section: 'data' },
  validateSearch: feedbackSearch,
  loaderDeps: ({ search }: { search: FeedbackSearch }) => search,
  loader: async ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: FeedbackSearch }) => {
    const joinId = context.scope?.joinId;
    const work: Promise<unknown>[] = [loadLocale('exhibit')];
    if (joinId) work.push(context.queryClient.prefetchQuery(joinActivitiesQuery(joinId)));
    if (deps.activityId) {
      work.push(
        deps.tab === 'comments'
          ? context.queryClient.prefetchQuery(commentsQuery(deps, deps.activityId))
          : context.queryClient.prefetchQuery(applicantsQuery(deps, deps.activityId)),
      );
    }
    await Promise.all(work);
  },
} as const;
