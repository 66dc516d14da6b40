/**
 * The stateful mock store: named collections of records, seeded with realistic Chinese data,
 * persisted (IndexedDB in the browser) so that what a user creates survives a reload, and
 * reset on demand. Handlers in ./handlers read and write it with conventional semantics.
 * Collections are named and typed by ./collections: a misspelt name does not compile.
 */
import type { CollectionName, CollectionRow } from './collections';

export type MockRecord = { id: string } & Record<string, unknown>;
/** The stored state: rows by id, per collection (names and row types: ./collections). */
type Collections = Record<string, Record<string, MockRecord>>;

export interface Persistence {
  load(): Promise<Collections | undefined>;
  save(data: Collections): Promise<void>;
  /** Forgets the collections and the files. */
  clear(): Promise<void>;
  /**
   * The bytes of stored files (uploads), kept apart from the collections: the collections are
   * saved whole after every change, the files once.
   */
  loadFile(key: string): Promise<Uint8Array | undefined>;
  saveFile(key: string, bytes: Uint8Array): Promise<void>;
}

export const memoryPersistence = (): Persistence => {
  let stored: Collections | undefined;
  const files = new Map<string, Uint8Array>();
  return {
    load: async () => (stored ? structuredClone(stored) : undefined),
    save: async (data) => {
      stored = structuredClone(data);
    },
    clear: async () => {
      stored = undefined;
      files.clear();
    },
    loadFile: async (key) => files.get(key)?.slice(),
    saveFile: async (key, bytes) => {
      files.set(key, bytes.slice());
    },
  };
};

export interface PageQuery {
  pageIndex?: number;
  pageSize?: number;
  sorts?: { propertyName: string; ascending: boolean }[];
  keyword?: string;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  totalPages: number;
}

export function paginate<T>(rows: T[], query: PageQuery = {}, defaultPageSize = 10): Page<T> {
  const pageSize = Math.max(1, Math.min(10000, Number(query.pageSize) || defaultPageSize));
  const totalCount = rows.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  const pageIndex = Math.max(1, Number(query.pageIndex) || 1);
  const start = (pageIndex - 1) * pageSize;
  return { items: rows.slice(start, start + pageSize), totalCount, pageIndex, pageSize, totalPages };
}

export function sortRows<T extends Record<string, unknown>>(rows: T[], sorts: PageQuery['sorts'] = []): T[] {
  if (!sorts?.length) return rows;
  return [...rows].sort((a, b) => {
    for (const { propertyName, ascending } of sorts) {
      const av = a[propertyName] as string | number | undefined;
      const bv = b[propertyName] as string | number | undefined;
      if (av === bv) continue;
      const cmp = av === undefined ? -1 : bv === undefined ? 1 : av < bv ? -1 : 1;
      return ascending ? cmp : -cmp;
    }
    return 0;
  });
}

/** Case-insensitive match of a keyword against the given text fields. */
export function matchesKeyword(row: Record<string, unknown>, keyword: string | undefined, fields: string[]): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return fields.some((f) => String(row[f] ?? '').toLowerCase().includes(k));
}

export class MockDb {
  private data: Collections = {};
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `names`: every collection (./collections). A stored state that has them all is used as it is,
   * without building the seed (a reload); `saveSeed` saves a freshly built seed a moment after it
   * is built, so that the next load finds it.
   */
  constructor(
    private readonly seed: () => Collections,
    private readonly persistence: Persistence = memoryPersistence(),
    private readonly options: { names?: readonly string[]; saveSeed?: boolean } = {},
  ) {}

  /**
   * Loads the persisted state, or seeds a fresh one. Collections added to the seed since the
   * state was saved are filled in, so new mock domains work without a reset.
   */
  async init() {
    const stored = await this.persistence.load();
    const names = this.options.names ?? [];
    if (stored && names.length && names.every((name) => name in stored)) {
      this.data = stored;
      return;
    }
    const fresh = this.seed();
    this.data = stored ?? fresh;
    if (stored) {
      for (const [name, rows] of Object.entries(fresh)) this.data[name] ??= rows;
    }
    for (const name of names) this.data[name] ??= {};
    // Later than a change's save: the first page is drawing now, and nothing needs it sooner.
    if (this.options.saveSeed) this.touch(1000);
  }

  async reset() {
    await this.persistence.clear();
    this.data = this.seed();
    await this.persistence.save(this.data);
  }

  /** The last save begun that holds a change (not the seed's first save). */
  private savingChanges: Promise<void> = Promise.resolve();
  /** A row was written since the last save began. */
  private changed = false;

  /** Writes are batched; the store is saved shortly after each change. */
  private touch(delayMs = 50) {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.save(), delayMs);
  }

  private save(): Promise<void> {
    clearTimeout(this.saveTimer);
    const saving = this.persistence.save(this.data);
    if (this.changed) this.savingChanges = saving;
    this.changed = false;
    return saving;
  }

  async flush() {
    await this.save();
  }

  /**
   * Saved, the changes made so far: at once if their save was waiting, else the save under way.
   * The browser's mock answers wait for it (./route.ts `answerWhenSaved`), so that a page reloaded
   * right after an answer finds the change. The seed's first save, which waits for the first page
   * to draw, is neither hurried nor waited for.
   */
  settle(): Promise<void> {
    return this.changed ? this.save() : this.savingChanges;
  }

  /** A row was written: saved shortly (or as an answer is sent, settle). */
  private changedRow() {
    this.changed = true;
    this.touch();
  }

  /** Keeps the bytes of a stored file (an upload) under its key; they survive a reload, not a reset. */
  putFile(key: string, bytes: Uint8Array): Promise<void> {
    return this.persistence.saveFile(key, bytes);
  }

  /** The bytes kept under a key, if any. */
  getFile(key: string): Promise<Uint8Array | undefined> {
    return this.persistence.loadFile(key);
  }

  all<K extends CollectionName>(collection: K): CollectionRow<K>[] {
    return Object.values(this.data[collection] ?? {}) as CollectionRow<K>[];
  }

  find<K extends CollectionName>(collection: K, predicate: (row: CollectionRow<K>) => boolean): CollectionRow<K>[] {
    return this.all(collection).filter(predicate);
  }

  get<K extends CollectionName>(collection: K, id: string | null | undefined): CollectionRow<K> | undefined {
    if (!id) return undefined;
    return (this.data[collection]?.[id] ?? Object.values(this.data[collection] ?? {}).find((r) => r.id.toLowerCase() === id.toLowerCase())) as
      | CollectionRow<K>
      | undefined;
  }

  /**
   * Adds a row (a new id unless it has one). Rows are written loosely (handlers store request
   * bodies as they come); the collection name is checked and the row comes back typed.
   */
  insert<K extends CollectionName>(collection: K, row: Record<string, unknown> & { id?: string }): CollectionRow<K> {
    const id = row.id || crypto.randomUUID();
    const record = { ...row, id } as MockRecord;
    (this.data[collection] ??= {})[id] = record;
    this.changedRow();
    return record as CollectionRow<K>;
  }

  update<K extends CollectionName>(collection: K, id: string, patch: Record<string, unknown>): CollectionRow<K> | undefined {
    const current = this.get(collection, id);
    if (!current) return undefined;
    const next = { ...current, ...patch, id: current.id } as MockRecord;
    this.data[collection]![current.id] = next;
    this.changedRow();
    return next as CollectionRow<K>;
  }

  remove(collection: CollectionName, id: string): boolean {
    const current = this.get(collection, id);
    if (!current) return false;
    delete this.data[collection]![current.id];
    this.changedRow();
    return true;
  }
}
