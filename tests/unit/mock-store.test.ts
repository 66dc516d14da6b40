/**
 * The mock store's life across page loads (the browser keeps it in IndexedDB): a first visit builds
 * the demo data and keeps it; a reload takes the kept state as it is, with what the user created,
 * without building the demo data again; a collection added to the mocks since is seeded then.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collections } from '@/mocks/collections';
import { MockDb, memoryPersistence } from '@/mocks/db';
import { seedAll } from '@/mocks/setup';

const names = Object.keys(collections);

afterEach(() => {
  vi.useRealTimers();
});

describe('the mock store across page loads', () => {
  it('keeps a first visit’s demo data, and a reload uses it with the user’s changes, without seeding again', async () => {
    vi.useFakeTimers();
    const persistence = memoryPersistence();
    const seed = vi.fn(seedAll);
    const first = new MockDb(seed, persistence, { names, saveSeed: true });
    await first.init();
    expect(await persistence.load()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(Object.keys((await persistence.load()) ?? {})).toEqual(expect.arrayContaining(names));

    const product = first.all('products')[0]!;
    first.update('products', product.id, { name: '改过的展品名' });
    await first.flush();

    const reloaded = new MockDb(seed, persistence, { names, saveSeed: true });
    await reloaded.init();
    expect(seed).toHaveBeenCalledTimes(1);
    expect(reloaded.get('products', product.id)?.name).toBe('改过的展品名');
    expect(reloaded.all('accounts').length).toBe(first.all('accounts').length);
  });

  it('seeds the collections a kept state does not have yet, and leaves the kept ones as they are', async () => {
    const persistence = memoryPersistence();
    const account = seedAll().accounts!;
    const [id] = Object.keys(account);
    await persistence.save({ accounts: { [id!]: { ...account[id!]!, nickName: '留下的昵称' } } });
    const seed = vi.fn(seedAll);
    const db = new MockDb(seed, persistence, { names });
    await db.init();
    expect(seed).toHaveBeenCalledTimes(1);
    expect(db.all('accounts')).toHaveLength(1);
    expect(db.get('accounts', id)?.nickName).toBe('留下的昵称');
    expect(db.all('products').length).toBeGreaterThan(0);
  });

  it('builds the demo data again on a reset', async () => {
    const persistence = memoryPersistence();
    const seed = vi.fn(seedAll);
    const db = new MockDb(seed, persistence, { names });
    await db.init();
    const product = db.all('products')[0]!;
    db.remove('products', product.id);
    await db.reset();
    expect(seed).toHaveBeenCalledTimes(2);
    expect(db.get('products', product.id)).toBeDefined();
  });
});
