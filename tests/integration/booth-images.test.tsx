/**
 * 展位图 (exinfo/boothImg): the booth page's carousel for computers and for phones (the tab in the
 * URL); a picture moves up, is hidden, and a new one cannot be saved without its picture. In
 * English in the English area.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => session.clear());

const titlesInOrder = async () => (await screen.findAllByRole('row')).slice(1).map((r) => within(r).getAllByText(/\S/)[0]!.textContent);

describe('booth pictures', () => {
  it('moves a picture up, hides one, refuses a new one without its picture, and shows the phone set in its tab', async () => {
    const { router, user } = await renderApp('/exhibition/index/exinfo/boothImg', { as: 'exhibitor' });
    await findHeading('展位图');
    await rowOf('2026 新品发布：HZ-C6 协作机器人');
    const second = (await titlesInOrder())[1]!;
    await rowAction(user, await rowOf(second), '上移');
    await waitFor(async () => expect((await titlesInOrder())[0]).toBe(second), FIRST_LOAD);

    const show = within(await rowOf('慧眼视觉 AI 检测平台 3.0')).getByRole('checkbox', { name: '显示' });
    expect(show).not.toBeChecked();
    await user.click(show);
    await waitFor(async () => expect(within(await rowOf('慧眼视觉 AI 检测平台 3.0')).getByRole('checkbox', { name: '显示' })).toBeChecked(), FIRST_LOAD);

    await user.click(screen.getAllByRole('button', { name: '添加图片' })[0]!);
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /标题/ }), '展台全景');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '取消' }));

    await user.click(screen.getByRole('tab', { name: '手机端' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 2 }));
    await rowOf('移动端首页：协作机器人');
    await deleteRow(user, '移动端首页：预约展位参观');
  }, FLOW);

  it('reads in English in the English area', async () => {
    await renderApp('/exhibitionEn/index/exinfo/boothImg', { as: 'exhibitor.en' });
    expect(await screen.findByRole('tab', { name: 'Computers' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Phones' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add a picture' }, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);
});
