/**
 * Exhibitor products and product groups (/exhibition{-$lang}/index/product/…, …/proGroup/…),
 * rendered from the app's real route table against the stateful mocks: the list, create → edit →
 * hide → delete, validation, a failed save, comments, groups, and the English area.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { routeTree } from '@/app/routeTree.gen';
import { groupProductsQuery, productGroup } from '@/features/product/resources';
import { groupProductsSearch } from '@/features/product/routes';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { post } from '@/mocks/route';
import { other } from '@/mocks/respond';
import { mockDb, server } from '../setup';
import { chooseMenuItem, findOpenDialog } from '../support/render';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 10_000 };
const SLOW = 60_000;

const productsOf = (compId: string) => mockDb.find('products', (p) => p.compId === compId && !p.isDeleted);

/** The data rows of the list table (the header row left out). */
function dataRows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

/** The table row showing `text`. */
function rowOf(text: string) {
  const row = within(screen.getByRole('table')).getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

async function findTextbox(name: string | RegExp) {
  return screen.findByRole('textbox', { name }, FIRST_LOAD);
}

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('product list', () => {
  it('shows the demo company’s products 10 per page, newest first, with thumbnails', async () => {
    const { company } = await signInAs('exhibitor');
    const mine = productsOf(company!.id).sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime));
    const { router, user } = await renderApp('/exhibition/index/product/allpro');

    expect(await screen.findByText(mine[0]!.name, undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '全部产品' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText(`共 ${mine.length} 条`)).toBeInTheDocument();
    // The first image of the banner JSON text is the row's thumbnail.
    const firstBanner = JSON.parse(String(mine[0]!.banner)) as string[];
    expect(dataRows()[0]!.querySelector('img')).toHaveAttribute('src', firstBanner[0]);
    // The 11th product is on page 2, and the page is in the URL.
    expect(screen.queryByText(mine[10]!.name)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '第 2 页' }));
    expect(await screen.findByText(mine[10]!.name)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ pageIndex: 2 });
  }, SLOW);

  it('filters by keyword and by shown / hidden, keeping both in the URL', async () => {
    const { company } = await signInAs('exhibitor');
    const hidden = productsOf(company!.id).filter((p) => !p.isShow);
    const { router, user } = await renderApp('/exhibition/index/product/allpro');
    await screen.findByRole('table', undefined, FIRST_LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: '显示' }), '隐藏');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ isShow: false }));
    await waitFor(() => expect(dataRows()).toHaveLength(hidden.length));
    for (const p of hidden) expect(screen.getByText(p.name)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '关键词' }), 'HZ-RK{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ keyword: 'HZ-RK', isShow: false }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByText('重型横梁式货架')).toBeInTheDocument();
  }, SLOW);

  it('filters by group and by category, with their choices from data', async () => {
    const { company } = await signInAs('exhibitor');
    const group = mockDb.find('productGroups', (g) => g.compId === company!.id && g.name === '机器人核心部件')[0]!;
    const inGroup = productsOf(company!.id).filter((p) => p.groupId === group.id);
    const { router, user } = await renderApp('/exhibition/index/product/allpro');
    await screen.findByRole('table', undefined, FIRST_LOAD);

    const groupFilter = screen.getByRole('combobox', { name: '产品分组' });
    expect(groupFilter).toHaveDisplayValue('产品分组：全部');
    await waitFor(() => expect(within(groupFilter).getByRole('option', { name: '机器人核心部件' })).toBeInTheDocument());
    await user.selectOptions(groupFilter, '机器人核心部件');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ groupId: group.id, pageIndex: 1 }));
    await waitFor(() => expect(dataRows()).toHaveLength(Math.min(inGroup.length, 10)));
    for (const row of dataRows()) expect(within(row).getByText('机器人核心部件')).toBeInTheDocument();

    // A category of the exhibition's tree: only products filed under it stay.
    const categoryFilter = screen.getByRole('combobox', { name: '展品分类' });
    await waitFor(() => expect(within(categoryFilter).getByRole('option', { name: /工业机器人/ })).toBeInTheDocument());
    await user.selectOptions(categoryFilter, within(categoryFilter).getByRole('option', { name: /工业机器人/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ groupId: group.id, categoryId: expect.any(String) }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('groupId'));
    expect(router.state.location.search).not.toHaveProperty('categoryId');
    expect(screen.getByRole('combobox', { name: '产品分组' })).toHaveDisplayValue('产品分组：全部');
  }, SLOW);

  it('shows a product’s comments in a drawer and deletes one', async () => {
    const { company } = await signInAs('exhibitor');
    const withComments = productsOf(company!.id)
      .map((p) => ({ p, comments: mockDb.find('productComments', (c) => c.productId === p.id && !c.parentId) }))
      .find(({ comments }) => comments.length > 0)!;
    const { user } = await renderApp(`/exhibition/index/product/allpro?keyword=${encodeURIComponent(String(withComments.p.model))}`);
    const row = await waitFor(() => rowOf(withComments.p.name), FIRST_LOAD);

    await user.click(within(row).getByRole('button', { name: '更多操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '评论' }));
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText(`「${withComments.p.name}」的评论与申请`)).toBeInTheDocument();
    const comment = withComments.comments[0]!;
    const item = (await within(drawer).findByText(comment.content)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: '删除评论' }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(mockDb.get('productComments', comment.id)).toBeUndefined());
    await waitFor(() => expect(within(drawer).queryByText(comment.content)).not.toBeInTheDocument());

    await user.click(within(drawer).getByRole('tab', { name: '申请记录' }));
    expect(await within(drawer).findByRole('tab', { name: '申请记录', selected: true })).toBeInTheDocument();
  }, SLOW);
});

describe('product create / edit', () => {
  it('creates a product, finds it in the list, edits it, hides it and deletes it', async () => {
    const { company } = await signInAs('exhibitor');
    const { router, user } = await renderApp('/exhibition/index/product/allpro');
    await screen.findByRole('table', undefined, FIRST_LOAD);

    // Create.
    await user.click(screen.getByRole('button', { name: '发布产品' }));
    await user.type(await findTextbox('产品名称'), '桌面级协作机械臂');
    await user.type(screen.getByRole('textbox', { name: '型号' }), 'HZ-DK5');
    await user.type(screen.getByRole('textbox', { name: '参考价格' }), '26800');
    await user.selectOptions(screen.getByRole('combobox', { name: '产品分组' }), '机器人核心部件');
    await user.click(screen.getByRole('checkbox', { name: '工业机器人' }));
    await user.click(screen.getByRole('checkbox', { name: '智能制造' }));
    await user.click(screen.getByRole('checkbox', { name: '原厂直供' }));
    await user.click(screen.getByRole('checkbox', { name: 'ISO 9001 质量管理体系认证' }));
    await user.click(screen.getByRole('checkbox', { name: '设为推荐产品' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    // Back on the list (same area) with the new product first.
    expect(await screen.findByText('桌面级协作机械臂', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exhibition/index/product/allpro');
    const created = productsOf(company!.id).find((p) => p.name === '桌面级协作机械臂')!;
    const group = mockDb.find('productGroups', (g) => g.compId === company!.id && g.name === '机器人核心部件')[0]!;
    expect(created).toMatchObject({ model: 'HZ-DK5', price: 26800, isShow: true, topic: 1, groupId: group.id, styleId: 0, exhibitIntroductType: '0' });
    expect(JSON.parse(String(created.category))).toEqual([expect.objectContaining({ name: '工业机器人' })]);
    expect(JSON.parse(String(created.tags))).toEqual([expect.objectContaining({ name: '智能制造' })]);
    expect(JSON.parse(String(created.auths))).toEqual([expect.objectContaining({ name: '原厂直供' })]);
    expect(JSON.parse(String(created.qualities))).toEqual([expect.objectContaining({ name: 'ISO 9001 质量管理体系认证' })]);
    expect(within(rowOf('桌面级协作机械臂')).getByText('机器人核心部件')).toBeInTheDocument();

    // Edit from its row: the form is filled, the change is saved.
    await user.click(within(rowOf('桌面级协作机械臂')).getByRole('button', { name: '编辑' }));
    const name = await findTextbox('产品名称');
    await waitFor(() => expect(name).toHaveValue('桌面级协作机械臂'));
    expect(router.state.location.search).toEqual({ id: created.id });
    expect(screen.getByRole('textbox', { name: '参考价格' })).toHaveValue('26800');
    expect(screen.getByRole('checkbox', { name: '智能制造' })).toBeChecked();
    await user.clear(name);
    await user.type(name, '桌面级协作机械臂 Pro');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('桌面级协作机械臂 Pro', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(mockDb.get('products', created.id)).toMatchObject({ name: '桌面级协作机械臂 Pro', price: 26800 });

    // Hide it with the row's switch.
    await user.click(within(rowOf('桌面级协作机械臂 Pro')).getByRole('checkbox', { name: '显示' }));
    await waitFor(() => expect(mockDb.get('products', created.id)?.isShow).toBe(false));

    // Delete it from the row's menu, after confirming.
    await user.click(within(rowOf('桌面级协作机械臂 Pro')).getByRole('button', { name: '更多操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '删除' }));
    const dialog = await findOpenDialog();
    expect(within(dialog).getByText('确定删除「桌面级协作机械臂 Pro」吗？删除后不可恢复。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('桌面级协作机械臂 Pro')).not.toBeInTheDocument());
    expect(mockDb.get('products', created.id)?.isDeleted).toBe(true);
  }, SLOW);

  it('files a product under sales channels and section offices (科室), kept when it is reopened', async () => {
    const { user } = await renderApp('/exhibition/index/product/allpro?keyword=能源管理系统', { as: 'exhibitor' });
    const ems = mockDb.find('products', (p) => p.model === 'HZ-EMS')[0]!;
    // An energy product: sold through industrial channels, for no hospital department yet.
    expect(JSON.parse(String(ems.sectionOffices))).toEqual([]);
    await screen.findByRole('table', undefined, FIRST_LOAD);
    await user.click(within(rowOf('能源管理系统')).getByRole('button', { name: '编辑' }));
    await waitFor(async () => expect(await findTextbox('产品名称')).toHaveValue('能源管理系统'));

    // The choices come from the two reference lists; the seeded channels are already ticked.
    const channels = screen.getByRole('group', { name: '销售渠道' });
    const offices = screen.getByRole('group', { name: /适用科室/ });
    for (const { name } of JSON.parse(String(ems.channels)) as { name: string }[]) expect(within(channels).getByRole('checkbox', { name })).toBeChecked();
    expect(within(offices).getByRole('checkbox', { name: '后勤保障科' })).not.toBeChecked();
    await user.click(within(channels).getByRole('checkbox', { name: '政府采购' }));
    await user.click(within(offices).getByRole('checkbox', { name: '后勤保障科' }));
    await user.click(within(offices).getByRole('checkbox', { name: '设备科' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(JSON.parse(String(mockDb.get('products', ems.id)?.sectionOffices))).toHaveLength(2), FIRST_LOAD);
    expect(JSON.parse(String(mockDb.get('products', ems.id)?.channels))).toContainEqual(expect.objectContaining({ name: '政府采购' }));

    // Reopened from the list, the form shows what was saved.
    await user.click(within(await screen.findByRole('table', undefined, FIRST_LOAD)).getByRole('button', { name: '编辑' }));
    await waitFor(async () => expect(await findTextbox('产品名称')).toHaveValue('能源管理系统'));
    expect(within(screen.getByRole('group', { name: '销售渠道' })).getByRole('checkbox', { name: '政府采购' })).toBeChecked();
    const reopened = screen.getByRole('group', { name: /适用科室/ });
    expect(within(reopened).getByRole('checkbox', { name: '后勤保障科' })).toBeChecked();
    expect(within(reopened).getByRole('checkbox', { name: '设备科' })).toBeChecked();
    expect(within(reopened).getByRole('checkbox', { name: '康复科' })).not.toBeChecked();
  }, SLOW);

  it('asks for a name and an end not before the start', async () => {
    const { router, user } = await renderApp('/exhibition/index/product/addpro', { as: 'exhibitor' });
    const name = await findTextbox('产品名称');

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, '测试产品');
    fireEvent.change(screen.getByLabelText('样品 / 试用申请时间 · 开始'), { target: { value: '2027-03-20' } });
    fireEvent.change(screen.getByLabelText('样品 / 试用申请时间 · 结束'), { target: { value: '2027-03-18' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exhibition/index/product/addpro');
    expect(mockDb.find('products', (p) => p.name === '测试产品')).toEqual([]);
  }, SLOW);

  it('keeps every value when the server refuses the save, and shows its message', async () => {
    await signInAs('exhibitor');
    server.use(post('/api/Product', () => other(HttpResponse.json({ status: 400, errors: [{ message: '产品名称与已有产品重复' }] }, { status: 400 }))));
    const { router, user } = await renderApp('/exhibition/index/product/addpro');
    await user.type(await findTextbox('产品名称'), '重复的产品');
    await user.type(screen.getByRole('textbox', { name: '英文名称' }), 'Duplicate product');
    await user.type(screen.getByRole('textbox', { name: '参考价格' }), '99.5');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('产品名称与已有产品重复')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '产品名称' })).toHaveValue('重复的产品');
    expect(screen.getByRole('textbox', { name: '英文名称' })).toHaveValue('Duplicate product');
    expect(screen.getByRole('textbox', { name: '参考价格' })).toHaveValue('99.5');
    expect(router.state.location.pathname).toBe('/exhibition/index/product/addpro');
  }, SLOW);
});

describe('product groups', () => {
  it('creates a group, adds a product to it and takes it out again', async () => {
    const { company } = await signInAs('exhibitor');
    const { router, user } = await renderApp('/exhibition/index/proGroup/productlist');
    expect(await screen.findByText('机器人核心部件', undefined, FIRST_LOAD)).toBeInTheDocument();
    const robotGroup = mockDb.find('productGroups', (g) => g.compId === company!.id && g.name === '机器人核心部件')[0]!;
    const robotCount = productsOf(company!.id).filter((p) => p.groupId === robotGroup.id).length;
    expect(within(rowOf('机器人核心部件')).getByText(String(robotCount))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新建产品分组' }));
    await user.type(await findTextbox('分组名称'), '展会新品');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('展会新品', undefined, FIRST_LOAD)).toBeInTheDocument();
    const group = mockDb.find('productGroups', (g) => g.name === '展会新品')[0]!;

    // Its products: empty, then one added from the company's products.
    await user.click(within(rowOf('展会新品')).getByRole('button', { name: '更多操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '管理产品' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/proGroup/productproList'));
    expect(router.state.location.search).toMatchObject({ groupId: group.id });
    expect(await screen.findByText('分组「展会新品」中的产品', undefined, FIRST_LOAD)).toBeInTheDocument();
    await screen.findByText('暂无数据');
    await user.click(screen.getAllByRole('button', { name: '添加产品' })[0]!);
    const dialog = await findOpenDialog('dialog');
    await user.type(within(dialog).getByRole('searchbox', { name: '关键词' }), 'HZ-SC600{Enter}');
    await user.click(await within(dialog).findByRole('checkbox', { name: /SCARA 水平多关节机器人/ }));
    expect(within(dialog).getByText('当前分组：机器人核心部件')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^加入分组/ }));
    const row = await waitFor(() => rowOf('SCARA 水平多关节机器人'));
    const scara = productsOf(company!.id).find((p) => p.model === 'HZ-SC600')!;
    expect(mockDb.get('products', scara.id)?.groupId).toBe(group.id);

    await user.click(within(row).getByRole('button', { name: '更多操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '移出分组' }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '移出分组' }));
    await screen.findByText('暂无数据');
    expect(mockDb.get('products', scara.id)?.groupId).toBeUndefined();
  }, SLOW);
});

describe('the group’s product page', () => {
  it('gets the group and its products with the page’s code when its link is preloaded', async () => {
    const { company } = await signInAs('exhibitor');
    const group = mockDb.find('productGroups', (g) => g.compId === company!.id && g.name === '机器人核心部件')[0]!;
    const queryClient = createQueryClient();
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/exhibition/index/product/allpro'] }), context: { queryClient } });
    await router.preloadRoute({ to: '/exhibition{-$lang}/index/proGroup/productproList', params: { lang: undefined }, search: { groupId: group.id } });

    const products = queryClient.getQueryData(groupProductsQuery(groupProductsSearch.parse({ groupId: group.id }), group.id).queryKey);
    const inGroup = productsOf(company!.id).filter((p) => p.groupId === group.id);
    expect(products?.data.totalCount).toBe(inGroup.length);
    expect(products?.data.items.map((p) => p.id)).toEqual(expect.arrayContaining(inGroup.slice(0, 1).map((p) => p.id)));
    expect(queryClient.getQueryData(productGroup.one!(group.id).queryKey)).toMatchObject({ data: { id: group.id, name: '机器人核心部件' } });
  }, SLOW);

  it('without a group, says so and leads back to the groups of the same area', async () => {
    const { router, user } = await renderApp('/exhibitionEn/index/proGroup/productproList', { as: 'exhibitor.en' });
    const back = await screen.findByRole('link', { name: 'Back to groups' }, FIRST_LOAD);
    expect(screen.getByText('No group was given. Open a group from the group list.')).toBeInTheDocument();
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibitionEn/index/proGroup/productlist'));
  }, SLOW);
});

describe('the English area', () => {
  it('lists and edits products in English', async () => {
    const { router, user } = await renderApp('/exhibitionEn/index/product/allpro', { as: 'exhibitor.en' });
    expect(await screen.findByRole('heading', { name: 'All products' }, FIRST_LOAD)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const header of ['Image', 'Product name', 'Reference price', 'Product group', 'Shown', 'Featured', 'Published', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Product group' })).toHaveDisplayValue('Product group: All');

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibitionEn/index/product/addpro'));
    const form = (await findTextbox('Product name')).closest('form')!;
    for (const label of ['English name', 'Model', 'Reference price']) expect(within(form).getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Rich text' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    // Tags and categories load in English; nothing in the form is Chinese.
    await within(form).findByRole('checkbox', { name: 'Smart Manufacturing' });
    // Sales channels and hospital departments too.
    expect(within(within(form).getByRole('group', { name: 'Sales channels' })).getByRole('checkbox', { name: 'Direct to hospitals' })).toBeInTheDocument();
    expect(within(within(form).getByRole('group', { name: /Hospital departments/ })).getByRole('checkbox', { name: 'Rehabilitation' })).toBeInTheDocument();
    expect(form.textContent).not.toMatch(/[\u4e00-\u9fff]/);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
  }, SLOW);
});
