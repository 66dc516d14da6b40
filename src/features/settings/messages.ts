/**
 * 消息管理: the organiser's SMS gateway account (balance, signature) and the SMS templates of each
 * business module (001 "Host common settings": SmsAccount and SmsTemp).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getSmsAccountGetInfoQueryOptions, getSmsTempGetAllModuleQueryOptions, getSmsTempGetByModuleOnlyQueryOptions } from '@gen/api/common-settings/common-settings';
import { loadLocale } from '@/lib/i18n';
import { type MessageSearch } from './routes';
export { messageSearch, type MessageSearch } from './routes';

export const accountQuery = () => getSmsAccountGetInfoQueryOptions();
export const modulesQuery = () => getSmsTempGetAllModuleQueryOptions();
export const templatesQuery = (module: string) => getSmsTempGetByModuleOnlyQueryOptions({ module });

/** The message page's loader: its interface text and first data, fetched with the page's code. */
export const loadMessage = async ({ context, deps }: { context: { queryClient: QueryClient }; deps: MessageSearch }) => {
  const { queryClient } = context;
  const modules = queryClient.ensureQueryData(modulesQuery()).catch(() => undefined);
  const first = deps.module ?? (await modules)?.data[0]?.module;
  await Promise.all([loadLocale('settings'), queryClient.prefetchQuery(accountQuery()), first ? queryClient.prefetchQuery(templatesQuery(first)) : undefined]);
};

/** How many messages a text is sent as: 70 characters for one, 67 per part when longer. */
export function smsParts(text: string): number {
  const length = [...text].length;
  if (length === 0) return 0;
  return length <= 70 ? 1 : Math.ceil(length / 67);
}
