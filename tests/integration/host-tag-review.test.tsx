/**
 * 标签审核 (pro/id-check): the exhibitors' tag requests. One passed from its row, one rejected
 * with a remark (required), two passed together; the product's history shows the decisions.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const rows = () => screen.getAllByRole('row').slice(1);
const productOf = (row: HTMLElement) => row.querySelector('td p')!.textContent!;
const statusOf = (name: string) => mockDb.find('productTagAuditLogs', (a) => mockDb.get('products', a.productId)?.name === name).map((a) => a.auditStatus);

describe('product tag review', () => {
  it('passes one, rejects one with a remark, and passes two selected at once', async () => {
    const { user } = await renderApp('/host/index/pro/id-check?auditStatus=0', { as: 'host' });
    await findHeading('标签审核');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(4));

    const first = productOf(rows()[0]!);
    await rowAction(user, rows()[0]!, '通过');
    expect(await screen.findByText('标签已通过')).toBeVisible();
    await waitFor(() => expect(statusOf(first)).toContain(1));

    await waitFor(() => expect(productOf(rows()[0]!)).not.toBe(first));
    const second = productOf(rows()[0]!);
    await rowAction(user, rows()[0]!, '驳回');
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /审核意见/ }), '“新品首发”只用于本届首发的产品');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(statusOf(second)).toContain(2));

    await waitFor(() => expect(productOf(rows()[0]!)).not.toBe(second));
    const [a, b] = rows();
    const chosen = [productOf(a!), productOf(b!)];
    await user.click(within(a!).getByRole('checkbox'));
    await user.click(within(b!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '通过选中' }));
    await waitFor(() => {
      expect(statusOf(chosen[0]!)).toContain(1);
      expect(statusOf(chosen[1]!)).toContain(1);
    });
  }, 60_000);
});
