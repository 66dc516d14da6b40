/**
 * 联系电话 (webSet/web-phone): the public site's contacts by group; one with no way to reach it is
 * refused with a message, one added under a group shows with its group, the group filter narrows
 * the list, and an entry is deleted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('contacts of the public site', () => {
  it('adds a contact under a group, filters by group and deletes one', async () => {
    const { user } = await renderApp('/host/index/webSet/web-phone', { as: 'host' });
    await findHeading('联系电话');
    await rowOf('张经理');

    await user.click(screen.getByRole('button', { name: '添加联系人' }));
    const drawer = await findOpenDialog('dialog');
    await waitFor(() => expect(within(within(drawer).getByRole('combobox', { name: /分组/ })).getByRole('option', { name: '媒体合作' })).toBeInTheDocument(), FIRST_LOAD);
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /分组/ }), '媒体合作');
    await user.type(within(drawer).getByRole('textbox', { name: /^联系人/ }), '赵先生');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请至少填写一种联系方式（手机、座机、邮箱或微信）')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /邮箱/ }), 'press@huazhan-expo.cn');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('赵先生');
    expect(within(row).getByText('媒体合作')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '分组' }), '观众服务');
    await waitFor(() => expect(screen.queryByText('赵先生')).not.toBeInTheDocument());
    await deleteRow(user, '观众服务台');
  }, 60_000);
});
