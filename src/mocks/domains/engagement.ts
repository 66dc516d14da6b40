/**
 * Engagement (openapi/engagement.yaml, designed calls): the visitor games of an exhibition
 * (集章打卡, 幸运抽奖, 有奖问答) with their prizes, and the badge barcode settings per badge type
 * (the badge types are the exhibition's DeExCardPlanConfigExhibition rows of the card-plans domain).
 * A game's state comes from its times at the moment of the request, as the server computes it.
 */
import type * as M from '@gen/api/model';
import type { CollectionRow } from '../collections';
import { now, remove } from '../crud';
import { gameSeeds, barcodeSeeds } from '../data/engagement';
import { matchesKeyword, type MockDb, type MockRecord } from '../db';
import type { MockDomain } from '../domain';
import { body, fail, ok, okPage, query } from '../respond';
import { del, get, post, put } from '../route';

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const time = (v: unknown) => new Date(String(v)).getTime();

/** 0 未开始, 1 进行中, 2 已结束: from the times, now. */
export function gameState(row: MockRecord, at = Date.now()): M.GameState {
  if (at < time(row.startTime)) return 0;
  return at > time(row.endTime) ? 2 : 1;
}

interface StoredPrize {
  id: string;
  name: string;
  count: number;
  /** How many were won (the answer's `remaining` is count − won). */
  won: number;
}

const answerOf = (row: CollectionRow<'games'>): M.Game & MockRecord => {
  const { prizes, ...rest } = row;
  return {
    ...rest,
    state: gameState(row),
    prizes: (prizes ?? []).map(({ won, ...p }) => ({ ...p, remaining: Math.max(0, p.count - won) })),
  };
};

type PrizeInput = { id?: string; name?: string; count?: number };

/** The stored prizes after an edit: a kept prize (by id, else by name) keeps what was won. */
function prizesOf(input: PrizeInput[] | undefined, before: StoredPrize[] = []): StoredPrize[] {
  return (input ?? []).map((p) => {
    const old = before.find((b) => (p.id && sameId(b.id, p.id)) || b.name === p.name);
    const count = Math.max(1, Number(p.count) || 1);
    return { id: old?.id ?? crypto.randomUUID(), name: String(p.name ?? ''), count, won: Math.min(count, old?.won ?? 0) };
  });
}

/** The server's checks of a game body: a name, a known type, both times and the end after the start. */
function refusal(b: Record<string, unknown>): string | undefined {
  if (!given(b.name) || String(b.name).trim() === '') return '请填写游戏名称';
  if (![1, 2, 3].includes(Number(b.type))) return '游戏类型无效';
  if (!given(b.startTime) || !given(b.endTime) || Number.isNaN(time(b.startTime)) || Number.isNaN(time(b.endTime))) return '请填写开始和结束时间';
  if (time(b.endTime) < time(b.startTime)) return '结束时间不能早于开始时间';
  const prizes = (b.prizes as PrizeInput[] | undefined) ?? [];
  if (prizes.some((p) => !given(p.name) || !(Number(p.count) >= 1))) return '奖品需要名称和不少于 1 的数量';
  return undefined;
}

// ------------------------------------------------------------------ barcode settings

/** Whether a prefix and number length fit the symbology; the server's words when they do not. */
export function barcodeRefusal(b: { symbology?: unknown; prefix?: unknown; numberLength?: unknown; startNumber?: unknown }): string | undefined {
  const symbology = Number(b.symbology);
  const prefix = String(b.prefix ?? '');
  const length = Number(b.numberLength);
  const start = Number(b.startNumber);
  if (![1, 2, 3].includes(symbology)) return '条码类型无效';
  if (!Number.isInteger(length) || length < 1 || length > 12) return '编号位数应为 1–12 位';
  if (!Number.isInteger(start) || start < 0) return '起始编号应为不小于 0 的整数';
  if (String(start).length > length) return `起始编号超过 ${length} 位`;
  if (symbology === 2) {
    if (!/^\d*$/.test(prefix)) return 'EAN-13 的前缀只能是数字';
    if (prefix.length + length !== 12) return `EAN-13 需要前缀加编号共 12 位（现为 ${prefix.length + length} 位），第 13 位为校验位`;
    return undefined;
  }
  if (!/^[A-Za-z0-9-]*$/.test(prefix)) return '前缀只能包含字母、数字和 -';
  if (prefix.length + length > 24) return '前缀加编号不能超过 24 位';
  return undefined;
}

const cardTypesOf = (db: MockDb, exhibitionId: unknown) => db.find('deExCardPlanConfigExhibitions', (c) => sameId(c.exhibitionId, exhibitionId));

/** The badges already issued under a setting move its next number on (seeded as `issued`). */
const settingAnswer = (db: MockDb) => (row: CollectionRow<'barcodeSettings'>): M.BarcodeSetting & MockRecord => {
  const { issued, ...rest } = row;
  const type = cardTypesOf(db, row.exhibitionId).find((c) => sameId(c.cardTypeId, row.cardTypeId));
  return { ...rest, cardTypeName: type?.cardTypeName ?? row.cardTypeName, nextNumber: Number(row.startNumber) + Number(issued ?? 0) };
};

export const engagementDomain: MockDomain = {
  name: 'engagement',
  seed: (seeded) => ({
    games: gameSeeds(),
    barcodeSettings: barcodeSeeds(seeded.deExCardPlanConfigExhibitions ?? []),
  }),
  handlers: (db) => [
    // Games
    post('/api/Game/GetByExhibition', async ({ request }) => {
      const b = await body<Record<string, unknown> & { keyword?: string; sorts?: { propertyName: string; ascending: boolean }[] }>(request);
      if (!given(b.exhibitionId)) return fail(400, '请指定展会');
      const rows = db
        .find('games', (r) => sameId(r.exhibitionId, b.exhibitionId))
        .map(answerOf)
        .filter((r) => (!given(b.type) || Number(r.type) === Number(b.type)) && (!given(b.state) || Number(r.state) === Number(b.state)))
        .filter((r) => matchesKeyword(r, b.keyword, ['name']));
      return okPage(rows, { ...b, sorts: b.sorts?.length ? b.sorts : [{ propertyName: 'startTime', ascending: true }] });
    }),
    get('/api/Game', ({ request }) => {
      const row = db.get('games', query(request)('id'));
      return row ? ok(answerOf(row)) : fail(404);
    }),
    post('/api/Game', async ({ request }) => {
      const b = await body<Record<string, unknown>>(request);
      const refused = refusal(b);
      if (refused) return fail(400, refused);
      if (!given(b.exhibitionId)) return fail(400, '请指定展会');
      const row = db.insert('games', {
        exhibitionId: b.exhibitionId, name: String(b.name).trim(), type: Number(b.type), startTime: b.startTime, endTime: b.endTime, rules: b.rules ?? '',
        prizes: prizesOf(b.prizes as PrizeInput[] | undefined), isEnable: b.isEnable ?? true, participantCount: 0, createTime: now(),
      });
      return ok(row.id);
    }),
    put('/api/Game', async ({ request }) => {
      const b = await body<Record<string, unknown>>(request);
      const current = db.get('games', String(b.id ?? ''));
      if (!current) return fail(404);
      const refused = refusal(b);
      if (refused) return fail(400, refused);
      db.update('games', current.id, {
        name: String(b.name).trim(), type: Number(b.type), startTime: b.startTime, endTime: b.endTime, rules: b.rules ?? '',
        prizes: prizesOf(b.prizes as PrizeInput[] | undefined, current.prizes), isEnable: b.isEnable ?? current.isEnable, updateTime: now(),
      });
      return ok(true);
    }),
    del('/api/Game', remove(db, 'games')),
    put('/api/Game/SetEnable', async ({ request }) => {
      const b = await body<{ id?: string; isEnable?: unknown }>(request);
      if (typeof b.isEnable !== 'boolean') return fail(400, '请指定是否启用');
      return db.update('games', String(b.id ?? ''), { isEnable: b.isEnable }) ? ok(true) : fail(404);
    }),
    // Badge barcode settings
    get('/api/BarcodeSetting/GetByExhibition', ({ request }) => {
      const exhibitionId = query(request)('exhibitionId');
      return ok(db.find('barcodeSettings', (r) => sameId(r.exhibitionId, exhibitionId)).map(settingAnswer(db)));
    }),
    put('/api/BarcodeSetting', async ({ request }) => {
      const b = await body<Record<string, unknown>>(request);
      const type = cardTypesOf(db, b.exhibitionId).find((c) => sameId(c.cardTypeId, b.cardTypeId));
      if (!type) return fail(404);
      const refused = barcodeRefusal(b);
      if (refused) return fail(400, refused);
      const values = {
        symbology: Number(b.symbology), prefix: String(b.prefix ?? ''), numberLength: Number(b.numberLength), startNumber: Number(b.startNumber),
        printedText: String(b.printedText ?? ''), cardTypeName: type.cardTypeName, updateTime: now(),
      };
      const existing = db.find('barcodeSettings', (r) => sameId(r.exhibitionId, b.exhibitionId) && sameId(r.cardTypeId, b.cardTypeId))[0];
      if (existing) db.update('barcodeSettings', existing.id, values);
      else db.insert('barcodeSettings', { exhibitionId: b.exhibitionId, cardTypeId: b.cardTypeId, issued: 0, ...values });
      return ok(true);
    }),
  ],
};

