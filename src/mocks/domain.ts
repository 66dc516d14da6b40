/**
 * A mock domain: the seed data of its collections and its stateful handlers. Domains are listed
 * in ./domains/index.ts; the store, the browser worker and the test server all use that list.
 */
import type { RequestHandler } from 'msw';
import type { CollectionRow, SeedRows } from './collections';
import type { MockDb } from './db';

export interface MockDomain {
  name: string;
  /** Initial rows per collection; runs after the domains listed before it (`seeded` has their rows). */
  seed?: (seeded: SeedRows) => SeedRows;
  handlers: (db: MockDb) => RequestHandler[];
}

const ACCESS_PREFIX = 'mock-access.';

/** Demo tokens carry the user id; the mock auth host issues them. */
export function accessToken(userId: string): string {
  return `${ACCESS_PREFIX}${userId}.${Date.now()}`;
}

export function refreshToken(userId: string): string {
  return `mock-refresh.${userId}.${Date.now()}`;
}

export function userIdFromRefresh(token: string | null | undefined): string | undefined {
  const m = /^mock-refresh\.([0-9a-f-]{36})\./.exec(token ?? '');
  return m?.[1];
}

/** The signed-in demo account of a request, if its bearer token is one the mocks issued. */
export function currentUser(db: MockDb, request: Request): CollectionRow<'accounts'> | undefined {
  const header = request.headers.get('authorization') ?? '';
  const m = /^Bearer mock-access\.([0-9a-f-]{36})\.(\d+)$/i.exec(header);
  if (!m) return undefined;
  const issued = Number(m[2]);
  if (Date.now() - issued > tokenLifetimeSeconds() * 1000) return undefined;
  return db.get('accounts', m[1]!);
}

/** Token lifetime in seconds (sessionStorage `expo.dev.tokenLifetime` shortens it to try refreshes). */
export function tokenLifetimeSeconds(): number {
  try {
    const v = Number(globalThis.sessionStorage?.getItem('expo.dev.tokenLifetime'));
    return v > 0 ? v : 3600;
  } catch {
    return 3600;
  }
}
