/**
 * 资料下载 (exinfo/down): the files the organiser publishes for the exhibitors of the current
 * exhibition (exhibitor manual, build-up rules, forms), as they read them: shown ones only.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getDownloadGetByExhibitionQueryOptions } from '@gen/api/common-settings/common-settings';
import type { DownloadFileListResult } from '@gen/api/model';
import type { ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

/** Shown files, in the organiser's order. */
const shown = (r: DownloadFileListResult) => r.data.filter((f) => f.isShow !== false).sort((a, b) => a.showIndex - b.showIndex);

export const exhibitorDownloadsQuery = (exhibitionId: string) => getDownloadGetByExhibitionQueryOptions({ exhibitionId }, { query: { select: shown } });

/** The download page's loader: its text and the exhibition's files, fetched with the page's code. */
export const loadExhibitorDownloads = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = context.scope?.exhibitionId;
  return Promise.all([loadLocale('exhibit'), exhibitionId ? context.queryClient.prefetchQuery(exhibitorDownloadsQuery(exhibitionId)) : undefined]);
};
