/**
 * 订单 (order): the exhibitor's service orders in its current exhibition — one per project group,
 * with the state its lines give it, the totals of what it owes (cancelled orders not counted),
 * a status filter kept in the URL, and an order's lines on the detail page; in Chinese and English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

const table = () => screen.findByRole('table', { name: /全部订单|All orders/ }, FIRST_LOAD);
const rowOf = (tableEl: HTMLElement, text: string) => within(tableEl).getByText(text).closest('tr')!;

describe('service orders', () => {
  it('lists the orders by project group with their state and totals, filters by state, and opens one with its lines', async () => {
    const { router, user } = await renderApp('/exhibition/index/order', { as: 'exhibitor' });
    await findHeading('全部订单');
    expect(router.state.location.pathname).toBe('/exhibition/index/order/all-order');

    const list = await table();
    expect(rowOf(list, '展位搭建服务')).toHaveTextContent('待确认');
    expect(rowOf(list, '展具租赁')).toHaveTextContent('已确认');
    expect(rowOf(list, '展具租赁')).toHaveTextContent('¥2,460');
    expect(rowOf(list, '展具租赁')).toHaveTextContent(/2026-11-06 \d{2}:30/);
    expect(rowOf(list, '水电气服务')).toHaveTextContent('已取消');
    expect(rowOf(list, '展具租赁')).toHaveTextContent('4 项：洽谈桌、折椅、射灯、展示柜（高）');

    // What is owed leaves the cancelled utilities out: 5,490 + 2,460.
    const summary = screen.getByTestId('order-summary');
    expect(await within(summary).findByText('¥7,950')).toBeInTheDocument();
    expect(within(summary).getByText('深圳华展智能科技有限公司 · 1号馆 A10 · 张伟')).toBeInTheDocument();

    // The state filter narrows the list and is kept in the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: '订单状态' }), '待确认');
    await waitFor(async () => expect(within(await table()).queryByText('展具租赁')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(within(await table()).getByText('展位搭建服务')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ status: 0 });
    expect(await within(summary).findByText('¥5,490')).toBeInTheDocument();

    await user.click(within(await table()).getByRole('link', { name: '展位搭建服务' }));
    await findHeading('订单详情');
    expect(router.state.location.pathname).toBe('/exhibition/index/order/detail-order');
    const lines = screen.getByRole('table', { name: '展位搭建服务' });
    expect(within(lines).getByText('特装展位施工管理费').closest('tr')).toHaveTextContent('54');
    expect(within(lines).getByText('标准展位 9㎡')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('¥5,490');
    expect(screen.getByText('订单待主场服务商确认，确认后请按通知付款。')).toBeInTheDocument();
    expect(screen.getByTestId('order-facts')).toHaveTextContent('特装展位 54㎡，施工图纸已报馆审核');

    await user.click(screen.getAllByRole('link', { name: '返回订单列表' })[0]!);
    await findHeading('全部订单');
  }, FLOW);

  it('an order page opened without an order says so and leads back to the list', async () => {
    const { user } = await renderApp('/exhibition/index/order/detail-order', { as: 'exhibitor' });
    await findHeading('订单详情');
    expect(await screen.findByText('没有指定要查看的订单')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回订单列表' }));
    await findHeading('全部订单');
  }, FLOW);

  it('reads in English in the English area', async () => {
    const { user } = await renderApp('/exhibitionEn/index/order/all-order', { as: 'exhibitor.en' });
    await findHeading('All orders');
    const list = await table();
    expect(rowOf(list, '水电气服务')).toHaveTextContent('Awaiting confirmation');
    expect(rowOf(list, '展位搭建服务')).toHaveTextContent('Confirmed');
    expect(rowOf(list, '展位搭建服务')).toHaveTextContent('CN¥2,200');
    await user.click(within(list).getByRole('link', { name: '水电气服务' }));
    await findHeading('Order details');
    expect(screen.getByTestId('order-total')).toHaveTextContent('CN¥3,600');
    expect(screen.getByText('The contractor has yet to confirm this order. Pay as notified once it is confirmed.')).toBeInTheDocument();
  }, FLOW);
});
