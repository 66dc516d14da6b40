/**
 * 网站邮箱 (webSet/web-email): the Contact-us entries reached by e-mail, by group; an entry is
 * added (and listed under its group), a missing or malformed e-mail is refused beside the field
 * with what was typed kept, an entry is edited and one deleted after a question.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

describe('contact e-mails of the public site', () => {
  it('adds an entry; an address without a valid e-mail is refused beside the field', async () => {
    const { user } = await renderApp('/host/index/webSet/web-email', { as: 'host' });
    await findHeading('联系邮箱');
    expect(within(await rowOf('visitor@huazhan-expo.cn')).getByText('观众服务')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加邮箱' }));
    const drawer = await findOpenDialog('dialog');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /分组/ }), '媒体合作 / Media');
    await user.type(within(drawer).getByRole('textbox', { name: /联系人或部门/ }), '新闻中心');
    await user.type(within(drawer).getByRole('textbox', { name: /^地址/ }), '深圳国际会展中心 2 号馆');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const email = within(drawer).getByRole('textbox', { name: /邮箱/ });
    expect(await within(drawer).findByText('请填写邮箱：这里的条目以邮箱联系')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'press@huazhan');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('邮箱格式不正确，如 booth@huazhan-expo.cn')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /联系人或部门/ })).toHaveValue('新闻中心');

    await user.clear(email);
    await user.type(email, 'press@huazhan-expo.cn');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('press@huazhan-expo.cn');
    expect(within(row).getByText('新闻中心')).toBeInTheDocument();
    expect(within(row).getByText('媒体合作')).toBeInTheDocument();
  }, 60_000);

  it('edits an entry read by id and deletes one after a question', async () => {
    const { user } = await renderApp('/host/index/webSet/web-email', { as: 'host' });
    await findHeading('联系邮箱');
    await rowAction(user, await rowOf('booth2@huazhan-expo.cn'), '编辑');
    const drawer = await findOpenDialog('dialog');
    const email = within(drawer).getByRole('textbox', { name: /邮箱/ });
    expect(email).toHaveValue('booth2@huazhan-expo.cn');
    await user.clear(email);
    await user.type(email, 'booth-south@huazhan-expo.cn');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(within(await rowOf('booth-south@huazhan-expo.cn')).getByText('李小姐')).toBeInTheDocument();

    await deleteRow(user, 'overseas@huazhan-expo.cn');
  }, 60_000);
});
