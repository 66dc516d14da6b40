/** 专题: the themed pages of the public site (001 TopicalSubject), e.g. the robotics or new-launches topic. */
import type { QueryClient } from '@tanstack/react-query';
import { getTopicalSubjectGetListQueryOptions, getTopicalSubjectGetQueryOptions, topicalSubjectCreate, topicalSubjectDelete, topicalSubjectUpdate } from '@gen/api/common-settings/common-settings';
import type { TopicalSubject, TopicalSubjectInput } from '@gen/api/model';
import { loadLocale } from '@/lib/i18n';

export const topicsQuery = () => getTopicalSubjectGetListQueryOptions();
/** One topic by id, read afresh before it is edited. */
export const topicQuery = (id: string) => getTopicalSubjectGetQueryOptions({ id });

/** What an update sends back of a stored topic (the list switch changes only `isShow`). */
export const topicInput = (s: TopicalSubject): TopicalSubjectInput => ({
  exhibitionId: s.exhibitionId, title: s.title, titleEn: s.titleEn, coverUrl: s.coverUrl, linkUrl: s.linkUrl, description: s.description, showIndex: s.showIndex, isShow: s.isShow,
});

export const topicCalls = {
  create: topicalSubjectCreate,
  update: (id: string, input: TopicalSubjectInput) => topicalSubjectUpdate({ ...input, id }),
  remove: (id: string) => topicalSubjectDelete({ id }),
};

/** The topic page's loader: its interface text and the topics, fetched with the page's code. */
export const loadTopics = ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(topicsQuery())]);
