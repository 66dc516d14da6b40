/**
 * 活动直播 (activity/act-live): live management of one of the demo exhibitor's activities. A member
 * added to the channel joins its list; a product put into the stream appears and goes again; a
 * recording converted shows it is converting; an activity's live application waits for review;
 * the registration form gets a department with a job. The English area has no such page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { deleteRow, FIRST_LOAD, findHeading, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 30_000;
afterEach(() => session.clear());

const PAGE = '/exhibition/index/activity/act-live';
/** The demo company's approved live (channel 3958471) and an activity that never applied. */
const activityNamed = (name: string) => mockDb.all('activities').find((a) => a.name === name)!;
const LAUNCH = '华展智能 2027 新品发布会';
const SALON = '协作机器人应用沙龙';
/** Another activity that never applied (the store is shared by the tests of this file). */
const DINNER = '华展智能合作伙伴答谢晚宴';
const open = (name: string, tab: string) => `${PAGE}?activityId=${activityNamed(name).id}&tab=${tab}`;

/** The drawer that is open (the kit's FormDrawer / PanelDrawer are dialogs). */
const openDrawer = () => findOpenDialog('dialog');

describe('live management', () => {
  it('adds a member to the channel, who then appears in the members list', async () => {
    const { user } = await renderApp(open(LAUNCH, 'members'), { as: 'exhibitor' });
    await findHeading('活动直播');
    await screen.findByRole('table', { name: '频道成员' }, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: /添加成员/ }));
    const drawer = await openDrawer();
    await user.type(within(drawer).getByRole('textbox', { name: '昵称' }), '李嘉宾');
    await user.type(within(drawer).getByLabelText(/登录密码/), 'secret123');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: '角色' }), 'guest');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('李嘉宾');
    expect(within(row).getByText('嘉宾')).toBeInTheDocument();
    expect(within(row).getByText(/^3958471\d{3}$/)).toBeInTheDocument();
  }, FLOW);

  it('puts a company product into the stream, then removes it', async () => {
    const launch = activityNamed(LAUNCH);
    const { id: _id, ...like } = mockDb.all('products').find((p) => p.compId === launch.companyId && !p.isDeleted)!;
    mockDb.insert('products', { ...like, name: '协作机器人演示套件', isShow: true, createTime: new Date().toISOString() });
    const { user } = await renderApp(open(LAUNCH, 'products'), { as: 'exhibitor' });
    await findHeading('活动直播');
    await screen.findByRole('table', { name: '直播商品' }, FIRST_LOAD);
    expect(screen.queryByText('协作机器人演示套件')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /添加商品/ }));
    const drawer = await openDrawer();
    const choice = (await within(drawer).findByText('协作机器人演示套件', undefined, FIRST_LOAD)).closest('tr')!;
    await user.click(within(choice).getByLabelText('选择此行'));
    await user.click(within(drawer).getByRole('button', { name: /加入直播间（1）/ }));
    expect(await screen.findByText('已加入 1 个产品')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));

    const table = screen.getByRole('table', { name: '直播商品' });
    await waitFor(() => expect(within(table).getByText('协作机器人演示套件')).toBeInTheDocument());
    await deleteRow(user, '协作机器人演示套件');
  }, FLOW);

  it('converts a recording into an on-demand video and shows it converting', async () => {
    const { user } = await renderApp(open(LAUNCH, 'history'), { as: 'exhibitor' });
    await findHeading('活动直播');
    const table = await screen.findByRole('table', { name: '直播回放' }, FIRST_LOAD);
    const row = within(table).getAllByRole('row').find((r) => within(r).queryByText('未转存'))!;
    const file = row.querySelector('td p')!.textContent!;
    await rowAction(user, row, '转存为点播');
    expect(await screen.findByText('已开始转存')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText(file).closest('tr')!).getByText('转存中')).toBeInTheDocument());
    expect(within(screen.getByText(file).closest('tr')!).queryByText('未转存')).not.toBeInTheDocument();
  }, FLOW);

  it('applies for a live stream, which then waits for review', async () => {
    const { user } = await renderApp(open(SALON, 'application'), { as: 'exhibitor' });
    await findHeading('活动直播');
    expect(await screen.findByText('该活动尚未申请直播', undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /申请直播/ }));
    const drawer = await openDrawer();
    await user.type(within(drawer).getByRole('textbox', { name: '直播联系人' }), '张伟');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('直播申请已提交，等待主办方审核', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(within(screen.getByTestId('live-application')).getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /申请直播/ })).not.toBeInTheDocument();
  }, FLOW);

  it('adds a department to the registration form and a job under it', async () => {
    const { user } = await renderApp(open(LAUNCH, 'form'), { as: 'exhibitor' });
    await findHeading('活动直播');
    await screen.findByRole('table', { name: '部门与职位' }, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: /添加部门/ }));
    let drawer = await openDrawer();
    await user.type(within(drawer).getByRole('textbox', { name: '中文名称' }), '直播运营部');
    await user.type(within(drawer).getByRole('textbox', { name: '英文名称' }), 'Live Operations');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await rowAction(user, await rowOf('直播运营部'), '添加职位');
    drawer = await openDrawer();
    expect(within(drawer).getByText('为“直播运营部”添加职位')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: '中文名称' }), '直播场控');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const job = await rowOf('直播场控');
    expect(within(job).getByText('职位')).toBeInTheDocument();
    expect(mockDb.all('liveDepartmentJobs').some((j) => j.name === '直播场控')).toBe(true);
  }, FLOW);

  it('opens from a row of the activity list with that activity chosen', async () => {
    const { router, user } = await renderApp('/exhibition/index/activity/allpro', { as: 'exhibitor' });
    await findHeading('全部活动');
    await user.click(within(await rowOf(DINNER)).getByRole('link', { name: '活动直播' }));
    await findHeading('活动直播');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ activityId: activityNamed(DINNER).id, tab: 'application' }));
    expect(await screen.findByText('该活动尚未申请直播', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);

  it('is not in the English area', async () => {
    await renderApp('/exhibitionEn/index/activity/act-live', { as: 'exhibitor.en' });
    expect(await screen.findByText('The page you asked for does not exist or has been removed.', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);
});
