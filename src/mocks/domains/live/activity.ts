/** The `activity` and `activityChannlIdSummary` groups: live activities by id and by page, channel summaries. */
import type * as G from '@gen/graphql/types';
import { now } from '../../crud';
import type { MockDb } from '../../db';
import { LIVE, auditOf, bool, given, page, sameId, str, time, type Args } from './helpers';
import type { LiveStore } from './store';

export function activityGroups(db: MockDb, s: LiveStore) {
  const { activityRows, findActivity, mustActivity, toActivity, mustChannel, computeSummary } = s;
  const activity = {
    byId: ({ input }: Args<G.ActivityByIdInput>) => {
      const found = findActivity(input.id);
      return found ? toActivity(found.row) : null;
    },
    page: ({ input }: Args<G.ActivityPageInput>): G.ActivityPage => {
      const keyword = input.keyword?.trim().toLowerCase();
      const rows = activityRows()
        .filter((a) =>
          (!input.exhibitionId || sameId(a.exhibitionId, input.exhibitionId)) &&
          (!input.companyId || sameId(a.companyId ?? a.compId, input.companyId)) &&
          (!input.joinId || sameId(a.joinId, input.joinId)) &&
          (!keyword || [a.name, a.nameEn].some((n) => String(n ?? '').toLowerCase().includes(keyword))) &&
          (!input.liveAudit || auditOf(a) === input.liveAudit) &&
          (!given(input.isApplyLive) || bool(a.isApplyLive) === input.isApplyLive) &&
          (!given(input.isOpenLive) || bool(a.isOpenLive) === input.isOpenLive),
        )
        .sort((a, b) => (time(b.liveApplyTime) || 0) - (time(a.liveApplyTime) || 0) || (time(b.createTime) || 0) - (time(a.createTime) || 0))
        .map(toActivity);
      return page(rows, input);
    },
  };

  const activityChannlIdSummary = {
    refreshSummary: ({ input }: Args<G.ActivityChannlIdSummaryRefreshSummaryInput>) => {
      const found = mustActivity(input.activityId);
      const channelId = input.channelId ?? str(found.row.liveChannelId);
      if (!channelId) throw new Error('该活动尚未开通直播频道');
      const summary = computeSummary(found.row, mustChannel(channelId));
      const stored = { ...summary, refreshTime: now() };
      if (db.get(LIVE.summaries, found.row.id)) db.update(LIVE.summaries, found.row.id, stored);
      else db.insert(LIVE.summaries, { id: found.row.id, ...stored });
      return summary;
    },
  };
  return { activity, activityChannlIdSummary };
}
