/**
 * The public site's showcase, organiser side: 热门展品 (webSet/web-hotpro: take a product off hot,
 * add one from the others, drill the exhibit category down level by level, all in the URL),
 * 展馆平面图 (webSet/web-plan: a hall without a plan says so, a picture is previewed, a PDF is a
 * download, a plan is replaced), 广告管理 (common/common-ad: the ads apart from the banners, by
 * place; added, refused link, edited from the stored ad), and the edit drawers of 快捷入口, 专题,
 * 小程序 and 轮播图 that read the record afresh by id when they open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
/** A real 1 × 1 PNG (the mocks check what an upload contains). */
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const pdfFile = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

afterEach(() => session.clear());

const topicOf = (name: string) => Number(mockDb.find('products', (p) => p.name === name && !p.isDeleted)[0]?.topic);

describe('hot products (热门展品)', () => {
  it('takes a product off hot and adds it back from the other products', async () => {
    const { user, router } = await renderApp('/host/index/webSet/web-hotpro', { as: 'host' });
    await findHeading('热门产品');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    // The first hot product (cells: selection, order, picture, product).
    const name = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[3]!.querySelector('p')!.textContent!;
    expect(topicOf(name)).toBe(1);
    await rowAction(user, await rowOf(name), '移出热门');
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument(), FIRST_LOAD);
    expect(topicOf(name)).toBe(0);

    await user.click(screen.getByRole('radio', { name: '其他展品' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'others' }));
    await user.type(screen.getByRole('searchbox'), `${name}{Enter}`);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'others', keyword: name }));
    await rowAction(user, await rowOf(name), '设为热门');
    await waitFor(() => expect(topicOf(name)).toBe(1));
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: '热门展品' }));
    expect(await rowOf(name)).toBeInTheDocument();
  }, FLOW);

  it('drills the exhibit category down level by level and keeps the path in the URL', async () => {
    const { user, router } = await renderApp('/host/index/webSet/web-hotpro', { as: 'host' });
    await findHeading('热门产品');
    const top = await screen.findByRole('combobox', { name: '展品类别' }, FIRST_LOAD);
    await waitFor(() => expect(within(top).getByRole('option', { name: '智能仓储' })).toBeInTheDocument(), FIRST_LOAD);
    // Only this exhibition's top level is offered, once (the food show's categories are not).
    expect(within(top).queryByRole('option', { name: '食品饮料' })).not.toBeInTheDocument();
    expect(within(top).getAllByRole('option', { name: '工业机器人' })).toHaveLength(1);

    await user.selectOptions(top, '工业机器人');
    await waitFor(() => expect(screen.queryByText('智能仓储系统')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(await rowOf('六轴协作机器人')).toBeInTheDocument();
    // The next level is read when its parent is chosen.
    const second = await screen.findByRole('combobox', { name: '第 2 级类别' }, FIRST_LOAD);
    await waitFor(() => expect(within(second).getByRole('option', { name: '协作机器人' })).toBeInTheDocument());
    await user.selectOptions(second, '协作机器人');
    await waitFor(() => expect((router.state.location.search as { category?: string[] }).category).toHaveLength(2));
    expect(await screen.findByRole('combobox', { name: '第 3 级类别' }, FIRST_LOAD)).toBeInTheDocument();

    // Choosing another top level forgets the levels below it.
    await user.selectOptions(screen.getByRole('combobox', { name: '展品类别' }), '智能仓储');
    await waitFor(() => expect((router.state.location.search as { category?: string[] }).category).toHaveLength(1));
    expect(await rowOf('智能仓储系统')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '第 3 级类别' })).not.toBeInTheDocument();
  }, FLOW);
});

describe('hall floor plans (展馆平面图)', () => {
  it('says a hall has no plan, previews an uploaded picture, offers a PDF as a download, and replaces a plan', async () => {
    const { user } = await renderApp('/host/index/webSet/web-plan', { as: 'host' });
    await findHeading('展馆平面图');
    const hall1 = await screen.findByLabelText('1号馆', undefined, FIRST_LOAD);
    expect(await within(hall1).findByText('暂无平面图', undefined, FIRST_LOAD)).toBeInTheDocument();

    await user.click(within(hall1).getByRole('button', { name: '上传平面图' }));
    let drawer = await findOpenDialog('dialog');
    await user.upload(within(drawer).getByLabelText(/平面图文件/, { selector: 'input[type=file]' }), pngFile('1号馆平面图.png'));
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: '文件名称' })).toHaveValue('1号馆平面图.png'), FIRST_LOAD);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(hall1).findByRole('img', { name: '1号馆 平面图' }, FIRST_LOAD)).toBeInTheDocument();
    const hallId = mockDb.find('exhalls', (h) => h.name === '1号馆')[0]!.id;
    const stored = mockDb.find('applyExhibitionFiles', (f) => f.name === `平面图:${hallId}`);
    expect(stored).toHaveLength(1);

    // Replaced with a PDF: the same record (PUT), now a download instead of a picture.
    await user.click(within(hall1).getByRole('button', { name: '更换平面图' }));
    drawer = await findOpenDialog('dialog');
    await user.upload(within(drawer).getByLabelText(/平面图文件/, { selector: 'input[type=file]' }), pdfFile('1号馆平面图.pdf'));
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: '文件名称' })).toHaveValue('1号馆平面图.pdf'), FIRST_LOAD);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(hall1).findByText('PDF 平面图，请下载查看', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(within(hall1).getByRole('link', { name: /1号馆平面图\.pdf/ })).toBeInTheDocument();
    expect(within(hall1).queryByRole('img', { name: '1号馆 平面图' })).not.toBeInTheDocument();
    expect(mockDb.find('applyExhibitionFiles', (f) => f.name === `平面图:${hallId}`)).toHaveLength(1);

    // Another hall still has none.
    expect(within(screen.getByLabelText('2号馆')).getByText('暂无平面图')).toBeInTheDocument();
  }, FLOW);
});

describe('ads (广告管理)', () => {
  it('lists the ads apart from the banners, by place in the URL', async () => {
    const { user, router } = await renderApp('/host/index/common/common-ad', { as: 'host' });
    await findHeading('广告管理');
    await rowOf('开幕倒计时 开屏广告');
    expect(screen.queryByText('十大看点')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '弹窗广告' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ place: 'ad-popup' }));
    await waitFor(() => expect(screen.queryByText('开幕倒计时 开屏广告')).not.toBeInTheDocument());
    expect(await rowOf('预登记送参观礼包')).toBeInTheDocument();
  }, FLOW);

  it('adds an ad (a bad link refused beside the field) and edits it from the stored ad', async () => {
    const { user } = await renderApp('/host/index/common/common-ad?place=ad-list', { as: 'host' });
    await findHeading('广告管理');
    await rowOf('同期论坛 限时报名');
    await user.click(screen.getByRole('button', { name: '添加广告' }));
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByRole('combobox', { name: /广告位/ })).toHaveValue('ad-list');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请上传广告图片')).toBeInTheDocument();
    await user.upload(within(drawer).getByLabelText(/广告图片/, { selector: 'input[type=file]' }), pngFile('list-ad.png'));
    await user.type(within(drawer).getByRole('textbox', { name: '广告标题' }), '展商名录 推荐位');
    await user.type(within(drawer).getByRole('textbox', { name: '链接' }), 'javascript:alert(1)');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请输入正确的网址')).toBeInTheDocument();
    expect(mockDb.find('audienceBanners', (b) => b.title === '展商名录 推荐位')).toHaveLength(0);
    const link = within(drawer).getByRole('textbox', { name: '链接' });
    await user.clear(link);
    await user.type(link, 'https://expo.example.com/exhibitors');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await rowOf('展商名录 推荐位');
    expect(mockDb.find('audienceBanners', (b) => b.title === '展商名录 推荐位')[0]).toMatchObject({ type: 'ad-list', link: 'https://expo.example.com/exhibitors', isShow: true });

    // Changed elsewhere since the list was read: the drawer starts from the stored ad.
    const stored = mockDb.find('audienceBanners', (b) => b.title === '展商名录 推荐位')[0]!;
    mockDb.update('audienceBanners', stored.id, { link: 'https://expo.example.com/exhibitors?src=ad' });
    await rowAction(user, await rowOf('展商名录 推荐位'), '编辑');
    const edit = await findOpenDialog('dialog');
    expect(within(edit).getByRole('textbox', { name: '链接' })).toHaveValue('https://expo.example.com/exhibitors?src=ad');
    const title = within(edit).getByRole('textbox', { name: '广告标题' });
    await user.clear(title);
    await user.type(title, '展商名录 首屏推荐位');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await rowOf('展商名录 首屏推荐位');
    expect(mockDb.get('audienceBanners', stored.id)).toMatchObject({ title: '展商名录 首屏推荐位', link: 'https://expo.example.com/exhibitors?src=ad' });
  }, FLOW);
});

describe('edit drawers read the record afresh by id', () => {
  it('快捷入口: the shortcut as stored now', async () => {
    const { user } = await renderApp('/host/index/webSet/web-entrance', { as: 'host' });
    await findHeading('快捷入口');
    const row = await rowOf('同期活动');
    const id = mockDb.find('quickEntrances', (e) => e.name === '同期活动')[0]!.id;
    mockDb.update('quickEntrances', id, { name: '同期活动与论坛' });
    await rowAction(user, row, '编辑');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByRole('textbox', { name: /入口名称/ })).toHaveValue('同期活动与论坛');
  }, FLOW);

  it('专题: the topic as stored now', async () => {
    const { user } = await renderApp('/host/index/webSet/webMarathon', { as: 'host' });
    await findHeading('马拉松专题');
    const row = await rowOf('智能仓储专题');
    const id = mockDb.find('topicalSubjects', (s) => s.title === '智能仓储专题')[0]!.id;
    mockDb.update('topicalSubjects', id, { title: '智能仓储与物流专题' });
    await rowAction(user, row, '编辑');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByRole('textbox', { name: /专题标题/ })).toHaveValue('智能仓储与物流专题');
  }, FLOW);

  it('小程序: the jump setting as stored now', async () => {
    const { user } = await renderApp('/host/index/common/common-mini', { as: 'host' });
    await findHeading('小程序设置');
    const row = await rowOf('配套酒店预订');
    const id = mockDb.find('weChatSkipSettles', (r) => r.name === '配套酒店预订')[0]!.id;
    mockDb.update('weChatSkipSettles', id, { name: '合作酒店预订' });
    await rowAction(user, row, '编辑');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByRole('textbox', { name: /名称/ })).toHaveValue('合作酒店预订');
  }, FLOW);

  it('轮播图: the banner as stored now', async () => {
    const { user } = await renderApp('/host/index/common/common-banner', { as: 'host' });
    await findHeading('轮播图管理');
    const row = await rowOf('展商直播周');
    const id = mockDb.find('audienceBanners', (b) => b.title === '展商直播周')[0]!.id;
    mockDb.update('audienceBanners', id, { title: '展商直播周 · 第二季' });
    await rowAction(user, row, '编辑');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByRole('textbox', { name: '标题' })).toHaveValue('展商直播周 · 第二季');
  }, FLOW);
});
