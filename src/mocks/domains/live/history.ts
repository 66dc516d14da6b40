/** The `liveHistory` group: recordings of a live activity (page, remove, refresh, convert, copy dates). */
import type * as G from '@gen/graphql/types';
import { now } from '../../crud';
import { CONVERT, hexOf } from '../../data/live';
import type { MockDb } from '../../db';
import { LIVE, bool, checkTime, inRange, newestFirst, num, page, sameId, str, type Args } from './helpers';
import type { LiveStore } from './store';

export function historyGroups(db: MockDb, s: LiveStore) {
  const { mustActivity, toHistory, mustRecording } = s;
  const liveHistory = {
    page: ({ input }: Args<G.LiveHistoryPageInput>): G.LiveHistoryPage => {
      mustActivity(input.activityId);
      checkTime(input.startTime, '开始时间');
      checkTime(input.endTime, '结束时间');
      const rows = db
        .find(LIVE.history, (h) => sameId(h.activityId, input.activityId) && inRange(h, 'startTime', input.startTime, input.endTime))
        .sort(newestFirst('startTime'))
        .map(toHistory);
      return page(rows, input);
    },
    // Deletes the recording (and its on-demand copy) from the channel's history.
    removeVideo: ({ input }: Args<G.LiveHistoryRemoveVideoInput>) => db.remove(LIVE.history, mustRecording(input.activityId, input.fileId).id),
    refreshVodAndBlack: ({ input }: Args<G.LiveHistoryRefreshVodAndBlackInput>) => {
      mustActivity(input.activityId);
      const rows = input.fileIds?.length
        ? input.fileIds.map((f) => mustRecording(input.activityId, f))
        : db.find(LIVE.history, (h) => sameId(h.activityId, input.activityId));
      return rows
        .map((h) => {
          const done = Number(h.convertStatus) === CONVERT.converting || Number(h.convertStatus) === CONVERT.done;
          return db.update(LIVE.history, h.id, {
            convertStatus: done ? CONVERT.done : (num(h.convertStatus) ?? CONVERT.none),
            isConvert: done,
            vodIsHad: done && Boolean(h.videoId),
            blackIsHad: bool(h.blackIsHad),
            updateTime: now(),
          })!;
        })
        .sort(newestFirst('startTime'))
        .map(toHistory);
    },
    // Starts the conversion into an on-demand video; refreshVodAndBlack sees it finished.
    convertVideo: ({ input }: Args<G.LiveHistoryConvertVideoInput>) => {
      const row = mustRecording(input.activityId, input.fileId);
      if (Number(row.convertStatus) === CONVERT.done) throw new Error('该录制文件已转存为点播视频');
      if (Number(row.convertStatus) === CONVERT.converting) return toHistory(row);
      const fileId = String(row.fileId);
      return toHistory(
        db.update(LIVE.history, row.id, {
          convertStatus: CONVERT.converting,
          isConvert: false,
          videoId: hexOf(`video:${fileId}`, 32),
          videoPoolId: `${hexOf(`pool:${fileId}`, 10)}_${fileId.slice(0, 1)}`,
          title: input.title?.trim() || str(row.fileName),
          updateTime: now(),
        })!,
      );
    },
    // Copies the recording for the black-screen live (blackIsHad).
    copyDate: ({ input }: Args<G.LiveHistoryCopyDateInput>) => {
      const row = mustRecording(input.activityId, input.fileId);
      return toHistory(db.update(LIVE.history, row.id, { blackIsHad: true, updateTime: now() })!);
    },
  };
  return { liveHistory };
}
