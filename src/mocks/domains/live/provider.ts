/** The `liveProvider` group: the streaming provider's channels, signatures, splash, members and channel products. */
import type * as G from '@gen/graphql/types';
import { now } from '../../crud';
import { hexOf, LIVE_APP_ID, pick, productCover } from '../../data/live';
import { EXPO_SITE, website } from '../../data/places';
import type { MockDb } from '../../db';
import { LIVE, byNumber, given, num, patchOf, sameId, str, type Args, type Ctx, type Row } from './helpers';
import type { LiveStore } from './store';

export function providerGroups(db: MockDb, s: LiveStore) {
  const { mustActivity, channelOf, mustChannel, toChannel, membersOf, memberOf, toMember, checkPassword, exhibitProduct, toChannelProduct, requireText } = s;
  const liveProvider = {
    channel: ({ input }: Args<G.LiveProviderChannelInput>) => {
      const row = channelOf(input.channelId);
      return row ? toChannel(row) : null;
    },
    authSign: ({ input }: Args<G.LiveProviderAuthSignInput>, ctx: Ctx): G.LiveAuthSign => {
      const channel = mustChannel(input.channelId);
      const userId = input.userId ?? ctx.user?.id ?? null;
      const timestamp = String(Date.now());
      const secret = hexOf(`secret:${channel.channelId}`, 16);
      return {
        channelId: String(channel.channelId),
        appId: LIVE_APP_ID,
        userId,
        timestamp,
        sign: hexOf(`${LIVE_APP_ID}${channel.channelId}${userId ?? ''}${input.nickname ?? ''}${timestamp}${secret}`, 32).toUpperCase(),
      };
    },
    channelSettingUpdateSplash: ({ input }: Args<G.LiveProviderChannelSettingUpdateSplashInput>) => {
      const channel = mustChannel(input.channelId);
      const images = { ...((channel.images ?? {}) as Record<string, unknown>) };
      if ('splashImage' in input) images.splashImage = input.splashImage?.trim() || null;
      if (input.splashEnabled && !images.splashImage) throw new Error('请先上传引导图');
      images.splashEnabled = input.splashEnabled;
      return toChannel(db.update(LIVE.channels, channel.id, { images, updateTime: now() })!);
    },
    allByActivityId: ({ input }: Args<G.LiveProviderAllByActivityIdInput>) => {
      const found = mustActivity(input.activityId);
      const channelId = str(found.row.liveChannelId);
      return channelId ? membersOf(channelId).map(toMember) : [];
    },
    createMember: ({ input }: Args<G.LiveProviderCreateMemberInput>) => {
      const channel = mustChannel(input.channelId);
      const channelId = String(channel.channelId);
      const nickname = requireText(input.nickname, '成员昵称');
      const role = requireText(input.role, '成员角色');
      if (role === 'teacher') throw new Error('每个频道只有一位主播，请修改主播信息');
      requireText(input.passwd, '成员密码');
      checkPassword(input.passwd);
      const members = membersOf(channelId);
      const used = members.map((m) => String(m.account)).filter((a) => a.length === channelId.length + 3 && a.startsWith(channelId)).map((a) => Number(a.slice(channelId.length)));
      const account = `${channelId}${String(Math.max(0, ...used) + 1).padStart(3, '0')}`;
      const row = db.insert(LIVE.members, {
        id: `${channelId}:${account}`,
        account,
        channelId,
        passwd: input.passwd,
        nickname,
        sort: input.sort ?? Math.max(0, ...members.map((m) => Number(m.sort) || 0)) + 1,
        avatar: input.avatar ?? null,
        actor: input.actor ?? null,
        role,
        monitorEnabled: input.monitorEnabled ?? false,
        pageTurnEnabled: input.pageTurnEnabled ?? false,
        chatListEnabled: input.chatListEnabled ?? false,
        chatAuditEnabled: input.chatAuditEnabled ?? false,
        createTime: now(),
      });
      return toMember(row);
    },
    updateMember: ({ input }: Args<G.LiveProviderUpdateMemberInput>) => {
      mustChannel(input.channelId);
      const row = memberOf(input.channelId, input.account);
      if (!row) throw new Error(`频道成员不存在：${input.account}`);
      checkPassword(input.passwd);
      if (given(input.role) && (input.role === 'teacher') !== (row.role === 'teacher')) throw new Error('主播角色不能通过成员修改变更');
      const patch = patchOf(input, ['passwd', 'nickname', 'sort', 'avatar', 'actor', 'role', 'monitorEnabled', 'pageTurnEnabled', 'chatListEnabled', 'chatAuditEnabled']);
      if (given(input.nickname)) patch.nickname = requireText(input.nickname, '成员昵称');
      return toMember(db.update(LIVE.members, row.id, { ...patch, updateTime: now() })!);
    },
    updateTeacher: ({ input }: Args<G.LiveProviderUpdateTeacherInput>) => {
      const channel = mustChannel(input.channelId);
      const channelId = String(channel.channelId);
      checkPassword(input.passwd);
      const patch = patchOf(input, ['nickname', 'actor', 'avatar', 'passwd']);
      if (given(input.nickname)) patch.nickname = requireText(input.nickname, '主播昵称');
      const teacher = db.find(LIVE.members, (m) => m.channelId === channelId && m.role === 'teacher')[0];
      const row = teacher
        ? db.update(LIVE.members, teacher.id, { ...patch, updateTime: now() })!
        : db.insert(LIVE.members, {
            id: `${channelId}:${channelId}`, account: channelId, channelId, passwd: hexOf(`pw:${channelId}`, 8), nickname: channel.publisher ?? '主播', sort: 0, avatar: null,
            actor: '主播', role: 'teacher', monitorEnabled: true, pageTurnEnabled: true, chatListEnabled: true, chatAuditEnabled: true, ...patch, createTime: now(),
          });
      if (given(patch.nickname)) db.update(LIVE.channels, channel.id, { publisher: patch.nickname });
      return toMember(row);
    },
    deleteMember: ({ input }: Args<G.LiveProviderDeleteMemberInput>) => {
      mustChannel(input.channelId);
      const row = memberOf(input.channelId, input.account);
      if (!row) throw new Error(`频道成员不存在：${input.account}`);
      if (row.role === 'teacher') throw new Error('主播账号不能删除');
      return db.remove(LIVE.members, row.id);
    },
    channelProductAll: ({ input }: Args<G.LiveProviderChannelProductAllInput>) => {
      const channel = mustChannel(input.channelId);
      return db.find(LIVE.channelProducts, (p) => p.channelId === channel.channelId).sort(byNumber('sort')).map(toChannelProduct);
    },
    channelProductDelete: ({ input }: Args<G.LiveProviderChannelProductDeleteInput>) => {
      mustChannel(input.channelId);
      const row = db.find(LIVE.channelProducts, (p) => p.channelId === input.channelId && p.productId === input.productId)[0];
      if (!row) throw new Error(`频道商品不存在：${input.productId}`);
      return db.remove(LIVE.channelProducts, row.id);
    },
    transportProduct: ({ input }: Args<G.LiveProviderTransportProductInput>) => {
      const channel = mustChannel(input.channelId);
      const channelId = String(channel.channelId);
      const products = input.productIds.map((id) => {
        const product = exhibitProduct(id);
        if (!product) throw new Error(`展品不存在：${id}`);
        return product;
      });
      const existing = db.find(LIVE.channelProducts, (p) => p.channelId === channelId);
      let sort = Math.max(0, ...existing.map((p) => Number(p.sort) || 0));
      const created: Row[] = [];
      for (const product of products) {
        if ([...existing, ...created].some((p) => sameId(p.sourceProductId, product.id))) continue;
        let productId = String(8_100_000 + pick(`cp:${channelId}:${product.id}`, 1, 899_999));
        while (db.get(LIVE.channelProducts, `${channelId}:${productId}`)) productId = String(Number(productId) + 1);
        created.push(
          db.insert(LIVE.channelProducts, {
            id: `${channelId}:${productId}`,
            productId,
            channelId,
            sourceProductId: product.id,
            name: String(product.name ?? ''),
            price: num(product.price),
            cover: productCover(product),
            link: website(EXPO_SITE, `/product/${product.id}`),
            sort: ++sort,
            createTime: now(),
          }),
        );
      }
      return created.map(toChannelProduct);
    },
    removeTransportProduct: ({ input }: Args<G.LiveProviderRemoveTransportProductInput>) => {
      const channel = mustChannel(input.channelId);
      for (const row of db.find(LIVE.channelProducts, (p) => p.channelId === channel.channelId && input.productIds.some((id) => sameId(id, p.sourceProductId)))) {
        db.remove(LIVE.channelProducts, row.id);
      }
      return true;
    },
  };
  return { liveProvider };
}
