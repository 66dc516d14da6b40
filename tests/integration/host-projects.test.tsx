/**
 * 项目管理 (set/project): the exhibition's booking projects by group (a tab in the URL) and by
 * keyword; a project's picture replaced (uploaded, then set) and shown in its row; how many
 * companies applied for a project and who; every applying company in the side panel; the page in
 * English; a failed load with its retry.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
/** A real 1 × 1 PNG (the mocks check what an upload contains). */
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const groupId = (name: string) => mockDb.find('dePjNameGroups', (g) => g.name === name)[0]!.id;

afterEach(async () => {
  session.clear();
  await chooseLanguage('zh');
});

describe('booking projects (项目管理)', () => {
  it('shows the projects of one group from the URL tab, and finds projects by keyword', async () => {
    const { user, router } = await renderApp('/host/index/set/project', { as: 'host' });
    await findHeading('项目管理');
    expect(within(await rowOf('标准展位 双开口')).getByText('展位预订')).toBeInTheDocument();
    expect(screen.getByText('洽谈桌')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '广告赞助（4）' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: groupId('广告赞助') }));
    expect(await screen.findByText('会刊广告 整版彩页')).toBeInTheDocument();
    expect(screen.queryByText('标准展位 双开口')).not.toBeInTheDocument();
    expect(within(await rowOf('会刊广告 整版彩页')).getByText('¥8,000 / 版')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^全部项目/ }));
    await user.type(screen.getByPlaceholderText('搜索项目或项目组名称'), '展位{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ keyword: '展位' }));
    await waitFor(() => expect(screen.queryByText('洽谈桌')).not.toBeInTheDocument());
    expect(screen.getByText('标准展位 双开口')).toBeInTheDocument();
    expect(screen.getByText('标准展位 9㎡')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('搜索项目或项目组名称'));
    await user.type(screen.getByPlaceholderText('搜索项目或项目组名称'), '无此项目{Enter}');
    expect(await screen.findByText('没有符合条件的项目')).toBeInTheDocument();
  }, FLOW);

  it('replaces a project’s picture and shows the new one in its row', async () => {
    const { user } = await renderApp(`/host/index/set/project?group=${groupId('广告赞助')}`, { as: 'host' });
    await findHeading('项目管理');
    const row = await rowOf('户外广告位 道旗');
    // No picture yet: the placeholder stands for it.
    expect(within(row).getByRole('img', { name: '户外广告位 道旗' })).toHaveAttribute('data-state', 'empty');

    await rowAction(user, row, '更换图片');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('更换“户外广告位 道旗”的图片')).toBeInTheDocument();
    await user.upload(within(drawer).getByLabelText(/项目图片/, { selector: 'input[type=file]' }), pngFile('flag.png'));
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(mockDb.find('dePjNames', (p) => p.name === '户外广告位 道旗')[0]?.netImg).toBeTruthy());
    const stored = String(mockDb.find('dePjNames', (p) => p.name === '户外广告位 道旗')[0]!.netImg);
    await waitFor(async () => expect(within(await rowOf('户外广告位 道旗')).getByRole('img', { name: '户外广告位 道旗' })).toHaveAttribute('src', stored));
  }, FLOW);

  it('says how many companies applied for a project, who they are, and lists every applying company', async () => {
    const { user } = await renderApp('/host/index/set/project', { as: 'host' });
    await findHeading('项目管理');
    const count = await within(await rowOf('标准展位 双开口')).findByRole('button', { name: '“标准展位 双开口”的申请企业：2 家' }, FIRST_LOAD);
    await user.click(count);
    const panel = await findOpenDialog('dialog');
    expect(within(panel).getByText('“标准展位 双开口”的申请企业')).toBeInTheDocument();
    // Two applications stand, the third was cancelled (shown, not counted).
    expect(within(panel).getAllByText('已确认')).toHaveLength(2);
    expect(within(panel).getByText('已取消')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '关闭' }));

    await user.click(screen.getByRole('button', { name: /^申请企业（\d+）$/ }));
    const companies = await findOpenDialog('dialog');
    expect(await within(companies).findByText('深圳华展智能科技有限公司')).toBeInTheDocument();
    expect(within(companies).getByRole('columnheader', { name: '订单金额' })).toBeInTheDocument();
  }, FLOW);

  it('reads in English', async () => {
    const { user } = await renderApp(`/host/index/set/project?group=${groupId('广告赞助')}`, { as: 'host' });
    await findHeading('项目管理');
    await rowOf('会刊广告 整版彩页');
    await act(() => chooseLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Advertising & Sponsorship (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Catalogue full-page colour ad')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Applying companies' })).toBeInTheDocument();
    await rowAction(user, await rowOf('胸卡挂绳冠名'), 'Replace picture', 'More actions');
    expect(within(await findOpenDialog('dialog')).getByText('Replace the picture of “胸卡挂绳冠名”')).toBeInTheDocument();
  }, FLOW);

  it('shows a failed load with a retry that loads the projects', async () => {
    server.use(
      http.post(/\/api\/DePjNameGroup\/GetList(?:\?.*)?$/i, () => HttpResponse.json({ status: 500, errors: [{ message: '项目服务暂时不可用' }] }, { status: 500 }), { once: true }),
    );
    const { user } = await renderApp('/host/index/set/project', { as: 'host' });
    await findHeading('项目管理');
    const alert = await screen.findByText('数据加载失败', undefined, FIRST_LOAD);
    const panel = alert.closest('[role=alert]') as HTMLElement;
    expect(panel).toHaveTextContent('项目服务暂时不可用');
    await user.click(within(panel).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('标准展位 双开口')).toBeInTheDocument();
  }, FLOW);
});
