/**
 * 参展申请 (ex/applyEx): the applications (orders) service-provider companies file for the current
 * exhibition, by application or by service line; a line's state, the changes marked as seen, delete;
 * the applying companies' exhibitions; the application files the applicants download.
 */
import {
  applyCompanyOrderDelete, applyCompanyOrderSetChangeState, applyCompanyOrderSetRowState, applyCompanyUpdateExhibitionNames, applyExhibitionFileCreate,
  applyExhibitionFileGetByName, applyExhibitionFileUpdate, getApplyCompanyGetAllExhibitionsQueryOptions, getApplyCompanyOrderGetShowPagedList2QueryOptions,
  getApplyCompanyOrderGetShowPagedListQueryOptions, getApplyExhibitionFileGetByNameQueryKey,
} from '@gen/api/common-settings/common-settings';
import { ApplyCompanyOrderRowState, type ApplyCompany, type ApplyCompanyOrder, type ApplyExhibitionFile, type ApplyExhibitionFileInput } from '@gen/api/model';
import { defineResource, defineStatusMap, ensureAccepted, type I18nKey } from '@/components/kit';
import { applyExPages } from './routes';

export const applyOrders = defineResource(applyExPages, {
  list: ({ view, ...request }, exhibitionId) =>
    view === 'lines'
      ? getApplyCompanyOrderGetShowPagedList2QueryOptions({ ...request, exhibitionId })
      : getApplyCompanyOrderGetShowPagedListQueryOptions({ ...request, exhibitionId }),
  remove: async (row: ApplyCompanyOrder) => ensureAccepted(await applyCompanyOrderDelete({ id: row.id })),
  nameOf: (row: ApplyCompanyOrder) => [row.orderNo, row.compName].filter(Boolean).join(' '),
});

export const setRowState = async (row: ApplyCompanyOrder, rowState: ApplyCompanyOrderRowState) =>
  ensureAccepted(await applyCompanyOrderSetRowState({ id: row.id, rowState }));

/** Marks every change the row's applying company made as seen (clears 已变更). */
export const markChangesSeen = async (row: ApplyCompanyOrder) => ensureAccepted(await applyCompanyOrderSetChangeState({ applycompangId: row.applyCompanyId }));

export const rowStates = defineStatusMap({
  [ApplyCompanyOrderRowState.Pending]: { label: 'host.applyEx.state.pending', color: 'orange' },
  [ApplyCompanyOrderRowState.Confirmed]: { label: 'host.applyEx.state.confirmed', color: 'green' },
  [ApplyCompanyOrderRowState.Cancelled]: { label: 'host.applyEx.state.cancelled', color: 'gray' },
});

export const applyCompaniesQuery = () => getApplyCompanyGetAllExhibitionsQueryOptions();

export const saveExhibitionNames = async (company: ApplyCompany, names: string[]) =>
  ensureAccepted(await applyCompanyUpdateExhibitionNames({ id: company.id, exhibitionIds: company.exhibitionIds, exhibitionNames: names }));

/** The application files the organiser keeps, by the name they are stored under (the server's key). */
export const APPLY_FILES: { name: string; label: I18nKey }[] = [
  { name: '参展合同', label: 'host.applyEx.files.contract' },
  { name: '参展须知', label: 'host.applyEx.files.notice' },
  { name: '展商手册', label: 'host.applyEx.files.manual' },
];

/** The file stored under a name; null when there is none (the server answers 204). */
export const applyFileQuery = (name: string) => ({
  queryKey: getApplyExhibitionFileGetByNameQueryKey({ name }),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<ApplyExhibitionFile | null> => (await applyExhibitionFileGetByName({ name }, undefined, signal))?.data ?? null,
});

export const saveApplyFile = async (current: ApplyExhibitionFile | null, values: ApplyExhibitionFileInput) =>
  ensureAccepted(await (current ? applyExhibitionFileUpdate({ ...values, id: current.id }) : applyExhibitionFileCreate(values)));
