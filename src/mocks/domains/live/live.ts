/** The `live` group: push URLs, live settings, WeChat settings, applications and their audit. */
import type * as G from '@gen/graphql/types';
import { now } from '../../crud';
import { hexOf, PUSH_SERVER } from '../../data/live';
import type { MockDb } from '../../db';
import { LIVE, auditOf, auditValue, checkTime, checkWindow, given, liveAllowed, patchOf, str, type Args } from './helpers';
import type { LiveStore } from './store';

export function liveGroups(db: MockDb, s: LiveStore) {
  const { mustActivity, saveActivity, toActivity, channelOf, ensureChannel, requireText } = s;
  const live = {
    pushUrl: ({ input }: Args<G.LivePushUrlInput>): G.LivePushUrl => {
      const found = mustActivity(input.activityId);
      if (!liveAllowed(found.row)) throw new Error('直播申请尚未通过审核，暂无推流地址');
      const channel = ensureChannel(found);
      const channelId = String(channel.channelId);
      const secret = str(found.row.liveSecretKey) ?? hexOf(`secret:${channelId}`, 16);
      const expires = Math.floor(Date.parse(str(found.row.liveEndTime) ?? now()) / 1000) + 86_400;
      const streamKey = `${channelId}?auth_key=${expires}-0-0-${hexOf(`push:${channelId}:${secret}:${expires}`, 32)}`;
      return { activityId: found.row.id, channelId, url: `${PUSH_SERVER}/${streamKey}`, server: PUSH_SERVER, streamKey };
    },
    update: ({ input }: Args<G.LiveUpdateInput>) => {
      const found = mustActivity(input.id);
      checkTime(input.liveStartTime, '直播开始时间');
      checkTime(input.liveEndTime, '直播结束时间');
      const patch = patchOf(input, ['name', 'nameEn', 'isOpenLive', 'liveStartTime', 'liveEndTime', 'isOpenBlackLive', 'liveLinkName', 'livelinkTel', 'liveWheatNumber', 'liveTemplate', 'liveEnableNotDelay']);
      if (given(input.name)) patch.name = requireText(input.name, '活动名称');
      if (given(input.liveWheatNumber) && (input.liveWheatNumber < 0 || input.liveWheatNumber > 16)) throw new Error('连麦人数须在 0-16 之间');
      if (input.isOpenLive === true && !liveAllowed(found.row)) throw new Error('直播申请尚未通过审核，不能开启直播');
      checkWindow(patch.liveStartTime ?? found.row.liveStartTime, patch.liveEndTime ?? found.row.liveEndTime);
      const row = saveActivity(found, patch);
      const channel = channelOf(str(row.liveChannelId));
      if (channel) {
        db.update(LIVE.channels, channel.id, {
          name: row.name,
          ...(given(input.liveWheatNumber) ? { linkMicLimit: input.liveWheatNumber } : {}),
          ...(given(input.liveTemplate) ? { template: input.liveTemplate } : {}),
          ...(given(input.liveStartTime) ? { startTime: input.liveStartTime } : {}),
          ...(given(input.isOpenLive) ? { watchStatus: input.isOpenLive ? 'live' : 'end' } : {}),
        });
      }
      return toActivity(row);
    },
    updateLiveForbidTime: ({ input }: Args<G.LiveUpdateLiveForbidTimeInput>) => {
      const found = mustActivity(input.id);
      checkTime(input.liveStartTime, '直播开始时间');
      checkTime(input.liveEndTime, '直播结束时间');
      checkWindow(input.liveStartTime, input.liveEndTime);
      return toActivity(saveActivity(found, { liveStartTime: input.liveStartTime ?? null, liveEndTime: input.liveEndTime ?? null }));
    },
    updateWeChat: ({ input }: Args<G.LiveUpdateWeChatInput>) => {
      const found = mustActivity(input.id);
      if (typeof input.settings !== 'object' || input.settings === null) throw new Error('微信设置须为对象');
      const row = { activityId: found.row.id, settings: input.settings, updateTime: now() };
      if (db.get(LIVE.weChat, found.row.id)) db.update(LIVE.weChat, found.row.id, row);
      else db.insert(LIVE.weChat, { id: found.row.id, ...row });
      return true;
    },
    apply: ({ input }: Args<G.LiveApplyInput>) => {
      const found = mustActivity(input.id);
      const state = auditOf(found.row);
      if (state === 'PENDING') throw new Error('直播申请正在审核中，请勿重复提交');
      if (state === 'APPROVED' || state === 'NO_AUDIT_NEEDED') throw new Error('该活动已开通直播，无需再次申请');
      checkTime(input.liveStartTime, '直播开始时间');
      checkTime(input.liveEndTime, '直播结束时间');
      const patch = patchOf(input, ['liveStartTime', 'liveEndTime', 'liveLinkName', 'livelinkTel']);
      checkWindow(patch.liveStartTime ?? found.row.liveStartTime, patch.liveEndTime ?? found.row.liveEndTime);
      return toActivity(
        saveActivity(found, { ...patch, isApplyLive: true, liveApplyTime: now(), liveAudit: auditValue(found.row, 'PENDING'), liveAuditRemark: null, liveAuditTime: null }),
      );
    },
    audit: ({ input }: Args<G.LiveAuditInput>) => {
      const found = mustActivity(input.id);
      if (auditOf(found.row) !== 'PENDING') throw new Error('该活动没有待审核的直播申请');
      const remark = input.remark?.trim() || null;
      if (!input.approved && !remark) throw new Error('驳回直播申请时请填写审核意见');
      saveActivity(found, { liveAudit: auditValue(found.row, input.approved ? 'APPROVED' : 'REJECTED'), liveAuditRemark: remark, liveAuditTime: now() });
      if (input.approved) ensureChannel(found);
      return toActivity(found.row);
    },
    dontAudit: ({ input }: Args<G.LiveDontAuditInput>) => {
      const found = mustActivity(input.id);
      saveActivity(found, {
        isApplyLive: true,
        liveApplyTime: str(found.row.liveApplyTime) ?? now(),
        liveAudit: auditValue(found.row, 'NO_AUDIT_NEEDED'),
        liveAuditRemark: null,
        liveAuditTime: now(),
      });
      ensureChannel(found);
      return toActivity(found.row);
    },
  };
  return { live };
}
