/**
 * 产品反馈 (product-feedback): the company's products, each opening its comments (answered in
 * place) and sample requests in the drawer; in Chinese and English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => session.clear());

describe('product feedback', () => {
  it("opens a product's comments, then its sample requests", async () => {
    const { user } = await renderApp(`/exhibition/index/product-feedback?keyword=${encodeURIComponent('工业机器人控制器')}`, { as: 'exhibitor' });
    await findHeading('产品反馈');
    await screen.findByRole('table', { name: '产品反馈' }, FIRST_LOAD);
    await rowAction(user, await rowOf('工业机器人控制器'), '评论');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('「工业机器人控制器」的评论与申请')).toBeInTheDocument();
    // Visitors asked about it, and the company answered.
    const comments = await within(drawer).findAllByRole('listitem', undefined, FIRST_LOAD);
    const question = comments.find((c) => !within(c).queryByText('回复'))!;
    await user.click(within(question).getByRole('button', { name: '回复评论' }));
    await user.click(within(question).getByRole('button', { name: '发送回复' }));
    expect(await within(question).findByText('此项为必填项')).toBeInTheDocument();
    await user.type(within(question).getByRole('textbox'), '感谢关注，样品已寄出，请留意快递。');
    await user.click(within(question).getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(within(drawer).getByText('感谢关注，样品已寄出，请留意快递。')).toBeInTheDocument(), FIRST_LOAD);
    expect(within(drawer).queryByRole('button', { name: '发送回复' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: '申请记录' }));
    expect(within(drawer).getByRole('tab', { name: '申请记录' })).toHaveAttribute('aria-selected', 'true');
  }, FLOW);

  it('reads in English in the English area', async () => {
    await renderApp('/exhibitionEn/index/product-feedback', { as: 'exhibitor.en' });
    await findHeading('Product feedback');
    expect(await screen.findByRole('table', { name: 'Product feedback' }, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);
});
