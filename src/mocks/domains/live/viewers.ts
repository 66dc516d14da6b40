/** The `viewerLogs` and `liveLiveViewer` groups: who watched what, and the viewer registrations. */
import type * as G from '@gen/graphql/types';
import { now } from '../../crud';
import { cst } from '../../data/live';
import type { MockDb } from '../../db';
import { LIVE, checkTime, page, patchOf, str, type Args, type Ctx } from './helpers';
import type { LiveStore } from './store';

export function viewerGroups(db: MockDb, s: LiveStore) {
  const { mustActivity, companyName, exhibitProduct, viewerOfUser, toViewer, toLog, withViewer, logRows, requireText } = s;
  const viewerLogs = {
    productLogPage: ({ input }: Args<G.ViewerLogsProductLogPageInput>): G.ProductViewLogPage =>
      page(
        logRows(LIVE.productLogs, input).map((l) => ({ ...withViewer(l), productName: typeof l.productId === 'string' ? str(exhibitProduct(l.productId)?.name) : null })),
        input,
      ),
    companyLogPage: ({ input }: Args<G.ViewerLogsCompanyLogPageInput>): G.CompanyViewLogPage =>
      page(logRows(LIVE.companyLogs, input).map((l) => ({ ...withViewer(l), companyName: companyName(l.companyId) })), input),
    userLogPage: ({ input }: Args<G.ViewerLogsUserLogPageInput>): G.UserViewLogPage => page(logRows(LIVE.userLogs, input).map(withViewer), input),
    userLogCreate: ({ input }: Args<G.ViewerLogsUserLogCreateInput>, ctx: Ctx) => {
      const found = mustActivity(input.activityId);
      checkTime(input.inTime, '进入时间');
      const row = db.insert(LIVE.userLogs, {
        activityId: found.row.id,
        userId: input.userId ?? ctx.user?.id ?? null,
        companyId: input.companyId ?? str(found.row.companyId ?? found.row.compId),
        productId: input.productId ?? null,
        releaseId: input.releaseId ?? null,
        shareCount: Math.max(0, input.shareCount ?? 0),
        collectCount: Math.max(0, input.collectCount ?? 0),
        inTime: input.inTime ?? cst(Date.now()),
      });
      return toLog(row);
    },
  };

  const liveLiveViewer = {
    get: ({ input }: Args<G.LiveLiveViewerGetInput>, ctx: Ctx) => {
      const viewer = viewerOfUser(input.userId ?? ctx.user?.id);
      return viewer ? toViewer(viewer) : null;
    },
    createOrUpdate: ({ input }: Args<G.LiveLiveViewerCreateOrUpdateInput>, ctx: Ctx) => {
      const userId = input.userId ?? ctx.user?.id;
      if (!userId) throw new Error('请先登录后再填写观众登记');
      const name = requireText(input.name, '姓名');
      const phoneNumber = input.phoneNumber.trim();
      if (!/^1\d{10}$/.test(phoneNumber)) throw new Error('请输入正确的 11 位手机号码');
      const fields = patchOf(input, ['gender', 'companyName', 'department', 'jobTitle', 'country', 'province', 'city', 'county', 'addressDetails', 'extendedProperties']);
      const existing = viewerOfUser(userId);
      const row = existing
        ? db.update(LIVE.viewers, existing.id, { ...fields, name, phoneNumber, updateTime: now() })!
        : db.insert(LIVE.viewers, { gender: null, companyName: null, department: null, jobTitle: null, country: '中国', province: null, city: null, county: null, addressDetails: null, extendedProperties: null, ...fields, userId, name, phoneNumber, createTime: now() });
      return toViewer(row);
    },
  };
  return { viewerLogs, liveLiveViewer };
}
