/** The organiser's activity exports (Activity/ExcelExport*) and the activities to choose from. */
import type { QueryClient } from '@tanstack/react-query';
import {
  activityExcelExportCompany, activityExcelExportProduct, activityExcelExportUser, getActivityGetBackendByExhibitionQueryOptions,
} from '@gen/api/activity/activity';
import type { ActivityExportFilter } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { periodRange, scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { ActExportSearch } from './routes';

/** Every activity of the exhibition (up to the list call's 500), newest first, to choose from. */
export const exhibitionActivitiesQuery = (exhibitionId: string) =>
  getActivityGetBackendByExhibitionQueryOptions({ exhibitionId, pageIndex: 1, pageSize: 500, sorts: [{ propertyName: 'startTime', ascending: false }] });

/** The filters as the exports take them: the period as whole days. */
export function exportFilter(exhibitionId: string, search: ActExportSearch): ActivityExportFilter {
  return { exhibitionId, keyword: search.keyword || undefined, ...periodRange(search) };
}

export const activityExports = {
  companies: { fileName: downloadNames.activityExcelExportCompany, request: activityExcelExportCompany },
  products: { fileName: downloadNames.activityExcelExportProduct, request: activityExcelExportProduct },
  users: { fileName: downloadNames.activityExcelExportUser, request: activityExcelExportUser },
} as const;

export const loadActExport = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('exhibit'), exhibitionId ? context.queryClient.prefetchQuery(exhibitionActivitiesQuery(exhibitionId)) : undefined]);
};
