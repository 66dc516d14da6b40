/** Types, collection names and small helpers shared by the live resolvers. */
import { auditCode, LIVE_AUDIT, type LiveAuditName } from '../../data/live';
import { paginate, type MockRecord } from '../../db';

export type Row = MockRecord;
export type Args<T> = { input: T };
export interface Ctx {
  request: Request;
  user?: MockRecord;
  api: LiveApi;
}
export type Resolver = (args: Args<never>, ctx: Ctx) => unknown;
export type Group = Record<string, Resolver>;
export interface LiveApi {
  query: Record<string, Group>;
  mutation: Record<string, Group>;
}

/** Collections of this domain. */
export const LIVE = {
  activities: 'activities',
  fallbackActivities: 'liveActivities',
  products: 'products',
  fallbackProducts: 'liveExhibitProducts',
  channels: 'liveChannels',
  members: 'liveMembers',
  history: 'liveHistory',
  summaries: 'liveSummaries',
  channelProducts: 'liveChannelProducts',
  viewers: 'liveViewers',
  userLogs: 'liveUserViewLogs',
  productLogs: 'liveProductViewLogs',
  companyLogs: 'liveCompanyViewLogs',
  banners: 'liveBanners',
  departments: 'liveDepartments',
  jobs: 'liveDepartmentJobs',
  weChat: 'liveWeChatSettings',
} as const;

export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const bool = (v: unknown): boolean => v === true || v === 1 || v === 'true';
export const given = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null;
export const sameId = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
export const time = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : Number.NaN);

/** The fields of `input` (among `keys`) that were given a value: update inputs keep the rest. */
export function patchOf<T extends object>(input: T, keys: (keyof T)[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const k of keys) if (given(input[k])) patch[k as string] = input[k];
  return patch;
}

export function checkTime(value: string | null | undefined, label: string) {
  if (given(value) && Number.isNaN(Date.parse(value))) throw new Error(`${label}格式不正确：${value}`);
}

export function checkWindow(start: unknown, end: unknown) {
  const s = time(start);
  const e = time(end);
  if (!Number.isNaN(s) && !Number.isNaN(e) && e <= s) throw new Error('直播结束时间须晚于开始时间');
}

export function inRange(row: Row, field: string, start?: string | null, end?: string | null) {
  const t = time(row[field]);
  if (given(start) && !(t >= Date.parse(start))) return false;
  if (given(end) && !(t < Date.parse(end))) return false;
  return true;
}

export const byNumber = (field: string) => (a: Row, b: Row) => (Number(a[field]) || 0) - (Number(b[field]) || 0);
export const newestFirst = (field: string) => (a: Row, b: Row) => (time(b[field]) || 0) - (time(a[field]) || 0);

export function page<T>(rows: T[], input: { pageIndex?: number | null; pageSize?: number | null }) {
  return paginate(rows, { pageIndex: input.pageIndex ?? 1, pageSize: input.pageSize ?? 10 });
}

/** Audit state of an activity row: the REST integer code, or a name, or derived from isApplyLive. */
export function auditOf(row: Row): LiveAuditName {
  const v = row.liveAudit;
  if (typeof v === 'number' && LIVE_AUDIT[v]) return LIVE_AUDIT[v];
  if (typeof v === 'string') {
    if (/^\d+$/.test(v) && LIVE_AUDIT[Number(v)]) return LIVE_AUDIT[Number(v)]!;
    const name = v.toUpperCase() as LiveAuditName;
    if (LIVE_AUDIT.includes(name)) return name;
  }
  return row.isApplyLive ? 'PENDING' : 'NOT_APPLIED';
}

/** The stored form of an audit state, keeping the row's own representation (code or name). */
export function auditValue(row: Row, name: LiveAuditName): number | string {
  return typeof row.liveAudit === 'string' && !/^\d+$/.test(row.liveAudit) ? name : auditCode(name);
}

export const liveAllowed = (row: Row) => ['APPROVED', 'NO_AUDIT_NEEDED'].includes(auditOf(row));
