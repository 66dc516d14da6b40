/** companyInfo's search, kept apart from the page so the route table does not pull the page into the entry chunk. */
import { z } from 'zod';

export const COMPANY_INFO_TABS = ['profile', 'licence', 'invoice'] as const;
export type CompanyInfoTab = (typeof COMPANY_INFO_TABS)[number];

/** The open tab (`?tab=licence`), so the dashboard can link straight to it. */
export const companyInfoSearch = z.object({ tab: z.enum(COMPANY_INFO_TABS).optional().catch(undefined) });
