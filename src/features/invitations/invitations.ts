/**
 * How the invitations page reads and exports the booth bookings (ApplyScene); arrives with the
 * page's code.
 */
import { applySceneExcelExport, getApplySceneGetListQueryOptions } from '@gen/api/join/join';
import { ApplySceneBoothType, type ApplyScene, type ApplyScenePageRequest } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import type { RequestOptions } from '@/lib/http/client';
import { defineResource, defineStatusMap, periodRange, type PageRequestBody, type Period } from '@/components/kit';
import { invitePages } from './routes';

type InviteRequest = PageRequestBody & Period & { boothType?: ApplySceneBoothType };

/** The API's request of a list URL: the period as start and end times, the exhibition from the scope. */
export function inviteRequest({ start, end, ...rest }: InviteRequest, exhibitionId: string): ApplyScenePageRequest {
  return { ...rest, exhibitionId, ...periodRange({ start, end }) };
}

export const invitations = defineResource(invitePages, {
  list: (request, exhibitionId) => getApplySceneGetListQueryOptions(inviteRequest(request, exhibitionId)),
  nameOf: (row: ApplyScene) => row.companyName,
});

/** The list's filters as a spreadsheet (paging ignored by the API); the file's name is fixed. */
export const INVITE_EXPORT_NAME = downloadNames.applySceneExcelExport;
export const exportInvitations = (request: InviteRequest, exhibitionId: string, options: RequestOptions) => applySceneExcelExport(inviteRequest(request, exhibitionId), options);

export const boothTypes = defineStatusMap({
  [ApplySceneBoothType.Standard]: { label: 'invitations.boothType.standard', color: 'blue' },
  [ApplySceneBoothType.RawSpace]: { label: 'invitations.boothType.rawSpace', color: 'purple' },
});
