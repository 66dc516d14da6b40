/**
 * Seed data of the engagement domain: the visitor games of the 2027 expo (one finished before it,
 * one running online now, the rest on the show days) and the badge barcode settings of three of its
 * four badge types (the staff pass has none yet, so the page shows it with the defaults).
 */
import type { MockRecord } from '../db';
import { ids } from './places';
import { seededId } from './seed';

type Prize = [name: string, count: number, won: number];
type GameSeed = [name: string, type: 1 | 2 | 3, start: string, end: string, rules: string, prizes: Prize[], participants: number, isEnable: boolean, exhibitionId?: string];

const games: GameSeed[] = [
  [
    '逛展集章赢好礼', 1, '2027-03-18T09:00:00+08:00', '2027-03-21T16:00:00+08:00',
    '<p>在展馆内找到贴有“集章点”标识的展位，用小程序扫描展位码即可获得一枚印章。</p><ol><li>集齐 <strong>8 枚</strong>印章可到 1 号馆服务台兑换帆布袋；</li><li>集齐 <strong>15 枚</strong>可兑换保温杯。</li></ol><p>每位观众限兑一次，礼品兑完即止。</p>',
    [['华展定制帆布袋', 800, 0], ['智能制造主题保温杯', 200, 0]], 0, true,
  ],
  [
    '开幕日幸运抽奖', 2, '2027-03-18T10:00:00+08:00', '2027-03-18T17:00:00+08:00',
    '<p>开幕当天完成观众登记并到场签到，即可在小程序参与抽奖，每人一次机会。</p><p>中奖后请于当天 17:30 前到 <strong>登录大厅服务台</strong>凭中奖页面领取。</p>',
    [['大疆 Mini 4 Pro 无人机', 1, 0], ['华为 FreeBuds 耳机', 10, 0], ['展会纪念 U 盘', 100, 0]], 0, true,
  ],
  [
    '智能制造知识有奖问答', 3, '2026-11-01T00:00:00+08:00', '2027-03-17T23:59:59+08:00',
    '<p>展前线上答题：每次随机 10 道题，答对 <strong>8 道及以上</strong>即可获得话费券一张。</p><p>每个手机号限领一次。</p>',
    [['30 元话费券', 1000, 438], ['开幕论坛 VIP 席位', 50, 21]], 1286, true,
  ],
  [
    '预登记抽奖', 2, '2026-09-01T00:00:00+08:00', '2026-10-31T23:59:59+08:00',
    '<p>9 月 1 日至 10 月 31 日完成观众预登记即可参与抽奖，中奖名单于 11 月 5 日在公众号公布。</p>',
    [['展会免费午餐券', 300, 300], ['VIP 快速通道', 50, 50]], 3420, true,
  ],
  [
    '8 号馆机器人专区集章', 1, '2027-03-19T09:30:00+08:00', '2027-03-20T16:30:00+08:00',
    '<p>在 8 号馆机器人专区集齐 <strong>5 枚</strong>印章，即可领取协作机器人模型一个。</p>',
    [['协作机器人桌面模型', 100, 0]], 0, false,
  ],
  [
    '闭幕日有奖问答', 3, '2027-03-21T10:00:00+08:00', '2027-03-21T15:00:00+08:00',
    '<p>现场扫码答题，全部答对可到服务台领取纪念品。</p>',
    [['展会纪念徽章', 300, 0]], 0, true,
  ],
  [
    '2025 逛展集章', 1, '2025-11-05T09:00:00+08:00', '2025-11-08T16:00:00+08:00',
    '<p>集齐 6 枚印章兑换纪念品。</p>',
    [['纪念徽章', 500, 472]], 2210, true, ids.exhibition2025,
  ],
];

export function gameSeeds(): MockRecord[] {
  return games.map(([name, type, startTime, endTime, rules, prizes, participantCount, isEnable, exhibitionId = ids.exhibition2026], i) => ({
    id: seededId(0xe6a00001, i + 1), exhibitionId, name, type, startTime, endTime, rules, isEnable, participantCount,
    prizes: prizes.map(([prize, count, won], k) => ({ id: seededId(0xe6a00002, i * 10 + k + 1), name: prize, count, won })),
    createTime: '2026-08-20T10:00:00+08:00',
  }));
}

/** Per badge type (by its showIndex): symbology, prefix, number length, start, issued, printed text. */
const barcodes: Record<number, [symbology: number, prefix: string, numberLength: number, startNumber: number, issued: number, printedText: string]> = {
  1: [1, 'EX27', 6, 1, 123, '{code}'],
  2: [2, '69312027', 4, 1, 18, '布展证 {code}'],
  3: [3, 'CZ27-', 5, 1001, 0, ''],
};

/** The settings of the 2027 expo's badge types (the card-plans domain's exhibition configs). */
export function barcodeSeeds(cardTypes: MockRecord[]): MockRecord[] {
  return cardTypes
    .filter((c) => c.exhibitionId === ids.exhibition2026 && barcodes[Number(c.showIndex)])
    .map((c, i) => {
      const [symbology, prefix, numberLength, startNumber, issued, printedText] = barcodes[Number(c.showIndex)]!;
      return {
        id: seededId(0xe6a00003, i + 1), exhibitionId: c.exhibitionId, cardTypeId: c.cardTypeId, cardTypeName: c.cardTypeName,
        symbology, prefix, numberLength, startNumber, issued, printedText, updateTime: '2026-11-10T15:00:00+08:00',
      };
    });
}
