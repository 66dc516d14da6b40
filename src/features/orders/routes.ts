/**
 * What the route files of this feature need before a page's code arrives (titles, search
 * validation); the loaders come with the pages.
 */
import { ApplyOMStatus } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { idParam } from '@/lib/validation';

export const ORDER_STATUSES = Object.values(ApplyOMStatus);

export const orderSearch = lazySchema(() => listSearchSchema(
  { status: z.union([z.literal(ApplyOMStatus.Pending), z.literal(ApplyOMStatus.Confirmed), z.literal(ApplyOMStatus.Cancelled)]) },
  { sort: { propertyName: 'createTime', direction: 'desc' } },
));

export type OrderSearch = z.output<typeof orderSearch>;

/** An order is addressed by exhibition, project group and ordering company, as GetById reads it. */
export const orderDetailSearch = lazySchema(() => z.object({ exhibitionId: idParam, dePjNameGroupId: idParam, applyCompanyId: idParam }));

export type OrderDetailSearch = z.output<typeof orderDetailSearch>;

export const orderListPage = {
  staticData: { title: 'nav.exhibitor.order.all-order', section: 'exhibition' },
  validateSearch: orderSearch,
  loaderDeps: ({ search }: { search: OrderSearch }) => search,
} as const;

export const orderDetailPage = {
  staticData: { title: 'nav.exhibitor.order.detail-order', parent: '/exhibition{-$lang}/index/order/all-order' },
  validateSearch: orderDetailSearch,
  loaderDeps: ({ search }: { search: OrderDetailSearch }) => search,
} as const;
