/**
 * 产品导出 (pro/pro-export): the tag statistics, the most used tag first; the products of one tag
 * in a drawer; the two exports offered.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp, rowAction } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('product tag statistics', () => {
  it('lists the tags by use and opens the products of the first', async () => {
    const { user } = await renderApp('/host/index/pro/pro-export', { as: 'host' });
    await findHeading('产品导出');
    const rows = (await screen.findAllByRole('row', undefined, FIRST_LOAD)).slice(1);
    const counts = rows.map((r) => Number(within(r).getAllByRole('cell')[2]!.textContent));
    expect(counts.length).toBeGreaterThan(2);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(screen.getByRole('button', { name: /导出标签统计/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /导出小程序产品/ })).toBeEnabled();

    const tag = rows[0]!.querySelector('td p')!.textContent!;
    await rowAction(user, rows[0]!, '查看');
    const drawer = await findOpenDialog('dialog');
    const list = await within(drawer).findByRole('list', { name: `绑定“${tag}”的产品` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(counts[0]!);
  }, 60_000);
});
