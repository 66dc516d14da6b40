/** The exhibition's vehicles (Vehicle/GetPagedListByExhibitionId) and pass templates (Vehicle/template*). */
import {
  getVehicleGetPagedListByExhibitionIdQueryOptions, getVehicleTemplateGetByExIdQueryOptions, vehicleExcelExport, vehicleTemplateCreateOrUpdate,
  vehicleTemplatePdf, vehicleTemplateZip,
} from '@gen/api/vehicles/vehicles';
import { fileGet, getFilePdfToImagesQueryOptions } from '@gen/api/materials/materials';
import type { RequestOptions } from '@/lib/http/client';
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

/**
 * A stored file of the API (`/api/file?key=…`, a template's background) as a download through
 * GET /api/file: its key, and the name it is saved under (the key's last segment, as the contract
 * says); undefined for an address that is not a stored file.
 */
export function storedFile(url: string | undefined): { key: string; name: string; download: (options: RequestOptions) => Promise<Blob> } | undefined {
  if (!url) return undefined;
  let key: string | null;
  try {
    const address = new URL(url, 'http://stored.invalid');
    key = /\/api\/file\/?$/i.test(address.pathname) ? address.searchParams.get('key') : null;
  } catch {
    key = null;
  }
  if (!key) return undefined;
  const name = key.slice(key.lastIndexOf('/') + 1) || key;
  return { key, name, download: (options) => fileGet({ key }, options) };
}

/** The contract's names of these downloads, used when the answer carries none. */
export const DOWNLOAD_NAMES = { list: downloadNames.vehicleExcelExport, pass: downloadNames.vehicleTemplatePdf, passes: downloadNames.vehicleTemplateZip } as const;
export const downloads = { list: vehicleExcelExport, pass: vehicleTemplatePdf, passes: vehicleTemplateZip };
