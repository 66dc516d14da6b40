/**
 * 证件申请 (exinfo/certApply): the staff badges of the company's current join. What the route
 * file needs before the page's code arrives; the loader comes with the page.
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { guid, idParam } from '@/lib/validation';

/** The page's two parts: applying for badges (types, applications, imports) and the records sent to the badge system. */
export const CERT_TABS = ['apply', 'uploaded'] as const;
export type CertTab = (typeof CERT_TABS)[number];

export const certApplySearch = lazySchema(() => listSearchSchema({ cardTypeId: guid(), pushStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]) }).extend({
  tab: z.enum(CERT_TABS).default('apply').catch('apply'),
  /** The badge type whose applications are shown (the join's badge-type row id); absent: the first type. */
  configId: idParam,
}));
export type CertApplySearch = z.output<typeof certApplySearch>;

/** 证件申请: in both exhibitor areas. */
export const certApplyPage = {
  staticData: { title: 'nav.exhibitor.exinfo.certApply', section: 'exhibition' },
  validateSearch: certApplySearch,
  loaderDeps: ({ search }: { search: CertApplySearch }) => search,
} as const;
