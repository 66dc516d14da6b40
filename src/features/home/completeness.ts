/**
 * How complete a company's profile is: the company's own fields, its business licence, invoicing
 * details, staff and contact person, each worth the same share of 100 %.
 */
import type { Company, CompInvoice, CompLicense } from '@gen/api/model';
import { CompanyAuditStatus } from '@gen/api/model';

/** Where a missing item is filled in: the companyInfo tabs, or the staff page. */
export type CompletenessTarget = { page: 'companyInfo'; tab: 'profile' | 'licence' | 'invoice' } | { page: 'companyAdmin' };

export type CompletenessKey =
  | 'name' | 'nameEn' | 'logo' | 'nature' | 'businessType' | 'industry' | 'region' | 'address' | 'tel' | 'email' | 'introduction'
  | 'contact' | 'licence' | 'invoice' | 'staff';

export interface CompletenessItem {
  key: CompletenessKey;
  done: boolean;
  target: CompletenessTarget;
}

export interface CompletenessInput {
  company: Company | null | undefined;
  licence: CompLicense | null | undefined;
  invoice: CompInvoice | null | undefined;
  staffCount: number;
}

export interface Completeness {
  /** 0–100, rounded. */
  percent: number;
  items: CompletenessItem[];
  missing: CompletenessItem[];
}

const filled = (...values: (string | null | undefined)[]) => values.every((v) => typeof v === 'string' && v.trim() !== '');
/** An editor's empty document is not an introduction. */
const hasText = (html: string | undefined) => Boolean(html && html.replace(/<[^>]*>|&nbsp;/g, '').trim());

const PROFILE = { page: 'companyInfo', tab: 'profile' } as const;

export function profileCompleteness({ company, licence, invoice, staffCount }: CompletenessInput): Completeness {
  const c = company ?? undefined;
  const items: CompletenessItem[] = [
    { key: 'name', done: filled(c?.name), target: PROFILE },
    { key: 'nameEn', done: filled(c?.nameEn), target: PROFILE },
    { key: 'logo', done: filled(c?.logo), target: PROFILE },
    { key: 'nature', done: filled(c?.natureId), target: PROFILE },
    { key: 'businessType', done: filled(c?.businessTypeId), target: PROFILE },
    { key: 'industry', done: filled(c?.industryId), target: PROFILE },
    { key: 'region', done: filled(c?.province, c?.city), target: PROFILE },
    { key: 'address', done: filled(c?.address), target: PROFILE },
    { key: 'tel', done: filled(c?.tel) || filled(c?.phone), target: PROFILE },
    { key: 'email', done: filled(c?.email), target: PROFILE },
    { key: 'introduction', done: hasText(c?.introduction), target: PROFILE },
    { key: 'contact', done: filled(c?.contactName) && (filled(c?.contactPhone) || filled(c?.phone)), target: PROFILE },
    // A rejected licence has to be filed again.
    { key: 'licence', done: Boolean(licence) && licence?.auditStatus !== CompanyAuditStatus.Rejected, target: { page: 'companyInfo', tab: 'licence' } },
    { key: 'invoice', done: Boolean(invoice), target: { page: 'companyInfo', tab: 'invoice' } },
    { key: 'staff', done: staffCount > 0, target: { page: 'companyAdmin' } },
  ];
  const done = items.filter((i) => i.done).length;
  return { percent: Math.round((done / items.length) * 100), items, missing: items.filter((i) => !i.done) };
}
