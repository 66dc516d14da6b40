/**
 * 基础设置: the exhibitor-application settings of the organiser (one record): whether applications
 * are taken and when, whether they wait for approval, the SMS on a decision, the notice above the
 * application form.
 */
import type { QueryClient } from '@tanstack/react-query';
import { applyConfigUpdate, getApplyConfigGetConfigQueryOptions } from '@gen/api/common-settings/common-settings';
import type { ApplyConfigInput } from '@gen/api/model';
import { loadLocale } from '@/lib/i18n';

export const applyConfigQuery = () => getApplyConfigGetConfigQueryOptions();
export const saveApplyConfig = (id: string, input: ApplyConfigInput) => applyConfigUpdate({ ...input, id });

/** The base settings page's loader: its text and the settings, fetched with the page's code. */
export const loadApplyConfig = ({ context }: { context: { queryClient: QueryClient } }) =>
  Promise.all([loadLocale('host'), context.queryClient.prefetchQuery(applyConfigQuery())]);
