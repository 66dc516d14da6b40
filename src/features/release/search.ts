/** URL state of the release pages. */
import { z } from 'zod';
import { listSearchSchema } from '@/components/kit';

const kind = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** release: paging, keyword, and the kind (0 news, 1 supply, 2 demand), audit and show filters. */
export const releaseListSearchSchema = listSearchSchema({ type: kind, auditStatus: kind, isShow: z.boolean() });

/** release-new: `?id=` edits that release. */
export const releaseEditSearchSchema = z.object({ id: z.string().min(1).max(64).optional().catch(undefined) });
