import { z } from 'zod';
import { NewsAuditStatus } from '@gen/api/model';
import { listSearchSchema } from '@/components/kit';

/** The news list: paging, sort, keyword and the audit status filter. */
export const newsListSearch = listSearchSchema({
  auditStatus: z.union([z.literal(NewsAuditStatus.Pending), z.literal(NewsAuditStatus.Approved), z.literal(NewsAuditStatus.Rejected)]),
});
