/**
 * 参展申请 (ex/applyEx): the service providers' applications. The state filter narrows the rows and
 * the URL; a pending application confirmed leaves the pending view; the view by service line;
 * an application's changes marked as seen; one deleted after a question; the application files
 * (none stored under a name: an empty state with an upload); an applying company's exhibitions renamed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const rows = () => screen.getAllByRole('row').slice(1);
const orderNoOf = (row: HTMLElement) => row.querySelector('td p')!.textContent!;
const order = (orderNo: string) => mockDb.find('applyCompanyOrders', (o) => o.orderNo === orderNo)[0];

describe('applications to exhibit', () => {
  it('filters by state in the URL and confirms a pending application', async () => {
    const { user, router } = await renderApp('/host/index/ex/applyEx', { as: 'host' });
    await findHeading('参展申请');
    await rowOf('DD20261121407');
    await user.selectOptions(screen.getByRole('combobox', { name: '处理状态' }), '待处理');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ rowState: 0 }));
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      for (const r of rows()) expect(within(r).getByText('待处理')).toBeInTheDocument();
    });
    expect(order('DD20261121148')?.rowState).toBe(0);

    await rowAction(user, await rowOf('DD20261121148'), '确认申请');
    expect(await screen.findByText('申请已确认')).toBeVisible();
    await waitFor(() => expect(order('DD20261121148')?.rowState).toBe(1));
    await waitFor(() => expect(screen.queryByText('DD20261121148')).not.toBeInTheDocument());
  }, 60_000);

  it('marks an application’s changes as seen and switches to the view by service line', async () => {
    const { user, router } = await renderApp('/host/index/ex/applyEx?isChanged=true', { as: 'host' });
    await findHeading('参展申请');
    const changed = await rowOf('DD20261121037');
    expect(within(changed).getByText('已变更')).toBeInTheDocument();
    const applyCompanyId = order('DD20261121037')?.applyCompanyId;
    await rowAction(user, changed, '标记变更已读');
    await waitFor(() => expect(mockDb.find('applyCompanyOrders', (o) => o.applyCompanyId === applyCompanyId && Boolean(o.isChanged))).toHaveLength(0));

    await user.click(screen.getByRole('tab', { name: '按服务明细' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'lines' }));
    expect(await screen.findByRole('columnheader', { name: '服务项目 / 类别' })).toBeInTheDocument();
  }, 60_000);

  it('cancels an application after a question and deletes another', async () => {
    const { user } = await renderApp('/host/index/ex/applyEx?rowState=1', { as: 'host' });
    await findHeading('参展申请');
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), FIRST_LOAD);
    const [first, second] = rows().map(orderNoOf);
    await rowAction(user, await rowOf(first!), '取消申请');
    const dialog = await findOpenDialog();
    expect(within(dialog).getByText(/申请作废/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消申请' }));
    await waitFor(() => expect(order(first!)?.rowState).toBe(2));
    await waitFor(() => expect(screen.queryByText(first!)).not.toBeInTheDocument());

    await deleteRow(user, second!);
    expect(order(second!)).toBeUndefined();
  }, 60_000);

  it('shows the stored application files, an empty state for a file not uploaded yet, and uploads it', async () => {
    const { user } = await renderApp('/host/index/ex/applyEx', { as: 'host' });
    await findHeading('参展申请');
    await user.click(screen.getByRole('button', { name: '申请文件' }));
    const drawer = await findOpenDialog('dialog');
    const manual = await within(drawer).findByLabelText('展商手册');
    expect(await within(manual).findByText('还没有上传该文件，申请企业暂时无法下载。', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: '上传文件' })).toBeInTheDocument();
    const contract = within(drawer).getByLabelText('参展合同');
    expect(await within(contract).findByText(/参展合同\.pdf/)).toBeInTheDocument();
    expect(within(contract).getByText('请下载后签字盖章并回传')).toBeInTheDocument();

    await user.click(within(manual).getByRole('button', { name: '上传文件' }));
    const form = await waitFor(() => {
      const open = screen.getAllByRole('dialog').find((d) => within(d).queryByText('上传“展商手册”'));
      if (!open) throw new Error('no upload drawer');
      return open;
    });
    await user.upload(within(form).getByLabelText(/文件/, { selector: 'input[type=file]' }), new File(['%PDF-1.4 test'], '2026展商手册.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '文件名' })).toHaveValue('2026展商手册.pdf'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockDb.find('applyExhibitionFiles', (f) => f.name === '展商手册')[0]?.fileName).toBe('2026展商手册.pdf'));
    expect(await within(manual).findByText(/2026展商手册\.pdf/)).toBeInTheDocument();
  }, 60_000);

  it('renames the exhibitions an applying company chose', async () => {
    const { user } = await renderApp('/host/index/ex/applyEx', { as: 'host' });
    await findHeading('参展申请');
    await user.click(screen.getByRole('button', { name: '申请企业' }));
    const panel = await findOpenDialog('dialog');
    const company = await within(panel).findByRole('listitem', { name: '广州粤展搭建工程有限公司' }, FIRST_LOAD);
    await user.click(within(company).getByRole('button', { name: '修改展会名称' }));
    const drawer = await waitFor(() => {
      const open = screen.getAllByRole('dialog').find((d) => within(d).queryByText(/修改“广州粤展搭建工程有限公司”/));
      if (!open) throw new Error('no rename drawer');
      return open;
    });
    const field = within(drawer).getByRole('textbox', { name: /展会 1 名称/ });
    await user.clear(field);
    await user.type(field, '2026 深圳智博会（秋季）');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(mockDb.find('applyCompanies', (a) => a.name === '广州粤展搭建工程有限公司')[0]?.exhibitionNames).toEqual(['2026 深圳智博会（秋季）']),
    );
  }, 60_000);
});
