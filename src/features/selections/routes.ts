/**
 * 新品汇 / 臻品汇 (set/xinPinHui, set/zhenPinHui, set/zhenXinDetail): the selections the organiser
 * presents on the show's site: the exhibitors' new-product launches (releases, reviewed here) and
 * the exhibition's premium products (selected here), each opening one detail page.
 * What the route files need before a page's code arrives.
 */
import { ReleaseAuditStatus } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';
import { guid, idParam } from '@/lib/validation';

const DETAIL = '/host/index/set/zhenXinDetail';

/** 新品汇: the exhibition's releases by review state (all when absent), newest first. */
export const launchPages = definePages({
  domain: 'selections',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/xinPinHui', detail: DETAIL },
  titles: { list: 'nav.host.set.xinPinHui', detail: 'nav.host.set.zhenXinDetail' },
  search: lazySchema(() => listSearchSchema(
    {
      auditStatus: z.union([z.literal(ReleaseAuditStatus.Pending), z.literal(ReleaseAuditStatus.Approved), z.literal(ReleaseAuditStatus.Rejected)]),
      isShow: z.boolean(),
    },
    { sort: { propertyName: 'createTime', direction: 'desc' } },
  )),
});

/** 臻品汇: the exhibition's products by exhibit category, sales channel and section office (科室), selected or not. */
export const premiumPages = definePages({
  domain: 'selections',
  scope: 'exhibition',
  section: 'set',
  paths: { list: '/host/index/set/zhenPinHui', detail: DETAIL },
  titles: { list: 'nav.host.set.zhenPinHui', detail: 'nav.host.set.zhenXinDetail' },
  search: lazySchema(() => listSearchSchema({ topic: z.union([z.literal(0), z.literal(1)]), categoryId: guid(), channelId: guid(), sectionOfficeId: guid() })),
});

/** The detail page: which list the record comes from (release or product) and its id; anything else is dropped. */
export const selectionDetailSearch = lazySchema(() => z.object({
  kind: z.enum(['release', 'product']).optional().catch(undefined),
  id: idParam,
}));
export type SelectionDetailSearch = z.output<typeof selectionDetailSearch>;

export const selectionDetailPage = {
  staticData: { title: 'nav.host.set.zhenXinDetail', parent: launchPages.paths.list },
  validateSearch: selectionDetailSearch,
  loaderDeps: ({ search }: { search: SelectionDetailSearch }) => search,
} as const;
