/** 下载管理: the files visitors and exhibitors download for the current exhibition (001 Download). */
import type { QueryClient } from '@tanstack/react-query';
import { downloadCreate, downloadDelete, getDownloadGetByExhibitionQueryOptions } from '@gen/api/common-settings/common-settings';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const downloadsQuery = (exhibitionId: string) => getDownloadGetByExhibitionQueryOptions({ exhibitionId });
export const downloadCalls = { create: downloadCreate, remove: (id: string) => downloadDelete({ id }) };

export const downloadRoute = {
  staticData: { title: 'nav.host.common.common-down', section: 'common' },
  loader: ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
    const exhibitionId = scopeIdOf('exhibition', context.scope);
    return Promise.all([loadLocale('settings'), exhibitionId ? context.queryClient.prefetchQuery(downloadsQuery(exhibitionId)) : undefined]);
  },
} as const;
