/**
 * 产品反馈 (product-feedback): the company's products, each opening its comments and sample
 * requests in the drawer; in Chinese and English.
 */
import { screen, within } from '@testing-library/react';
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
    expect((await within(drawer).findAllByRole('listitem', undefined, FIRST_LOAD)).length).toBeGreaterThan(0);
    await user.click(within(drawer).getByRole('tab', { name: '申请记录' }));
    expect(within(drawer).getByRole('tab', { name: '申请记录' })).toHaveAttribute('aria-selected', 'true');
  }, FLOW);

  it('reads in English in the English area', async () => {
    await renderApp('/exhibitionEn/index/product-feedback', { as: 'exhibitor.en' });
    await findHeading('Product feedback');
    expect(await screen.findByRole('table', { name: 'Product feedback' }, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);
});
