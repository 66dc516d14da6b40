/**
 * 采购咨询 (exinfo/buyConsult): the calling cards buyers sent the demo exhibitor. A pending card is
 * received and moves to the received tab; a card is deleted; each tab exports as its own consult
 * list; a greeting added shows in the list. The English area has no such page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => session.clear());

describe('buyer consultations', () => {
  it('receives a pending card, finds it under received with its time, and deletes a received one', async () => {
    const { router, user } = await renderApp('/exhibition/index/exinfo/buyConsult', { as: 'exhibitor' });
    await findHeading('采购咨询');
    expect(await screen.findByRole('button', { name: '导出待接收咨询' }, FIRST_LOAD)).toBeInTheDocument();
    // Pending: the six newest cards of the demo company, none of the received ones.
    await rowOf('美的集团股份有限公司');
    expect(screen.queryByText('周杰')).not.toBeInTheDocument();

    await rowAction(user, await rowOf('美的集团股份有限公司'), '接收');
    expect(await screen.findByText('已接收，可在「已接收」中查看', undefined, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('美的集团股份有限公司')).not.toBeInTheDocument(), FIRST_LOAD);

    await user.click(screen.getByRole('tab', { name: '已接收' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ state: 1 }));
    expect(await screen.findByRole('button', { name: '导出已接收咨询' })).toBeInTheDocument();
    const received = await rowOf('美的集团股份有限公司');
    expect(within(received).getByText('王强')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /接收时间/ })).toBeInTheDocument();

    await deleteRow(user, '东莞精工模具有限公司');
  }, FLOW);

  it('keeps the greetings the company answers with, and a new one joins them', async () => {
    const { user } = await renderApp('/exhibition/index/exinfo/buyConsult', { as: 'exhibitor' });
    const list = await screen.findByRole('list', { name: '招呼语' }, FIRST_LOAD);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '添加招呼语' }));
    const drawer = await findOpenDialog('dialog');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // Empty: said at the field, nothing sent.
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /招呼语内容/ }), '您好，样机可在展位现场预约试用。');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '招呼语' })).getAllByRole('listitem')).toHaveLength(4), FIRST_LOAD);
    expect(screen.getByText('您好，样机可在展位现场预约试用。')).toBeInTheDocument();
  }, FLOW);

  it('is not part of the English area', async () => {
    await renderApp('/exhibitionEn/index/exinfo/buyConsult', { as: 'exhibitor.en' });
    expect(await screen.findByText('The page you asked for does not exist or has been removed.', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);
});
