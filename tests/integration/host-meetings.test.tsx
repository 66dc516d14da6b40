/**
 * 会议管理 (set/Meeting): the exhibition's meetings and forums (hidden ones included), paged, by
 * keyword and period in the URL, each with the badge types that admit to it; the exhibition's
 * badge plans above them; the page in English.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp, rowOf } from '../support/app';

const FLOW = 60_000;

afterEach(async () => {
  session.clear();
  await chooseLanguage('zh');
});

const meetingsTable = () => screen.findByRole('table', { name: '会议管理' }, FIRST_LOAD);

describe('meetings (会议管理)', () => {
  it('lists the badge plans and the meetings with the badges that admit to them, paged', async () => {
    const { user, router } = await renderApp('/host/index/set/Meeting', { as: 'host' });
    await findHeading('会议管理');
    const plans = await screen.findByRole('table', { name: '证件类型' }, FIRST_LOAD);
    const exhibitorBadge = within(plans).getByText('参展商证').closest('tr')!;
    expect(exhibitorBadge).toHaveTextContent('10 张');
    expect(exhibitorBadge).toHaveTextContent(/– 2027-03-10/);
    expect(within(exhibitorBadge).getByText('开放申请')).toBeInTheDocument();
    expect(within(within(plans).getByText('工作证').closest('tr')!).getByText('已关闭')).toBeInTheDocument();

    const forum = await rowOf('工业互联网平台赋能中小企业论坛');
    expect(within(forum).getByText('参展商证')).toBeInTheDocument();
    expect(within(forum).getByText('布展证')).toBeInTheDocument();
    expect(forum).toHaveTextContent('/ 300');
    // The organiser sees the meetings exhibitors hide, marked so.
    expect(within(await rowOf('华展智能合作伙伴答谢晚宴')).getByText('隐藏')).toBeInTheDocument();
    // Last year's forum is not this exhibition's.
    expect(screen.queryByText('数字工厂论坛（2025 深智博）')).not.toBeInTheDocument();

    // The earliest first: the last one is on page 2.
    expect(screen.queryByText('重载机器人现场演示')).not.toBeInTheDocument();
    expect(within(await meetingsTable()).getByText('包装自动化解决方案分享会')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageIndex: 2 }));
    expect(await screen.findByText('重载机器人现场演示')).toBeInTheDocument();
  }, FLOW);

  it('filters by keyword and by the period the meetings start in, both in the URL', async () => {
    const { user, router } = await renderApp('/host/index/set/Meeting', { as: 'host' });
    await findHeading('会议管理');
    await rowOf('华展智能 2027 新品发布会');
    await user.type(screen.getByPlaceholderText('搜索会议名称、主办企业或地点'), '论坛{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ keyword: '论坛' }));
    await waitFor(() => expect(screen.queryByText('华展智能 2027 新品发布会')).not.toBeInTheDocument());
    expect(screen.getByText('工业互联网平台赋能中小企业论坛')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重置' }));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2027-03-19' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start: '2027-03-19' }));
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2027-03-19' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start: '2027-03-19', end: '2027-03-19' }));
    await waitFor(() => expect(screen.queryByText('华展智能 2027 新品发布会')).not.toBeInTheDocument());
    const table = await meetingsTable();
    expect(within(table).getByText('智能仓储系统技术研讨会')).toBeInTheDocument();
    expect(within(table).getByText('协作机器人应用沙龙')).toBeInTheDocument();
    expect(within(table).getByText('工业互联网平台赋能中小企业论坛')).toBeInTheDocument();
  }, FLOW);

  it('says when no meeting matches', async () => {
    await renderApp('/host/index/set/Meeting?keyword=无此会议', { as: 'host' });
    await findHeading('会议管理');
    expect(await screen.findByText('没有符合条件的会议', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);

  it('reads in English, meetings and badges by their English names', async () => {
    await renderApp('/host/index/set/Meeting?keyword=论坛', { as: 'host' });
    await findHeading('会议管理');
    await rowOf('工业互联网平台赋能中小企业论坛');
    await act(() => chooseLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meetings' })).toBeInTheDocument();
    const plans = screen.getByRole('table', { name: 'Badge types' });
    expect(within(plans).getByText('Build-up Pass')).toBeInTheDocument();
    const forum = await rowOf('Industrial Internet for SMEs Forum');
    expect(within(forum).getByText('Exhibitor Badge')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Admitting badges' })).toBeInTheDocument();
  }, FLOW);
});
