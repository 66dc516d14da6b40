/** The visitor information the registration forms collected (InformationGathering), for the organiser. */
import { getInformationGatheringPageQueryOptions, informationGatheringExcelExport } from '@gen/api/common-settings/common-settings';
import { InformationGatheringSource, type InformationGathering } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { defineResource, defineStatusMap } from '@/components/kit';
import { gatheringPages } from './routes';

export const gathering = defineResource(gatheringPages, {
  list: (request, exhibitionId) => getInformationGatheringPageQueryOptions({ ...request, exhibitionId }),
  nameOf: (row: InformationGathering) => row.name,
});

/** The spreadsheet of the records the filters keep (paging ignored). */
export const exportGatherings = informationGatheringExcelExport;
export const GATHERING_EXPORT_NAME = downloadNames.informationGatheringExcelExport;

export const sourceStatus = defineStatusMap({
  [InformationGatheringSource.Pc]: { label: 'host.gathering.sources.pc', color: 'blue' },
  [InformationGatheringSource.MobileH5]: { label: 'host.gathering.sources.h5', color: 'teal' },
  [InformationGatheringSource.WeChatMiniProgram]: { label: 'host.gathering.sources.mini', color: 'green' },
});
