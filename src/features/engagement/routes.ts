/**
 * The host's visitor engagement pages (common settings): 互动游戏 (a declared resource: list, add,
 * edit) and 条码设置 (one page). What the route files need before the page code arrives.
 */
import { z } from 'zod';
import { GameState, GameType } from '@gen/api/model';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

export const GAME_TYPES = [GameType.StampCollection, GameType.LuckyDraw, GameType.Quiz] as const;
export const GAME_STATES = [GameState.NotStarted, GameState.Ongoing, GameState.Ended] as const;

export const gamePages = definePages({
  domain: 'engagement',
  scope: 'exhibition',
  section: 'common',
  paths: { list: '/host/index/common/common-game', create: '/host/index/common/common-game-add', edit: '/host/index/common/common-game-edit' },
  titles: { list: 'nav.host.common.common-game', create: 'engagement.game.addTitle', edit: 'engagement.game.editTitle' },
  search: lazySchema(() => listSearchSchema(
    {
      type: z.union([z.literal(GameType.StampCollection), z.literal(GameType.LuckyDraw), z.literal(GameType.Quiz)]),
      state: z.union([z.literal(GameState.NotStarted), z.literal(GameState.Ongoing), z.literal(GameState.Ended)]),
    },
    { sort: { propertyName: 'startTime', direction: 'asc' } },
  )),
});

/** 条码设置: the badge types of the current exhibition with how their barcodes are made. */
export const barcodePage = { staticData: { title: 'nav.host.common.common-barcode', section: 'common' } } as const;
