/**
 * 专题 (webSet/webMarathon): the public site's themed pages in order; a hidden one is shown from
 * its row, a new one added in the drawer joins the list, and one is deleted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('topics of the public site', () => {
  it('shows a hidden topic, adds one, and deletes one', async () => {
    const { user } = await renderApp('/host/index/webSet/webMarathon', { as: 'host' });
    await findHeading('马拉松专题');
    const hidden = within(await rowOf('首发新品专题')).getByRole('checkbox', { name: '显示' });
    expect(hidden).not.toBeChecked();
    await user.click(hidden);
    await waitFor(async () => expect(within(await rowOf('首发新品专题')).getByRole('checkbox', { name: '显示' })).toBeChecked(), FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: '添加专题' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /专题标题/ }), '数字孪生专题');
    await user.type(within(drawer).getByRole('textbox', { name: /打开的页面/ }), '/topic/digital-twin');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('数字孪生专题');
    expect(within(row).getByText('/topic/digital-twin')).toBeInTheDocument();

    await deleteRow(user, '激光加工专题');
  }, 60_000);
});
