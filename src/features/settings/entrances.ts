/** 快捷入口: the shortcuts on the public site's home page (001 QuickEntrance). */
import type { QueryClient } from '@tanstack/react-query';
import { getQuickEntranceGetListQueryOptions, getQuickEntranceGetQueryOptions, quickEntranceCreate, quickEntranceDelete, quickEntranceUpdate } from '@gen/api/common-settings/common-settings';
import { loadLocale } from '@/lib/i18n';

export const entrancesQuery = () => getQuickEntranceGetListQueryOptions();
/** One shortcut by id, read afresh before it is edited. */
export const entranceQuery = (id: string) => getQuickEntranceGetQueryOptions({ id });
export const entranceCalls = { create: quickEntranceCreate, update: quickEntranceUpdate, remove: (id: string) => quickEntranceDelete({ id }) };

/** The entrance page's loader: its interface text and first data, fetched with the page's code. */
export const loadEntrance = ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(entrancesQuery())]);
