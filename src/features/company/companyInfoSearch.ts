/** companyInfo's search, kept apart from the page so the route table does not pull the page into the entry chunk. */
import { z } from 'zod';
import { lazySchema } from '@/components/list/listSearch';

export const COMPANY_INFO_TABS = ['profile', 'licence', 'invoice', 'contacts', 'mailbox'] as const;
export type CompanyInfoTab = (typeof COMPANY_INFO_TABS)[number];

/**
 * The open tab (`?tab=licence`), so the dashboard can link straight to it; on the contacts tab,
 * every exhibition's contacts instead of the current one's (`contacts=all`) and the e-mail searched.
 */
export const companyInfoSearch = lazySchema(() => z.object({
  tab: z.enum(COMPANY_INFO_TABS).optional().catch(undefined),
  contacts: z.literal('all').optional().catch(undefined),
  email: z.string().max(100).optional().catch(undefined),
}));
export type CompanyInfoSearch = z.output<typeof companyInfoSearch>;
