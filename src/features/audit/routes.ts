/**
 * What the route files of this feature need before a page's code arrives (titles, search
 * validation); the loaders come with the pages.
 */
import { AuditRecordType, ChangeAuditStatus } from '@gen/api/model';
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';

/** 'all' statuses is -1; the queue opens on the pending ones. */
export const ALL = -1;

const types = Object.values(AuditRecordType).map((v) => z.literal(v));

const statuses = [ALL, ChangeAuditStatus.Pending, ChangeAuditStatus.Approved, ChangeAuditStatus.Rejected].map((v) => z.literal(v));

export const queueSearch = lazySchema(() => listSearchSchema(
  {
    type: z.union(types as unknown as [z.ZodLiteral<AuditRecordType>, ...z.ZodLiteral<AuditRecordType>[]]),
    status: z.union(statuses as unknown as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]).default(ChangeAuditStatus.Pending).catch(ChangeAuditStatus.Pending),
  },
  { pageSize: 20, sort: { propertyName: 'submitTime', direction: 'asc' } },
));

export type QueueSearch = z.output<typeof queueSearch>;

export const queuePage = {
  staticData: { title: 'nav.host.audit.list', section: 'audit' },
  validateSearch: queueSearch,
  loaderDeps: ({ search }: { search: QueueSearch }) => search,
} as const;

/** 扫码审核 (audit/scan): real-name checks of a badge holder at the entrance, and the log of checks. */
export const idCheckPage = { staticData: { title: 'nav.host.audit.scan', section: 'audit' } } as const;

/** The tabs of 资料审核 (audit/info): the company's file (licence, staff), then one per kind of change. */
export const INFO_TABS = ['profile', 'company', 'catalogue', 'invoice', 'contact', 'lintel', 'vehicle'] as const;
export type InfoTab = (typeof INFO_TABS)[number];

export const infoSearch = lazySchema(() => z.object({ joinId: z.guid().optional().catch(undefined), tab: z.enum(INFO_TABS).optional().catch(undefined) }));
