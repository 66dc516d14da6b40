/**
 * 活动反馈 (activity-feedback): one activity's sign-ups and comments, chosen in the page and kept
 * in the URL; a reply to a comment shows under the comments, an unsuitable comment is deleted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => session.clear());

describe('activity feedback', () => {
  it('shows the sign-ups of the chosen activity, then its comments; a reply shows up and a comment is deleted', async () => {
    const { router, user } = await renderApp('/exhibition/index/activity-feedback', { as: 'exhibitor' });
    await findHeading('活动反馈');
    const picker = await screen.findByRole('combobox', { name: '活动' }, FIRST_LOAD);
    await user.selectOptions(picker, '华展智能 2027 新品发布会');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ activityId: expect.any(String) }));
    expect(await screen.findByRole('button', { name: '导出报名名单' })).toBeInTheDocument();
    expect((await screen.findAllByText(/已签到|未签到/, undefined, FIRST_LOAD)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: '评论' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'comments' }));
    await rowAction(user, await rowOf('现场签约优惠具体是多少？'), '回复');
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /回复内容/ }), '首发当天签约享 9 折');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功', undefined, FIRST_LOAD)).toBeInTheDocument();
    // The list refreshes after the save: wait for the reply in the refreshed rows.
    await waitFor(() => expect(screen.getByText('首发当天签约享 9 折')).toBeInTheDocument(), FIRST_LOAD);

    await deleteRow(user, '已报名，期待！');
  }, FLOW);

  it('reads in English in the English area', async () => {
    await renderApp('/exhibitionEn/index/activity-feedback', { as: 'exhibitor.en' });
    await findHeading('Activity feedback');
    expect(await screen.findByRole('combobox', { name: 'Activity' }, FIRST_LOAD)).toHaveDisplayValue('Five-axis Machining Open Day');
    expect(screen.getByRole('tab', { name: 'Sign-ups' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export sign-ups' })).toBeInTheDocument();
  }, FLOW);
});
