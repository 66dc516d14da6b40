/**
 * The organiser's badge pages: 证件申请管理 (ex/certApplyManage, the imported badge holders to
 * review) and 证件管理 (ex/cert, the badge records sent to the badge system, by exhibitor).
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';
import { guid } from '@/lib/validation';

export const badgeReviewPages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'ex',
  paths: { list: '/host/index/ex/certApplyManage' },
  titles: { list: 'nav.host.ex.certApplyManage' },
  search: lazySchema(() => listSearchSchema({}).extend({ auditStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional().catch(undefined) })),
});

export const badgeRecordPages = definePages({
  domain: 'host',
  scope: 'exhibition',
  section: 'ex',
  paths: { list: '/host/index/ex/cert' },
  titles: { list: 'nav.host.ex.cert' },
  search: lazySchema(() => listSearchSchema({ joinId: guid(), pushStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]) })),
});
