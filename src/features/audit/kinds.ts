/** The six kinds of change an exhibitor submits for review (AuditRecordType) and how to read one. */
import {
  catalogueDownVerify, companyDownVerify, contactDownVerify, getCatalogueDownGetQueryOptions, getCatalogueDownGetRecordQueryOptions,
  getCompanyDownGetQueryOptions, getCompanyDownGetRecordQueryOptions, getContactDownGetQueryOptions, getContactDownGetRecordQueryOptions,
  getInvoiceDownGetQueryOptions, getInvoiceDownGetRecordQueryOptions, getLintelDownGetQueryOptions, getLintelDownGetRecordQueryOptions,
  getVehicleDownGetListRecordByJoinIdQueryOptions, getVehicleDownGetQueryOptions, invoiceDownVerify, lintelDownVerify, vehicleDownVerify,
} from '@gen/api/audit/audit';
import { AuditRecordType, type AuditVerifyInput } from '@gen/api/model';
import type { I18nKey } from '@/components/kit';

/** What every change record (*Down) has: the record before and the submitted one, as JSON text. */
export interface ChangeRecord {
  id: string;
  joinId: string;
  compName?: string;
  beforeContent?: string | null;
  afterContent: string;
  auditStatus: number;
  remark?: string | null;
  createTime?: string;
  auditTime?: string | null;
}

export interface KindInfo {
  type: AuditRecordType;
  label: I18nKey;
  /** The change record by its id. */
  one: (id: string) => { queryKey: readonly unknown[]; queryFn?: unknown };
  /** Approve or reject the change record (PUT …Down/Verify). */
  verify: (input: AuditVerifyInput) => Promise<unknown>;
  /** A join's change records of this kind, newest first (one, the latest, except for vehicles). */
  records: (joinId: string) => { queryKey: readonly unknown[]; queryFn?: unknown };
  /** Key of `AuditHasInfos` (pending change of this kind). */
  flag: 'company' | 'catalogue' | 'invoice' | 'contact' | 'lintel' | 'vehicle';
}

const kind = (type: AuditRecordType, flag: KindInfo['flag'], one: KindInfo['one'], verify: KindInfo['verify'], records: KindInfo['records']): KindInfo => ({
  type, flag, label: `host.audit.kinds.${type}` as I18nKey, one, verify, records,
});

export const KINDS: KindInfo[] = [
  kind(AuditRecordType.Company, 'company', (id) => getCompanyDownGetQueryOptions({ id }), companyDownVerify, (joinId) => getCompanyDownGetRecordQueryOptions({ joinId })),
  kind(AuditRecordType.Catalogue, 'catalogue', (id) => getCatalogueDownGetQueryOptions({ id }), catalogueDownVerify, (joinId) => getCatalogueDownGetRecordQueryOptions({ joinId })),
  kind(AuditRecordType.Invoice, 'invoice', (id) => getInvoiceDownGetQueryOptions({ id }), invoiceDownVerify, (joinId) => getInvoiceDownGetRecordQueryOptions({ joinId })),
  kind(AuditRecordType.Contact, 'contact', (id) => getContactDownGetQueryOptions({ id }), contactDownVerify, (joinId) => getContactDownGetRecordQueryOptions({ joinId })),
  kind(AuditRecordType.Lintel, 'lintel', (id) => getLintelDownGetQueryOptions({ id }), lintelDownVerify, (joinId) => getLintelDownGetRecordQueryOptions({ joinId })),
  kind(AuditRecordType.Vehicle, 'vehicle', (id) => getVehicleDownGetQueryOptions({ id }), vehicleDownVerify, (joinId) => getVehicleDownGetListRecordByJoinIdQueryOptions({ joinId })),
];

export const kindOf = (type: number) => KINDS.find((k) => k.type === type);
