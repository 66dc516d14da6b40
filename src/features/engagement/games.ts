/**
 * 互动游戏: the visitor games of the current exhibition (集章打卡, 幸运抽奖, 有奖问答) with their
 * prizes; switched on and off from the list (designed calls, openapi/engagement.yaml).
 */
import { gameCreate, gameDelete, gameSetEnable, gameUpdate, getGameGetByExhibitionQueryOptions, getGameGetQueryOptions } from '@gen/api/engagement/engagement';
import { GameState, GameType, type Game, type GameInput } from '@gen/api/model';
import { defineResource, defineStatusMap } from '@/components/kit';
import { gamePages } from './routes';

export type GameValues = Omit<GameInput, 'exhibitionId'>;

export const game = defineResource(gamePages, {
  list: (request, exhibitionId) => getGameGetByExhibitionQueryOptions({ ...request, exhibitionId }),
  one: (id) => getGameGetQueryOptions({ id }),
  create: (values: GameValues, exhibitionId) => gameCreate({ ...values, exhibitionId }),
  update: (id, values, exhibitionId) => gameUpdate({ ...values, id, exhibitionId }),
  remove: (row: Game) => gameDelete({ id: row.id }),
  setShow: (row, isEnable) => gameSetEnable({ id: row.id, isEnable }),
  nameOf: (row) => row.name,
});

export const gameType = defineStatusMap({
  [GameType.StampCollection]: { label: 'engagement.game.types.1', color: 'purple' },
  [GameType.LuckyDraw]: { label: 'engagement.game.types.2', color: 'orange' },
  [GameType.Quiz]: { label: 'engagement.game.types.3', color: 'teal' },
});

export const gameState = defineStatusMap({
  [GameState.NotStarted]: { label: 'engagement.game.states.0', color: 'blue' },
  [GameState.Ongoing]: { label: 'engagement.game.states.1', color: 'green' },
  [GameState.Ended]: { label: 'engagement.game.states.2', color: 'gray' },
});
