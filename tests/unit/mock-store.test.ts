/**
 * The mock store's life across page loads (the browser keeps it in IndexedDB): a first visit builds
 * the demo data and keeps it; a reload takes the kept state as it is, with what the user created,
 * without building the demo data again; a collection added to the mocks since is seeded then; an
 * answer is sent once its change is stored.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collections } from '@/mocks/collections';
import { MockDb, memoryPersistence, type Persistence } from '@/mocks/db';
import { answerWhenSaved } from '@/mocks/route';
import { productGet, productUpdate } from '@gen/api/product/product';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { signInAs } from '../support/session';
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

  it('does not wait for the seed’s first save, which may take a while', async () => {
    vi.useFakeTimers();
    const memory = memoryPersistence();
    let settled = false;
    const persistence: Persistence = { ...memory, save: () => new Promise(() => undefined) };
    const db = new MockDb(seedAll, persistence, { names, saveSeed: true });
    await db.init();
    await vi.advanceTimersByTimeAsync(1000);
    await db.settle().then(() => (settled = true));
    expect(settled).toBe(true);
  });

  it('stores a change as soon as it is settled, not after the batch, and does not hurry the first save of the seed', async () => {
    vi.useFakeTimers();
    const saved: unknown[] = [];
    const memory = memoryPersistence();
    const persistence: Persistence = { ...memory, save: (data) => (saved.push(data), memory.save(data)) };
    const db = new MockDb(seedAll, persistence, { names, saveSeed: true });
    await db.init();
    await db.settle();
    expect(saved).toHaveLength(0);

    const product = db.all('products')[0]!;
    db.update('products', product.id, { name: '马上保存的展品名' });
    await db.settle();
    expect(saved).toHaveLength(1);
    expect((await persistence.load())?.products?.[product.id]?.name).toBe('马上保存的展品名');
    // Nothing left for the batch's timer, and nothing more to settle.
    await vi.advanceTimersByTimeAsync(5000);
    await db.settle();
    expect(saved).toHaveLength(1);
  });
});

describe('mock answers', () => {
  afterEach(() => {
    answerWhenSaved(() => Promise.resolve());
    session.clear();
  });

  it('are sent once the change they made is stored', async () => {
    let store!: () => void;
    const storing = new Promise<void>((resolve) => (store = resolve));
    await signInAs('exhibitor');
    const product = mockDb.find('products', (p) => p.compId === session.get().company?.id)[0]!;
    const current = (await productGet({ id: product.id })).data!;
    answerWhenSaved(() => storing);
    let answered = false;
    const saving = productUpdate({ ...current, name: '先存后答' }).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    store();
    await saving;
    expect(answered).toBe(true);
  });
});
