/**
 * Background exports (ExportTask): queued with what to export, produced by the server, then
 * downloaded from the task list once done. The list polls while a task is still in progress.
 */
import type { QueryClient } from '@tanstack/react-query';
import { exportTaskCreate, getExportTaskGetByExhibitionId2QueryOptions, getExportTaskGetByExhibitionIdQueryOptions } from '@gen/api/common-settings/common-settings';
import { ExportTaskStatus, type ExportTask } from '@gen/api/model';
import { defineStatusMap, ensureAccepted, scopeIdOf, type I18nKey, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

/** What the organiser exports: the task type the server knows, and its name (the file's). */
export const EXPORT_KINDS: { type: string; name: string; title: I18nKey; help: I18nKey }[] = [
  { type: 'ExhibitorApply', name: '展商报名信息', title: 'host.exports.kinds.apply', help: 'host.exports.kinds.applyHelp' },
  { type: 'ExhibitorInfo', name: '展商信息', title: 'host.exports.kinds.exhibitors', help: 'host.exports.kinds.exhibitorsHelp' },
  { type: 'Products', name: '展品信息', title: 'host.exports.kinds.products', help: 'host.exports.kinds.productsHelp' },
  { type: 'Catalogue', name: '会刊信息', title: 'host.exports.kinds.catalogue', help: 'host.exports.kinds.catalogueHelp' },
  { type: 'Fascia', name: '楣板信息', title: 'host.exports.kinds.fascia', help: 'host.exports.kinds.fasciaHelp' },
  { type: 'Invoice', name: '开票信息', title: 'host.exports.kinds.invoice', help: 'host.exports.kinds.invoiceHelp' },
  { type: 'Badges', name: '证件信息', title: 'host.exports.kinds.badges', help: 'host.exports.kinds.badgesHelp' },
  { type: 'Vehicles', name: '车辆信息', title: 'host.exports.kinds.vehicles', help: 'host.exports.kinds.vehiclesHelp' },
];

export const tasksQuery = (exhibitionId: string) => getExportTaskGetByExhibitionIdQueryOptions({ itemId: exhibitionId });
/** The latest tasks beside the export choices (the exhibitionId form of the same list). */
export const recentTasksQuery = (exhibitionId: string) => getExportTaskGetByExhibitionId2QueryOptions({ exhibitionId });

/** While a task is queued or running, its list asks again every two seconds. */
export const pollWhileBusy = (tasks: ExportTask[] | undefined) =>
  tasks?.some((task) => task.status === ExportTaskStatus.Queued || task.status === ExportTaskStatus.Running) ? 2000 : false;

export async function queueExport(exhibitionId: string, kind: (typeof EXPORT_KINDS)[number], onlyApproved: boolean) {
  return ensureAccepted(
    await exportTaskCreate({ exhibitionId, type: kind.type, name: kind.name, parameters: onlyApproved ? JSON.stringify({ auditStatus: 1 }) : undefined }),
  );
}

export const taskStatus = defineStatusMap({
  [ExportTaskStatus.Queued]: { label: 'host.exports.status.queued', color: 'gray' },
  [ExportTaskStatus.Running]: { label: 'host.exports.status.running', color: 'blue' },
  [ExportTaskStatus.Done]: { label: 'host.exports.status.done', color: 'green' },
  [ExportTaskStatus.Failed]: { label: 'host.exports.status.failed', color: 'red' },
});

type LoaderArgs = { context: { queryClient: QueryClient; scope?: ScopeIds } };

/** The two pages' loaders: their text and the exhibition's tasks, fetched with the page's code. */
export const loadExports = ({ context }: LoaderArgs) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('host'), exhibitionId ? context.queryClient.prefetchQuery(recentTasksQuery(exhibitionId)) : undefined]);
};
export const loadExportTasks = ({ context }: LoaderArgs) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('host'), exhibitionId ? context.queryClient.prefetchQuery(tasksQuery(exhibitionId)) : undefined]);
};
