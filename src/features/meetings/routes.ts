/**
 * 会议管理 (set/Meeting): what the route tree needs before the page's code arrives: title, search
 * validation (period, keyword, paging, sort), loader deps.
 */
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';

/** The meetings' list: keyword, paging and sort (the earliest first), and the period they start in. */
export const meetingSearch = lazySchema(() => listSearchSchema({}, { sort: { propertyName: 'startTime', direction: 'asc' } }).extend(periodSearch));

export type MeetingSearch = z.output<typeof meetingSearch>;

export const meetingPage = {
  staticData: { title: 'nav.host.set.Meeting', section: 'set' },
  validateSearch: meetingSearch,
  loaderDeps: ({ search }: { search: MeetingSearch }) => search,
} as const;
