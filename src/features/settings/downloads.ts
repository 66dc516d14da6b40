/** 下载管理: the files visitors and exhibitors download for the current exhibition (001 Download). */
import type { QueryClient } from '@tanstack/react-query';
import { downloadCreate, downloadDelete, getDownloadGetByExhibitionQueryOptions } from '@gen/api/common-settings/common-settings';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const downloadsQuery = (exhibitionId: string) => getDownloadGetByExhibitionQueryOptions({ exhibitionId });
export const downloadCalls = { create: downloadCreate, remove: (id: string) => downloadDelete({ id }) };

/** The download page's loader: its interface text and first data, fetched with the page's code. */
export const loadDownload = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('settings'), exhibitionId ? context.queryClient.prefetchQuery(downloadsQuery(exhibitionId)) : undefined]);
};
