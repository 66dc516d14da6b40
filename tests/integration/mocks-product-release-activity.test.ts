/**
 * The stateful mocks of the product, release and activity domains, driven through the generated
 * API functions: what is created shows up in the lists, updates and toggles stick, deletions
 * leave the lists, and every answer parses with the operation's generated zod response schema.
 */
import { isAxiosError } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  activityApplyGetByActId,
  activityCommentCreate,
  activityCommentDelete,
  activityCommentGetByActId,
  activityCreate,
  activityDelete,
  activityGet,
  activityGetBackendByExhibition,
  activityGetByCompId,
  activityGetByJoinId,
  activityGetLiveShortByJoinId,
  activityGetShortByJoinId,
  activitySetShow,
  activitySetTopic,
  activityUpdate,
} from '@gen/api/activity/activity';
import {
  productApplyGetByProId,
  productCommentCreate,
  productCommentDelete,
  productCommentGetByProId,
  productCreate,
  productDelete,
  productGet,
  productGetAllByChannelId,
  productGetAllByCompId,
  productGetBackEndByExhibition,
  productGetByAgent,
  productGetByCategoryId,
  productGetByCompId,
  productGetByExhibitionLive,
  productGetPagedListByGroupId,
  productGroupCreate,
  productGroupDelete,
  productGroupGet,
  productGroupGetByCompId,
  productGroupUpdate,
  productSetShow,
  productSetTopic,
  productTagAuditLogAuditAll,
  productTagAuditLogCreate,
  productTagAuditLogGetByCompId,
  productTagAuditLogGetByProductId,
  productTagAuditLogPage,
  productTagAuditLogPass,
  productTagAuditLogRemoveAuditByExId,
  productTagAuditLogUpdate,
  productTagCountGetAllBindsById,
  productTagCountGetAllByCompId,
  productTagCountGetViewLogByProduct,
  productTagCountPost,
  productUpdate,
  productViewLogGetByProId2,
  proAuthCreate,
  proAuthDelete,
  proAuthGet,
  proAuthGetList,
  proAuthUpdate,
  proCertificateQualitiesGetList,
  proTagCreate,
  proTagDelete,
  proTagGet,
  proTagGetListAndChildren,
  proTagUpdate,
} from '@gen/api/product/product';
import { proChannelsGetList, proSectionOfficesGetList } from '@gen/api/reference-data/reference-data';
import {
  newRealeaseAuditRelease,
  newRealeaseDelete,
  newRealeaseGet,
  newRealeaseGetAllReleaseAndSupply,
  newRealeaseGetPageList,
  newRealeaseUpdate,
  releaseCommentCreate,
  releaseCommentDelete,
  releaseCommentGetByReleaseId,
  releaseCreate,
  releaseDelete,
  releaseGet,
  releaseGetAndChildrenByCompId,
  releaseGetByAgent,
  releaseGetByCompId,
  releaseGetByExhibition,
  releaseHandle,
  releaseRelevancyDelete,
  releaseRelevancyGetAllByReleaseId,
  releaseRelevancyListAdd,
  releaseRelevancyListCancelPush,
  releaseRelevancyListPush,
  releaseRelevancyUpdate,
  releaseSetAuditStatus,
  releaseSetIsShow,
  releaseTypeCreate,
  releaseTypeDelete,
  releaseTypeGetByExhibition,
  releaseTypeUpdate,
  releaseUpdate,
  weAppSmallCodeGet,
  weAppSmallCodeGetListSpectatorChannel,
} from '@gen/api/release/release';
import * as activityZod from '@gen/zod/activity/activity';
import * as productZod from '@gen/zod/product/product';
import * as releaseZod from '@gen/zod/release/release';
import { exhibitCategories } from '@/mocks/data/products';
import { exhibitions, ids } from '@/mocks/data/places';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { signInAs } from '../support/session';

const ex2026 = exhibitions[0]!.id;
const ex2025 = exhibitions[1]!.id;
const otherComp = ids.companyEn;
const silent = { silent: true };

/** The answer, after checking it against the operation's generated zod response schema. */
function valid<T>(schema: ZodType, answer: T): T {
  const result = schema.safeParse(answer);
  if (!result.success) {
    throw new Error(`answer rejected by its schema:\n${result.error.issues.slice(0, 8).map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return answer;
}

/** The HTTP status of a failed call. */
async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    return isAxiosError(error) ? error.response?.status : undefined;
  }
}

const isJsonArrayOfUrls = (text: string | undefined) => {
  const parsed: unknown = JSON.parse(text ?? 'null');
  return Array.isArray(parsed) && parsed.length > 0 && parsed.every((u) => typeof u === 'string' && u.startsWith('/api/file?key=demo/product/'));
};

beforeEach(async () => {
  session.clear();
  await signInAs('exhibitor');
});

describe('products', () => {
  it('lists the demo exhibitor’s 24 products, newest first, 10 to a page', async () => {
    const page1 = valid(productZod.ProductGetByCompIdResponse, await productGetByCompId({ compId: ids.company }));
    expect(page1.status).toBe(200);
    expect(page1.data).toMatchObject({ totalCount: 24, pageIndex: 1, pageSize: 10, totalPages: 3 });
    expect(page1.data.items).toHaveLength(10);
    const times = page1.data.items.map((p) => Date.parse(p.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page1.data.items.every((p) => p.compId === ids.company && p.compName === '深圳华展智能科技有限公司')).toBe(true);
    expect(page1.data.items.every((p) => isJsonArrayOfUrls(p.banner))).toBe(true);

    const page3 = valid(productZod.ProductGetByCompIdResponse, await productGetByCompId({ compId: ids.company, pageIndex: 3, pageSize: 10 }));
    expect(page3.data.items).toHaveLength(4);
    const ascending = await productGetByCompId({ compId: ids.company, pageSize: 30, sorts: [{ propertyName: 'createTime', ascending: true }] });
    expect(ascending.data.items.map((p) => p.id)).toEqual(
      (await productGetByCompId({ compId: ids.company, pageSize: 30 })).data.items.map((p) => p.id).toReversed(),
    );
  });

  it('creates, reads, updates, hides, features and deletes a product', async () => {
    const before = await productGetByCompId({ compId: ids.company });
    const banner = JSON.stringify(['https://picsum.photos/seed/hz-lab-1/800/600']);
    const created = valid(
      productZod.ProductCreateResponse,
      await productCreate({ compId: ids.company, name: '桌面级教学机器人', nameEn: 'Desktop Teaching Robot', model: 'HZ-EDU1', price: 19800, banner, category: '[]', tags: '[]' }),
    );
    const id = created.data;

    const after = valid(productZod.ProductGetByCompIdResponse, await productGetByCompId({ compId: ids.company }));
    expect(after.data.totalCount).toBe(before.data.totalCount + 1);
    expect(after.data.items[0]).toMatchObject({ id, name: '桌面级教学机器人', isShow: true, topic: 0, isDeleted: false, exhibitionId: ex2026, joinId: ids.join });

    const got = valid(productZod.ProductGetResponse, await productGet({ id }));
    expect(got.data).toMatchObject({ id, compId: ids.company, model: 'HZ-EDU1', price: 19800, banner, styleId: 0, exhibitIntroductType: '0', viewCount: 0 });

    valid(productZod.ProductUpdateResponse, await productUpdate({ id, compId: ids.company, name: '桌面级六轴教学机器人', price: 21800 }));
    const updated = valid(productZod.ProductGetResponse, await productGet({ id }));
    expect(updated.data).toMatchObject({ name: '桌面级六轴教学机器人', price: 21800, model: 'HZ-EDU1' });
    expect(updated.data.updateTime).toBeTruthy();

    valid(productZod.ProductSetShowResponse, await productSetShow({ id, isShow: false }));
    expect((await productGet({ id })).data.isShow).toBe(false);
    const shown = await productGetByCompId({ compId: ids.company, isShow: true, pageSize: 100 });
    const hidden = await productGetByCompId({ compId: ids.company, isShow: false, pageSize: 100 });
    expect(shown.data.items.some((p) => p.id === id)).toBe(false);
    expect(hidden.data.items.some((p) => p.id === id)).toBe(true);
    expect(hidden.data.items.every((p) => !p.isShow)).toBe(true);

    valid(productZod.ProductSetTopicResponse, await productSetTopic({ id, topic: 1 }));
    const featured = await productGetByCompId({ compId: ids.company, topic: 1, pageSize: 100 });
    expect(featured.data.items.some((p) => p.id === id)).toBe(true);
    expect(featured.data.items.every((p) => p.topic === 1)).toBe(true);

    valid(productZod.ProductDeleteResponse, await productDelete({ id }));
    const gone = await productGetByCompId({ compId: ids.company, pageSize: 100 });
    expect(gone.data.totalCount).toBe(before.data.totalCount);
    expect(gone.data.items.some((p) => p.id === id)).toBe(false);
    expect(await statusOf(productGet({ id }, silent))).toBe(404);
  });

  it('filters products by keyword, name, category, tag, exhibition, agent and channel', async () => {
    const keyword = valid(productZod.ProductGetByCompIdResponse, await productGetByCompId({ compId: ids.company, keyword: '机器人', pageSize: 50 }));
    expect(keyword.data.totalCount).toBeGreaterThan(2);
    expect(keyword.data.items.every((p) => `${p.name}${p.nameEn}${p.model}`.includes('机器人'))).toBe(true);

    const vision = exhibitCategories.find((c) => c.name === '机器视觉')!;
    const byCategory = valid(productZod.ProductGetByCategoryIdResponse, await productGetByCategoryId({ categoryId: vision.id, exhibitionId: ex2026, pageSize: 50 }));
    expect(byCategory.data.totalCount).toBeGreaterThan(0);
    expect(byCategory.data.items.every((p) => p.category?.includes(vision.id))).toBe(true);

    // The host's category tree (collection `categories`, when seeded) finds the products by name.
    const robots = exhibitCategories.find((c) => c.name === '工业机器人')!;
    const ownRobots = await productGetByCategoryId({ categoryId: robots.id, exhibitionId: ex2026, pageSize: 100 });
    expect(ownRobots.data.totalCount).toBeGreaterThan(5);
    const hostRobots = mockDb.find('categories', (c) => c.exhibitionId === ex2026 && c.name === '工业机器人')[0];
    if (hostRobots) {
      const viaHost = await productGetByCategoryId({ categoryId: hostRobots.id, exhibitionId: ex2026, pageSize: 100 });
      expect(viaHost.data.totalCount).toBe(ownRobots.data.totalCount);
    }

    const tagged = await productGetByCompId({ compId: ids.company, tag: '直播好物', pageSize: 50 });
    expect(tagged.data.totalCount).toBeGreaterThan(0);
    expect(tagged.data.items.every((p) => p.tags?.includes('直播好物'))).toBe(true);

    const all = valid(productZod.ProductGetAllByCompIdResponse, await productGetAllByCompId({ compId: ids.company }));
    expect(all.data).toHaveLength(24);
    expect(all.data.filter((p) => !p.isShow).length).toBeGreaterThan(0);

    const backEnd = valid(productZod.ProductGetBackEndByExhibitionResponse, await productGetBackEndByExhibition({ exhibitionId: ex2026, pageSize: 5 }));
    expect(backEnd.data.items).toHaveLength(5);
    expect(backEnd.data.totalCount).toBeGreaterThan(24);

    const live = valid(
      productZod.ProductGetByExhibitionLiveResponse,
      await productGetByExhibitionLive({ exhibitionId: ex2026, pageSize: 50 }, { topic: -1, apply: 0, tag: '直播好物' }),
    );
    expect(live.data.totalCount).toBeGreaterThan(0);
    expect(live.data.items.every((p) => p.isShow && p.tags?.includes('直播好物'))).toBe(true);

    const channel = valid(productZod.ProductGetAllByChannelIdResponse, await productGetAllByChannelId({ LiveChannelId: '3958471', 'api-version': '1.0' }));
    expect(channel.data.length).toBeGreaterThan(0);
    expect(channel.data.every((p) => p.compId === ids.company && p.isShow)).toBe(true);

    session.clear();
    await signInAs('host');
    const agent = valid(productZod.ProductGetByAgentResponse, await productGetByAgent({ pageSize: 20, isShow: true }));
    expect(agent.data.totalCount).toBeGreaterThan(24);
    expect(new Set(agent.data.items.map((p) => p.compId)).size).toBeGreaterThan(1);
  });

  it('files products under sales channels and section offices (科室), kept on save and filtered by the host', async () => {
    const channels = (await proChannelsGetList()).data;
    const offices = (await proSectionOfficesGetList()).data;
    const tender = channels.find((c) => c.name === '政府采购')!;
    const rehab = offices.find((o) => o.name === '康复科')!;
    expect(tender).toBeTruthy();
    expect(rehab).toBeTruthy();
    const refs = (text: string | undefined) => JSON.parse(text ?? '[]') as { id: string; name: string }[];

    // Seeded products carry both, by the ids of the reference lists.
    const own = (await productGetAllByCompId({ compId: ids.company })).data;
    expect(own.every((p) => refs(p.channels).length > 0)).toBe(true);
    expect(own.some((p) => refs(p.sectionOffices).length > 0)).toBe(true);
    const known = new Set([...channels, ...offices].map((r) => r.id));
    expect(own.flatMap((p) => [...refs(p.channels), ...refs(p.sectionOffices)]).every((r) => known.has(r.id))).toBe(true);

    // Create and update keep them.
    const channelsJson = JSON.stringify([{ id: tender.id, name: tender.name }]);
    const id = (await productCreate({ compId: ids.company, name: '康复训练机器人', channels: channelsJson, sectionOffices: '[]' })).data;
    expect((await productGet({ id })).data).toMatchObject({ channels: channelsJson, sectionOffices: '[]' });
    const officesJson = JSON.stringify([{ id: rehab.id, name: rehab.name }]);
    await productUpdate({ id, compId: ids.company, name: '康复训练机器人', channels: channelsJson, sectionOffices: officesJson });
    expect(valid(productZod.ProductGetResponse, await productGet({ id })).data.sectionOffices).toBe(officesJson);

    // The host's list filters by either and by both.
    session.clear();
    await signInAs('host');
    const byChannel = valid(productZod.ProductGetByAgentResponse, await productGetByAgent({ pageSize: 100, channelId: tender.id }));
    expect(byChannel.data.items.some((p) => p.id === id)).toBe(true);
    expect(byChannel.data.items.every((p) => refs(p.channels).some((c) => c.id === tender.id))).toBe(true);
    const all = (await productGetByAgent({ pageSize: 100 })).data.totalCount;
    expect(byChannel.data.totalCount).toBeLessThan(all);
    const both = await productGetByAgent({ pageSize: 100, channelId: tender.id, sectionOfficeId: rehab.id });
    expect(both.data.items.some((p) => p.id === id)).toBe(true);
    expect(both.data.items.every((p) => refs(p.sectionOffices).some((o) => o.id === rehab.id) && refs(p.channels).some((c) => c.id === tender.id))).toBe(true);
    expect(both.data.totalCount).toBeLessThan(byChannel.data.totalCount);
  });

  it('keeps product groups and their members in step', async () => {
    const groups = valid(productZod.ProductGroupGetByCompIdResponse, await productGroupGetByCompId({ compId: ids.company }));
    expect(groups.data.totalCount).toBe(3);
    const total = groups.data.items.reduce((sum, g) => sum + (g.productCount ?? 0), 0);
    expect(total).toBe(24);

    const first = groups.data.items.find((g) => g.name === '机器人核心部件')!;
    const members = valid(productZod.ProductGetPagedListByGroupIdResponse, await productGetPagedListByGroupId({ groupId: first.id, pageSize: 50 }));
    expect(members.data.totalCount).toBe(first.productCount);
    expect(members.data.items.every((p) => p.groupId === first.id && p.groupName === '机器人核心部件')).toBe(true);

    const picked = members.data.items.slice(0, 2).map((p) => p.id);
    const created = valid(productZod.ProductGroupCreateResponse, await productGroupCreate({ compId: ids.company, name: '展会特价', productIds: picked }));
    const group = valid(productZod.ProductGroupGetResponse, await productGroupGet({ id: created.data }));
    expect(group.data).toMatchObject({ name: '展会特价', productCount: 2, isShow: true });
    expect([...(group.data.productIds ?? [])].sort()).toEqual([...picked].sort());
    expect((await productGroupGet({ id: first.id })).data.productCount).toBe(first.productCount! - 2);
    expect((await productGroupGetByCompId({ compId: ids.company })).data.items[0]!.id).toBe(created.data);

    valid(productZod.ProductGroupUpdateResponse, await productGroupUpdate({ id: created.data, compId: ids.company, name: '展会特价专区', productIds: [picked[0]!] }));
    expect((await productGroupGet({ id: created.data })).data).toMatchObject({ name: '展会特价专区', productCount: 1 });
    expect((await productGet({ id: picked[1]! })).data.groupId).toBeUndefined();

    valid(productZod.ProductGroupDeleteResponse, await productGroupDelete({ id: created.data }));
    expect((await productGroupGetByCompId({ compId: ids.company })).data.totalCount).toBe(3);
    const orphan = await productGet({ id: picked[0]! });
    expect(orphan.data.groupId).toBeUndefined();
    expect(orphan.data.isDeleted).toBe(false);
    expect(await statusOf(productGroupGet({ id: created.data }, silent))).toBe(404);
  });

  it('adds and deletes product comments, and lists applications and view logs', async () => {
    const product = (await productGetByCompId({ compId: ids.company, isShow: true })).data.items[0]!;
    const before = valid(productZod.ProductCommentGetByProIdResponse, await productCommentGetByProId({ productId: product.id }));
    const created = valid(productZod.ProductCommentCreateResponse, await productCommentCreate({ productId: product.id, content: '请问支持定制颜色吗？' }));
    const after = valid(productZod.ProductCommentGetByProIdResponse, await productCommentGetByProId({ productId: product.id }));
    expect(after.data.totalCount).toBe(before.data.totalCount + 1);
    expect(after.data.items[0]).toMatchObject({ id: created.data, content: '请问支持定制颜色吗？', userName: '张伟', productId: product.id, productName: product.name });
    const reply = await productCommentCreate({ productId: product.id, parentId: created.data, content: '支持，起订量 10 台。' });
    expect((await productCommentGetByProId({ productId: product.id })).data.items[0]).toMatchObject({ id: reply.data, parentId: created.data });
    valid(productZod.ProductCommentDeleteResponse, await productCommentDelete({ id: created.data }));
    expect((await productCommentGetByProId({ productId: product.id })).data.totalCount).toBe(before.data.totalCount);

    const controller = (await productGetByCompId({ compId: ids.company, keyword: 'HZ-RC3000' })).data.items[0]!;
    const applies = valid(productZod.ProductApplyGetByProIdResponse, await productApplyGetByProId({ productId: controller.id, pageSize: 50 }));
    expect(applies.data.totalCount).toBeGreaterThan(0);
    expect(applies.data.items.every((a) => a.productId === controller.id && /^1[3-9]\d{9}$/.test(a.phone))).toBe(true);

    const logs = valid(productZod.ProductViewLogGetByProId2Response, await productViewLogGetByProId2({ productId: controller.id, pageSize: 100 }));
    expect(logs.data.totalCount).toBe(controller.viewCount);
    const inTimes = logs.data.items.map((l) => Date.parse(l.inTime));
    expect(inTimes).toEqual([...inTimes].sort((a, b) => b - a));

    const stats = valid(productZod.ProductTagCountGetViewLogByProductResponse, await productTagCountGetViewLogByProduct({ compId: ids.company, pageSize: 100 }));
    const stat = stats.data.items.find((s) => s.productId === controller.id)!;
    expect(stat.viewCount).toBe(controller.viewCount);
    expect(stat.visitorCount).toBeLessThanOrEqual(stat.viewCount);
    expect(stats.data.items.map((s) => s.viewCount)).toEqual(stats.data.items.map((s) => s.viewCount).sort((a, b) => b - a));
  });

  it('counts product tags from the products and lists the bindings', async () => {
    const comp = valid(productZod.ProductTagCountGetAllByCompIdResponse, await productTagCountGetAllByCompId({ compId: ids.company, exhibitionId: ex2026 }));
    const live = comp.data.find((c) => c.tagName === '直播好物')!;
    // The host's category tree (collection `categories`, when seeded) finds the products by name.
    const robots = exhibitCategories.find((c) => c.name === '工业机器人')!;
    const ownRobots = await productGetByCategoryId({ categoryId: robots.id, exhibitionId: ex2026, pageSize: 100 });
    expect(ownRobots.data.totalCount).toBeGreaterThan(5);
    const hostRobots = mockDb.find('categories', (c) => c.exhibitionId === ex2026 && c.name === '工业机器人')[0];
    if (hostRobots) {
      const viaHost = await productGetByCategoryId({ categoryId: hostRobots.id, exhibitionId: ex2026, pageSize: 100 });
      expect(viaHost.data.totalCount).toBe(ownRobots.data.totalCount);
    }

    const tagged = await productGetByCompId({ compId: ids.company, tag: '直播好物', pageSize: 50 });
    expect(live.productCount).toBe(tagged.data.totalCount);
    expect(live.compCount).toBe(1);

    const host = valid(productZod.ProductTagCountPostResponse, await productTagCountPost({ exhibitionId: ex2026, pageSize: 50 }));
    const liveAll = host.data.items.find((c) => c.tagId === live.tagId)!;
    expect(liveAll.productCount).toBeGreaterThanOrEqual(live.productCount);
    expect(liveAll.parentTagName).toBe('推广标签');

    const binds = valid(productZod.ProductTagCountGetAllBindsByIdResponse, await productTagCountGetAllBindsById({ id: live.tagId }));
    expect(binds.data).toHaveLength(liveAll.productCount);
    expect(binds.data.every((b) => b.tagName === '直播好物')).toBe(true);
  });

  it('maintains the product-tag tree, authorisations and qualities', async () => {
    const tree = valid(productZod.ProTagGetListAndChildrenResponse, await proTagGetListAndChildren());
    expect(tree.data.map((t) => t.name)).toEqual(['行业应用', '技术特性', '推广标签']);
    const industry = tree.data[0]!;
    expect(industry.children?.length).toBe(5);

    const created = valid(productZod.ProTagCreateResponse, await proTagCreate({ parentId: industry.id, name: '航空航天', nameEn: 'Aerospace' }));
    expect(valid(productZod.ProTagGetResponse, await proTagGet({ id: created.data })).data).toMatchObject({ level: 2, parentId: industry.id, isShow: true, showIndex: 6 });
    valid(productZod.ProTagUpdateResponse, await proTagUpdate({ id: created.data, name: '航空航天装备' }));
    expect((await proTagGetListAndChildren()).data[0]!.children!.at(-1)!.name).toBe('航空航天装备');
    valid(productZod.ProTagDeleteResponse, await proTagDelete({ id: created.data }));
    expect((await proTagGetListAndChildren()).data[0]!.children).toHaveLength(5);

    const auths = valid(productZod.ProAuthGetListResponse, await proAuthGetList());
    expect(auths.data.map((a) => a.showIndex)).toEqual([1, 2, 3, 4, 5]);
    const auth = await proAuthCreate({ name: '进口总代理', nameEn: 'Import General Agency' });
    valid(productZod.ProAuthUpdateResponse, await proAuthUpdate({ id: auth.data, name: '进口品牌总代理' }));
    expect(valid(productZod.ProAuthGetResponse, await proAuthGet({ id: auth.data })).data).toMatchObject({ name: '进口品牌总代理', showIndex: 6 });
    valid(productZod.ProAuthDeleteResponse, await proAuthDelete({ id: auth.data }));
    expect((await proAuthGetList()).data).toHaveLength(5);

    const qualities = valid(productZod.ProCertificateQualitiesGetListResponse, await proCertificateQualitiesGetList());
    expect(qualities.data.length).toBe(8);
  });

  it('audits submitted product tags; a pass binds them to the product', async () => {
    const product = (await productGetByCompId({ compId: ids.company, keyword: 'HZ-SC600' })).data.items[0]!;
    const tree = (await proTagGetListAndChildren()).data;
    const tagIds = [tree[0]!.children![1]!.id, tree[1]!.children![0]!.id];
    const created = valid(
      productZod.ProductTagAuditLogCreateResponse,
      await productTagAuditLogCreate({ exhibitionId: ex2026, compId: ids.company, productId: product.id, tagIds }),
    );
    const mine = valid(productZod.ProductTagAuditLogGetByCompIdResponse, await productTagAuditLogGetByCompId({ compId: ids.company, exhibitionId: ex2026 }));
    expect(mine.data[0]).toMatchObject({ id: created.data, auditStatus: 0, productName: 'SCARA 水平多关节机器人', tagNames: ['3C电子', '智能制造'] });

    session.clear();
    await signInAs('host');
    const pending = valid(productZod.ProductTagAuditLogPageResponse, await productTagAuditLogPage({ exhibitionId: ex2026, auditStatus: 0, pageSize: 50 }));
    expect(pending.data.items.some((a) => a.id === created.data)).toBe(true);
    expect(pending.data.items.every((a) => a.auditStatus === 0)).toBe(true);

    valid(productZod.ProductTagAuditLogPassResponse, await productTagAuditLogPass({ id: created.data }));
    const history = valid(productZod.ProductTagAuditLogGetByProductIdResponse, await productTagAuditLogGetByProductId({ ProductId: product.id }));
    expect(history.data[0]).toMatchObject({ id: created.data, auditStatus: 1, auditorName: '陈建国' });
    expect(JSON.parse((await productGet({ id: product.id })).data.tags!)).toEqual([
      { id: tagIds[0], name: '3C电子' },
      { id: tagIds[1], name: '智能制造' },
    ]);

    valid(productZod.ProductTagAuditLogUpdateResponse, await productTagAuditLogUpdate({ id: created.data, exhibitionId: ex2026, compId: ids.company, productId: product.id, tagIds, auditStatus: 2, auditRemark: '请补充应用案例' }));
    expect((await productTagAuditLogGetByProductId({ ProductId: product.id })).data[0]).toMatchObject({ auditStatus: 2, auditRemark: '请补充应用案例' });

    valid(productZod.ProductTagAuditLogAuditAllResponse, await productTagAuditLogAuditAll({ exhibitionId: ex2026, auditStatus: 1 }));
    expect((await productTagAuditLogPage({ exhibitionId: ex2026, auditStatus: 0 })).data.totalCount).toBe(0);

    const again = await productTagAuditLogCreate({ exhibitionId: ex2026, compId: ids.company, productId: product.id, tagIds: [tagIds[0]!] });
    valid(productZod.ProductTagAuditLogRemoveAuditByExIdResponse, await productTagAuditLogRemoveAuditByExId({ compId: ids.company, exhibitionId: ex2026 }));
    expect((await productTagAuditLogGetByCompId({ compId: ids.company, exhibitionId: ex2026 })).data.some((a) => a.id === again.data)).toBe(false);
  });
});

describe('releases', () => {
  it('lists the demo exhibitor’s releases and runs one through its whole life', async () => {
    const before = valid(releaseZod.ReleaseGetByCompIdResponse, await releaseGetByCompId({ compId: ids.company }));
    expect(before.data.totalCount).toBe(8);
    expect(new Set(before.data.items.map((r) => r.type))).toEqual(new Set([0, 1, 2]));
    const supply = await releaseGetByCompId({ compId: ids.company, type: 1 });
    expect(supply.data.items.every((r) => r.type === 1)).toBe(true);

    const types = valid(releaseZod.ReleaseTypeGetByExhibitionResponse, await releaseTypeGetByExhibition({ exhibitionId: ex2026 }));
    const demandType = types.data.find((t) => t.name === '采购需求')!;
    const created = valid(
      releaseZod.ReleaseCreateResponse,
      await releaseCreate({ compId: ids.company, exhibitionId: ex2026, releaseTypeId: demandType.id, type: 2, title: '采购工业相机 50 台', content: '500 万像素全局快门，GigE 接口。', contactName: '张伟', contactPhone: '13812345678' }),
    );
    const id = created.data;
    const listed = valid(releaseZod.ReleaseGetByCompIdResponse, await releaseGetByCompId({ compId: ids.company }));
    expect(listed.data.totalCount).toBe(9);
    expect(listed.data.items[0]).toMatchObject({ id, auditStatus: 0, isHandle: false, isShow: true, releaseTypeName: '采购需求', commentCount: 0, joinId: ids.join });

    valid(releaseZod.ReleaseUpdateResponse, await releaseUpdate({ id, compId: ids.company, exhibitionId: ex2026, type: 2, title: '采购工业相机 80 台' }));
    expect(valid(releaseZod.ReleaseGetResponse, await releaseGet({ id })).data.title).toBe('采购工业相机 80 台');

    const comment = valid(releaseZod.ReleaseCommentCreateResponse, await releaseCommentCreate({ releaseId: id, content: '我司有现货，可以下周送样。' }));
    const comments = valid(releaseZod.ReleaseCommentGetByReleaseIdResponse, await releaseCommentGetByReleaseId({ releaseId: id }));
    expect(comments.data.totalCount).toBe(1);
    expect(comments.data.items[0]).toMatchObject({ id: comment.data, releaseId: id, content: '我司有现货，可以下周送样。', userName: '张伟', companyName: '深圳华展智能科技有限公司' });
    expect((await releaseGet({ id })).data.commentCount).toBe(1);

    const withChildren = valid(
      releaseZod.ReleaseGetAndChildrenByCompIdResponse,
      await releaseGetAndChildrenByCompId({ compId: ids.company }, { userId: ids.exhibitorUser }),
    );
    expect(withChildren.data.items[0]!.children).toEqual([expect.objectContaining({ id: comment.data, canDelete: true })]);

    session.clear();
    await signInAs('host');
    valid(releaseZod.ReleaseSetAuditStatusResponse, await releaseSetAuditStatus({ id, auditStatus: 2, auditRemark: '请补充技术参数' }));
    expect((await releaseGet({ id })).data).toMatchObject({ auditStatus: 2, auditRemark: '请补充技术参数' });
    valid(releaseZod.ReleaseSetAuditStatusResponse, await releaseSetAuditStatus({ id, auditStatus: 1 }));
    const approved = (await releaseGet({ id })).data;
    expect(approved.auditStatus).toBe(1);
    expect(approved.auditRemark).toBeUndefined();
    expect(approved.auditTime).toBeTruthy();

    valid(releaseZod.ReleaseHandleResponse, await releaseHandle({ releaseId: id }));
    expect((await releaseGet({ id })).data.isHandle).toBe(true);
    await releaseHandle({ releaseId: id }, { isHandle: false });
    expect((await releaseGet({ id })).data.isHandle).toBe(false);

    valid(releaseZod.ReleaseSetIsShowResponse, await releaseSetIsShow({ releaseId: id, isShow: false }, {}));
    expect((await releaseGet({ id })).data.isShow).toBe(false);
    expect((await releaseGetByCompId({ compId: ids.company, isShow: true, pageSize: 50 })).data.items.some((r) => r.id === id)).toBe(false);

    const agent = valid(releaseZod.ReleaseGetByAgentResponse, await releaseGetByAgent({ auditStatus: 0, pageSize: 50 }));
    expect(agent.data.items.every((r) => r.auditStatus === 0)).toBe(true);
    expect(new Set(agent.data.items.map((r) => r.compId)).size).toBeGreaterThan(1);
    const byExhibition = valid(releaseZod.ReleaseGetByExhibitionResponse, await releaseGetByExhibition({ exhibitionId: ex2026, pageSize: 100 }));
    expect(byExhibition.data.totalCount).toBe(39);

    valid(releaseZod.ReleaseCommentDeleteResponse, await releaseCommentDelete({ id: comment.data }));
    expect((await releaseCommentGetByReleaseId({ releaseId: id })).data.totalCount).toBe(0);

    valid(releaseZod.ReleaseDeleteResponse, await releaseDelete({ id }));
    expect((await releaseGetByCompId({ compId: ids.company })).data.totalCount).toBe(8);
    expect(await statusOf(releaseGet({ id }, silent))).toBe(404);
  });

  it('shows a comment added to a seeded release among its comments', async () => {
    const release = (await releaseGetByCompId({ compId: ids.company, keyword: 'HZ-WMS200' })).data.items[0]!;
    expect(release.commentCount).toBeGreaterThan(0);
    const before = await releaseCommentGetByReleaseId({ releaseId: release.id, pageSize: 50 });
    expect(before.data.totalCount).toBe(release.commentCount);
    const created = await releaseCommentCreate({ releaseId: release.id, parentId: before.data.items.at(-1)!.id, content: '样机可以免费试用一个月。' });
    const after = valid(releaseZod.ReleaseCommentGetByReleaseIdResponse, await releaseCommentGetByReleaseId({ releaseId: release.id, pageSize: 50 }));
    expect(after.data.totalCount).toBe(before.data.totalCount + 1);
    expect(after.data.items[0]).toMatchObject({ id: created.data, content: '样机可以免费试用一个月。', parentId: before.data.items.at(-1)!.id });
    expect((await releaseGet({ id: release.id })).data.commentCount).toBe(release.commentCount! + 1);
  });

  it('maintains release types per exhibition', async () => {
    const before = (await releaseTypeGetByExhibition({ exhibitionId: ex2025 })).data;
    expect(before.map((t) => t.name)).toEqual(['招商加盟', '采购需求', '企业动态']);
    const created = valid(releaseZod.ReleaseTypeCreateResponse, await releaseTypeCreate({ exhibitionId: ex2025, name: '技术合作', type: 1 }));
    valid(releaseZod.ReleaseTypeUpdateResponse, await releaseTypeUpdate({ id: created.data, exhibitionId: ex2025, name: '技术合作与转让' }));
    const after = valid(releaseZod.ReleaseTypeGetByExhibitionResponse, await releaseTypeGetByExhibition({ exhibitionId: ex2025 }));
    expect(after.data.at(-1)).toMatchObject({ id: created.data, name: '技术合作与转让', type: 1, showIndex: 4 });
    valid(releaseZod.ReleaseTypeDeleteResponse, await releaseTypeDelete({ id: created.data }));
    expect((await releaseTypeGetByExhibition({ exhibitionId: ex2025 })).data).toHaveLength(3);
  });

  it('pushes new releases and their related products', async () => {
    session.clear();
    await signInAs('host');
    const pending = valid(releaseZod.NewRealeaseGetPageListResponse, await newRealeaseGetPageList({ exhibitionId: ex2026, status: 0, pageSize: 50 }));
    expect(pending.data.totalCount).toBeGreaterThan(0);
    expect(pending.data.items.every((n) => n.status === 0)).toBe(true);
    const pushedBefore = (await newRealeaseGetPageList({ exhibitionId: ex2026, status: 1 })).data.totalCount;

    const target = pending.data.items.find((n) => n.type === 2)!;
    valid(releaseZod.NewRealeaseAuditReleaseResponse, await newRealeaseAuditRelease({ id: target.id, status: 1 }));
    expect((await newRealeaseGetPageList({ exhibitionId: ex2026, status: 1 })).data.totalCount).toBe(pushedBefore + 1);
    expect(valid(releaseZod.NewRealeaseGetResponse, await newRealeaseGet({ id: target.id })).data).toMatchObject({ status: 1 });

    const robots = exhibitCategories.find((c) => c.name === '工业机器人')!;
    const already = (await releaseRelevancyGetAllByReleaseId({ releaseId: target.id })).data;
    const existing = already.length;
    const candidates = (await productGetByCategoryId({ categoryId: robots.id, exhibitionId: ex2026, pageSize: 20 })).data.items
      .filter((p) => !already.some((x) => x.productId === p.id))
      .slice(0, 3);
    expect(candidates).toHaveLength(3);
    valid(releaseZod.ReleaseRelevancyListAddResponse, await releaseRelevancyListAdd({ releaseId: target.id, productIds: candidates.map((p) => p.id) }));
    await releaseRelevancyListAdd({ releaseId: target.id, productIds: [candidates[0]!.id] });
    const related = valid(releaseZod.ReleaseRelevancyGetAllByReleaseIdResponse, await releaseRelevancyGetAllByReleaseId({ releaseId: target.id }));
    expect(related.data).toHaveLength(existing + candidates.length);
    const added = related.data.filter((x) => candidates.some((p) => p.id === x.productId));
    expect(added.every((x) => x.pushStatus === 0 && x.productName && x.compName)).toBe(true);

    valid(releaseZod.ReleaseRelevancyListPushResponse, await releaseRelevancyListPush({ releaseId: target.id, ids: added.map((x) => x.id) }));
    expect((await newRealeaseGet({ id: target.id })).data).toMatchObject({ relevancyCount: existing + candidates.length });
    expect((await releaseRelevancyGetAllByReleaseId({ releaseId: target.id })).data.filter((x) => x.pushStatus === 1).length).toBeGreaterThanOrEqual(added.length);
    valid(releaseZod.ReleaseRelevancyListCancelPushResponse, await releaseRelevancyListCancelPush({ releaseId: target.id, ids: [added[0]!.id] }));
    const afterCancel = (await releaseRelevancyGetAllByReleaseId({ releaseId: target.id })).data.find((x) => x.id === added[0]!.id)!;
    expect(afterCancel.pushStatus).toBe(0);

    valid(releaseZod.ReleaseRelevancyUpdateResponse, await releaseRelevancyUpdate({ id: added[0]!.id, remark: '交期最短', showIndex: 0 }));
    expect((await releaseRelevancyGetAllByReleaseId({ releaseId: target.id })).data[0]).toMatchObject({ id: added[0]!.id, remark: '交期最短' });
    valid(releaseZod.ReleaseRelevancyDeleteResponse, await releaseRelevancyDelete({ id: added[0]!.id }));
    expect((await releaseRelevancyGetAllByReleaseId({ releaseId: target.id })).data).toHaveLength(existing + candidates.length - 1);

    valid(releaseZod.NewRealeaseUpdateResponse, await newRealeaseUpdate({ id: target.id, title: `${target.title}（已更新）`, categoryId: robots.id }));
    expect((await newRealeaseGet({ id: target.id })).data).toMatchObject({ title: `${target.title}（已更新）`, categoryName: '工业机器人' });

    const rejected = pending.data.items.find((n) => n.id !== target.id)!;
    await newRealeaseAuditRelease({ id: rejected.id, status: 2, auditRemark: '内容与展会主题不符' });
    const rejectedTab = await newRealeaseGetPageList({ exhibitionId: ex2026, status: 2, pageSize: 50 });
    expect(rejectedTab.data.items.find((n) => n.id === rejected.id)).toMatchObject({ status: 2, auditRemark: '内容与展会主题不符' });

    const company = valid(releaseZod.NewRealeaseGetAllReleaseAndSupplyResponse, await newRealeaseGetAllReleaseAndSupply({ compId: ids.company, pageSize: 50 }));
    expect(company.data.totalCount).toBe(8);
    valid(releaseZod.NewRealeaseDeleteResponse, await newRealeaseDelete({ id: rejected.id }));
    expect(await statusOf(newRealeaseGet({ id: rejected.id }, silent))).toBe(404);
  });

  it('answers mini-programme codes and audience channels', async () => {
    const release = (await releaseGetByCompId({ compId: ids.company })).data.items[0]!;
    const code = valid(releaseZod.WeAppSmallCodeGetResponse, await weAppSmallCodeGet({ targetType: 3, targetId: release.id, scene: `r=${release.id.slice(0, 8)}` }));
    expect(code.data).toMatch(/^\/api\/file\?key=demo\/qrcode\//);
    const channels = valid(releaseZod.WeAppSmallCodeGetListSpectatorChannelResponse, await weAppSmallCodeGetListSpectatorChannel({ exhibitionId: ex2026 }));
    expect(channels.data).toHaveLength(6);
    expect((await weAppSmallCodeGetListSpectatorChannel({ exhibitionId: ex2026, keyword: '协会' })).data).toHaveLength(1);
  });
});

describe('activities', () => {
  it('lists the demo exhibitor’s activities by company, join and exhibition', async () => {
    const byComp = valid(activityZod.ActivityGetByCompIdResponse, await activityGetByCompId({ compId: ids.company }));
    expect(byComp.data.totalCount).toBe(6);
    expect(byComp.data.items.every((a) => a.companyId === ids.company && a.companyName === '深圳华展智能科技有限公司')).toBe(true);
    const byJoin = valid(activityZod.ActivityGetByJoinIdResponse, await activityGetByJoinId({ joinId: ids.join }));
    expect(byJoin.data.totalCount).toBe(5);
    const topic = await activityGetByJoinId({ joinId: ids.join, topic: 1 });
    expect(topic.data.items.map((a) => a.name)).toEqual(['华展智能 2027 新品发布会']);
    const visible = await activityGetByJoinId({ joinId: ids.join, isShow: true });
    expect(visible.data.totalCount).toBe(4);

    const short = valid(activityZod.ActivityGetShortByJoinIdResponse, await activityGetShortByJoinId({ joinId: ids.join }));
    expect(short.data).toHaveLength(5);
    const liveShort = valid(activityZod.ActivityGetLiveShortByJoinIdResponse, await activityGetLiveShortByJoinId({ joinId: ids.join }, { topic: -1 }));
    expect(liveShort.data.map((a) => a.liveChannelId)).toEqual(['3958471']);

    const launch = byJoin.data.items.find((a) => a.liveChannelId === '3958471')!;
    const applicants = valid(activityZod.ActivityApplyGetByActIdResponse, await activityApplyGetByActId({ activityId: launch.id, pageSize: 50 }));
    expect(applicants.data.totalCount).toBe(launch.applyCount);
    expect(applicants.data.totalCount).toBe(14);
    expect(applicants.data.items.every((a) => a.activityName === launch.name)).toBe(true);

    session.clear();
    await signInAs('host');
    const backend = valid(activityZod.ActivityGetBackendByExhibitionResponse, await activityGetBackendByExhibition({ exhibitionId: ex2026, pageSize: 50 }));
    expect(backend.data.items.some((a) => !a.isShow)).toBe(true);
    expect(backend.data.items.every((a) => a.exhibitionId === ex2026)).toBe(true);
    const pendingLive = await activityGetBackendByExhibition({ exhibitionId: ex2026, liveAudit: 1, pageSize: 50 });
    expect(pendingLive.data.totalCount).toBeGreaterThan(0);
    expect(pendingLive.data.items.every((a) => a.liveAudit === 1 && a.isApplyLive)).toBe(true);
  });

  it('creates, updates, toggles and deletes an activity, with comments', async () => {
    const created = valid(
      activityZod.ActivityCreateResponse,
      await activityCreate({ exhibitionId: ex2026, companyId: ids.company, name: 'AMR 集群调度体验课', startTime: '2027-03-21T10:00:00+08:00', endTime: '2027-03-21T11:30:00+08:00', address: '1号馆 A10 展位', maxApplyCount: 30 }),
    );
    const id = created.data;
    const list = valid(activityZod.ActivityGetByJoinIdResponse, await activityGetByJoinId({ joinId: ids.join }));
    expect(list.data.totalCount).toBe(6);
    expect(list.data.items[0]).toMatchObject({ id, joinId: ids.join, isShow: true, topic: 0, liveAudit: 0, isApplyLive: false, isOpenLive: false, applyCount: 0 });

    valid(activityZod.ActivityUpdateResponse, await activityUpdate({ id, exhibitionId: ex2026, companyId: ids.company, name: 'AMR 集群调度实操课', maxApplyCount: 40 }));
    expect(valid(activityZod.ActivityGetResponse, await activityGet({ id })).data).toMatchObject({ name: 'AMR 集群调度实操课', maxApplyCount: 40, address: '1号馆 A10 展位' });

    valid(activityZod.ActivitySetShowResponse, await activitySetShow({ id, isShow: false }));
    expect((await activityGet({ id })).data.isShow).toBe(false);
    valid(activityZod.ActivitySetTopicResponse, await activitySetTopic({ id, topic: 1 }));
    expect((await activityGetByJoinId({ joinId: ids.join, topic: 1 })).data.items.some((a) => a.id === id)).toBe(true);

    const comment = valid(activityZod.ActivityCommentCreateResponse, await activityCommentCreate({ activityId: id, content: '需要自带电脑吗？' }));
    const comments = valid(activityZod.ActivityCommentGetByActIdResponse, await activityCommentGetByActId({ activityId: id }));
    expect(comments.data.items).toEqual([expect.objectContaining({ id: comment.data, content: '需要自带电脑吗？', userName: '张伟' })]);
    valid(activityZod.ActivityCommentDeleteResponse, await activityCommentDelete({ id: comment.data }));
    expect((await activityCommentGetByActId({ activityId: id })).data.totalCount).toBe(0);

    valid(activityZod.ActivityDeleteResponse, await activityDelete({ id }));
    expect((await activityGetByJoinId({ joinId: ids.join })).data.totalCount).toBe(5);
    expect(await statusOf(activityGet({ id }, silent))).toBe(404);
  });
});

describe('seeded data', () => {
  it('parses with the response schemas everywhere it is listed', async () => {
    session.clear();
    await signInAs('host');
    for (const exhibitionId of exhibitions.map((e) => e.id)) {
      const products = valid(productZod.ProductGetBackEndByExhibitionResponse, await productGetBackEndByExhibition({ exhibitionId, pageSize: 1000 })).data.items;
      for (const p of products.filter((x) => x.compId === ids.company || x.compId === otherComp)) {
        valid(productZod.ProductCommentGetByProIdResponse, await productCommentGetByProId({ productId: p.id, pageSize: 1000 }));
        valid(productZod.ProductApplyGetByProIdResponse, await productApplyGetByProId({ productId: p.id, pageSize: 1000 }));
        valid(productZod.ProductViewLogGetByProId2Response, await productViewLogGetByProId2({ productId: p.id, pageSize: 1000 }));
      }
      const releases = valid(releaseZod.ReleaseGetByExhibitionResponse, await releaseGetByExhibition({ exhibitionId, pageSize: 1000 })).data.items;
      for (const r of releases) valid(releaseZod.ReleaseCommentGetByReleaseIdResponse, await releaseCommentGetByReleaseId({ releaseId: r.id, pageSize: 1000 }));
      const queue = valid(releaseZod.NewRealeaseGetPageListResponse, await newRealeaseGetPageList({ exhibitionId, pageSize: 1000 })).data.items;
      for (const n of queue) valid(releaseZod.ReleaseRelevancyGetAllByReleaseIdResponse, await releaseRelevancyGetAllByReleaseId({ releaseId: n.id }));
      const activities = valid(activityZod.ActivityGetBackendByExhibitionResponse, await activityGetBackendByExhibition({ exhibitionId, pageSize: 1000 })).data.items;
      for (const a of activities) {
        valid(activityZod.ActivityApplyGetByActIdResponse, await activityApplyGetByActId({ activityId: a.id, pageSize: 1000 }));
        valid(activityZod.ActivityCommentGetByActIdResponse, await activityCommentGetByActId({ activityId: a.id, pageSize: 1000 }));
      }
      valid(productZod.ProductTagAuditLogPageResponse, await productTagAuditLogPage({ exhibitionId, pageSize: 1000 }));
      valid(productZod.ProductTagCountPostResponse, await productTagCountPost({ exhibitionId, pageSize: 1000 }));
    }
    valid(productZod.ProductGroupGetByCompIdResponse, await productGroupGetByCompId({ compId: otherComp }));
    valid(releaseZod.ReleaseGetAndChildrenByCompIdResponse, await releaseGetAndChildrenByCompId({ compId: otherComp, pageSize: 100 }, { userId: ids.exhibitorEnUser }));
  });
});
