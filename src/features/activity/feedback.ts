/**
 * 活动反馈 (activity-feedback): who signed up for each of the company's activities in its current
 * join, and what was said about them. The activity and the tab are in the URL.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getActivityApplyGetByActIdQueryOptions, getActivityCommentGetByActIdQueryOptions, getActivityGetShortByJoinIdQueryOptions } from '@gen/api/activity/activity';
import { toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { type FeedbackSearch } from './routes';
export { FEEDBACK_TABS, feedbackSearch, type FeedbackTab, type FeedbackSearch } from './routes';

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

/** The feedback page's loader: its interface text and first data, fetched with the page's code. */
export const loadFeedback = async ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: FeedbackSearch }) => {
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
};
