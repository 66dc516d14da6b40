/** The exhibition's vehicles (Vehicle/GetPagedListByExhibitionId) and pass templates (Vehicle/template*). */
import {
  getVehicleGetPagedListByExhibitionIdQueryOptions, getVehicleTemplateGetByExIdQueryOptions, vehicleExcelExport, vehicleTemplateCreateOrUpdate,
  vehicleTemplatePdf, vehicleTemplateZip,
} from '@gen/api/vehicles/vehicles';
import { getFilePdfToImagesQueryOptions } from '@gen/api/materials/materials';
import { VehicleStatus, type Vehicle, type VehiclePassTemplateInput } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { defineResource, defineStatusMap } from '@/components/kit';
import { vehiclePages } from './routes';

export const vehicle = defineResource(vehiclePages, {
  list: (request, exhibitionId) => getVehicleGetPagedListByExhibitionIdQueryOptions({ ...request, exhibitionId }),
  nameOf: (row: Vehicle) => row.plateNumber,
});

export const vehicleStatus = defineStatusMap({
  [VehicleStatus.Pending]: { label: 'host.vehicles.statusValues.pending', color: 'orange' },
  [VehicleStatus.Approved]: { label: 'host.vehicles.statusValues.approved', color: 'green' },
  [VehicleStatus.Rejected]: { label: 'host.vehicles.statusValues.rejected', color: 'red' },
});

/** The pass template types the organiser prints (the contract leaves the values to the product). */
export const PASS_TYPES = [
  { type: 1, label: 'host.vehicles.passTypes.setup' },
  { type: 2, label: 'host.vehicles.passTypes.teardown' },
  { type: 3, label: 'host.vehicles.passTypes.truck' },
] as const;

export const templatesQuery = (exId: string) => getVehicleTemplateGetByExIdQueryOptions({ exId });
export const saveTemplate = (input: VehiclePassTemplateInput) => vehicleTemplateCreateOrUpdate(input);
/** A PDF background shown as page images (the server renders it). */
export const pdfPagesQuery = (url: string) => getFilePdfToImagesQueryOptions({ url });

/** The contract's names of these downloads, used when the answer carries none. */
export const DOWNLOAD_NAMES = { list: downloadNames.vehicleExcelExport, pass: downloadNames.vehicleTemplatePdf, passes: downloadNames.vehicleTemplateZip } as const;
export const downloads = { list: vehicleExcelExport, pass: vehicleTemplatePdf, passes: vehicleTemplateZip };
