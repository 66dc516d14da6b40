/**
 * 会议管理 (set/Meeting): the meetings and forums of the current exhibition as the organiser sees
 * them (every exhibitor's activities, hidden ones included) and the exhibition's badge plans
 * (证件类型: quota per exhibitor, application window), with the badge types each meeting admits.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getActivityGetBackendByExhibitionQueryOptions } from '@gen/api/activity/activity';
import { getDeExCardPlanConfigExhibitionGetByExhibitionIdQueryOptions } from '@gen/api/card-plans/card-plans';
import type { Activity, DeExCardPlanConfigExhibition } from '@gen/api/model';
import { periodRange, scopeIdOf, toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { MeetingSearch } from './routes';

/** The page of meetings: keyword, paging and sort from the URL, the period as the API's start and end times. */
export const meetingsQuery = (exhibitionId: string, { start, end, ...list }: MeetingSearch) =>
  getActivityGetBackendByExhibitionQueryOptions({ ...toPageRequest(list), ...periodRange({ start, end }), exhibitionId });

/** The badge types the exhibition offers, in their order. */
export const badgePlansQuery = (exhibitionId: string) => getDeExCardPlanConfigExhibitionGetByExhibitionIdQueryOptions({ exhibitionId });

const time = (value: string | undefined) => (value ? new Date(value).getTime() : Number.NaN);

/**
 * The badge types that admit to a meeting: a badge admits its holder to the exhibition's meetings,
 * but only once it can be held, so a type whose application window opens after the meeting has
 * started admits no one to it. (The contract ties badge types to the exhibition, not to a meeting.)
 */
export function admittedBadges(plans: DeExCardPlanConfigExhibition[], meeting: Pick<Activity, 'startTime'>): DeExCardPlanConfigExhibition[] {
  const start = time(meeting.startTime);
  return plans.filter((p) => Number.isNaN(start) || !p.applyStartTime || time(p.applyStartTime) <= start);
}

export const loadMeetings = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: MeetingSearch }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([
    loadLocale('meetings'),
    exhibitionId && context.queryClient.prefetchQuery(meetingsQuery(exhibitionId, deps)),
    exhibitionId && context.queryClient.prefetchQuery(badgePlansQuery(exhibitionId)),
  ]);
};
