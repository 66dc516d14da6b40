/**
 * 交易统计 (trade): the company's supply (招商) and procurement (采购) postings in the current
 * exhibition. What the route file needs before the page's code arrives; the loader comes with it.
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';

/** The page's tabs: supply (ReleaseKind 1) and procurement (ReleaseKind 2). */
export const TRADE_KINDS = [1, 2] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

export const tradeSearch = lazySchema(() => listSearchSchema(
  // The host's push state of a posting (NewReleaseStatus): 0 pending, 1 pushed, 2 rejected.
  { status: z.union([z.literal(0), z.literal(1), z.literal(2)]), releaseTypeId: z.string().uuid() },
  { sort: { propertyName: 'createTime', direction: 'desc' } },
).extend({
  type: z.union([z.literal(1), z.literal(2)]).default(1).catch(1),
}));
export type TradeSearch = z.output<typeof tradeSearch>;

/** 交易统计: only in the Chinese exhibitor area (000 §2). */
export const tradePage = {
  staticData: { title: 'nav.exhibitor.trade', section: 'data', zhOnly: true },
  validateSearch: tradeSearch,
  loaderDeps: ({ search }: { search: TradeSearch }) => search,
} as const;
