/**
 * 交易统计 (trade): the demo exhibitor's supply and procurement postings of the current exhibition
 * with the organiser's push state. Tabs and filters live in the URL; a posting is deleted; each tab
 * exports under the contract's file name; a comment is answered from the drawer; the English area
 * has no such page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadNames } from '@gen/api/downloads';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';
import { captureDownloads } from '../support/downloads';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('trade', () => {
  it('shows the figures, switches kind and push state in the URL, and deletes a posting', async () => {
    const { router, user } = await renderApp('/exhibition/index/trade', { as: 'exhibitor' });
    await findHeading('交易统计');
    const figures = await screen.findByTestId('trade-figures', undefined, FIRST_LOAD);
    const supplyRow = await within(figures).findByRole('cell', { name: '招商信息' }, FIRST_LOAD);
    // The demo company has four supply postings: one approved and pushed twice, one pending, one rejected.
    expect(supplyRow.closest('tr')!.querySelectorAll('td')[1]).toHaveTextContent('4');

    await rowOf('智能仓储系统 HZ-WMS200 华南区域代理招募');
    expect(screen.queryByText('采购激光位移传感器 500 只')).not.toBeInTheDocument();
    const rejected = await rowOf('交流伺服驱动器 OEM 贴牌合作');
    expect(within(rejected).getByText('已驳回')).toBeInTheDocument();
    expect(within(rejected).getByText('请补充产品资质说明（CE、CCC 证书）后重新提交')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '采购需求' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 2 }));
    await rowOf('采购激光位移传感器 500 只');
    await rowOf('采购 6kW 光纤激光切割设备 2 台');

    await user.selectOptions(screen.getByRole('combobox', { name: '推送状态' }), '已推送');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 2, status: 1 }));
    await waitFor(() => expect(screen.queryByText('采购 6kW 光纤激光切割设备 2 台')).not.toBeInTheDocument());
    await rowOf('采购激光位移传感器 500 只');

    await deleteRow(user, '采购激光位移传感器 500 只');
    expect(await screen.findByText('本届展会还没有采购需求')).toBeInTheDocument();
  }, FLOW);

  it('exports each tab under the contract file name, with the list filters', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(/\/api\/NewRealease\/ExcelExportCaiGou$/i, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Blob(['xlsx']), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      }),
    );
    const saved = captureDownloads();
    const { user } = await renderApp('/exhibition/index/trade?type=2&status=0', { as: 'exhibitor' });
    await findHeading('交易统计');
    await rowOf('寻找精密注塑外壳模具供应商');
    await user.click(screen.getByRole('button', { name: '导出采购需求' }));
    await waitFor(() => expect(saved).toEqual([downloadNames.newRealeaseExcelExportCaiGou]));
    expect(saved[0]).toBe('采购需求.xlsx');
    expect(bodies[0]).toMatchObject({ type: 2, status: 0 });
  }, FLOW);

  it('answers a comment from the posting drawer', async () => {
    const { user } = await renderApp('/exhibition/index/trade', { as: 'exhibitor' });
    await findHeading('交易统计');
    await rowOf('智能仓储系统 HZ-WMS200 华南区域代理招募');
    await user.click(screen.getByRole('button', { name: '智能仓储系统 HZ-WMS200 华南区域代理招募' }));
    const drawer = await findOpenDialog('dialog');
    const comments = await within(drawer).findByRole('list', { name: '评论' }, FIRST_LOAD);
    const question = within(comments).getByText('样机支持是免费提供吗？').closest('li')!;
    await user.click(within(question).getByRole('button', { name: '回复' }));
    const reply = await screen.findByRole('textbox', { name: /评论内容/ });
    await user.type(reply, '样机可免费试用 30 天。');
    const replyDrawer = reply.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(replyDrawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('样机可免费试用 30 天。', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);

  it('is not part of the English area', async () => {
    await renderApp('/exhibitionEn/index/trade', { as: 'exhibitor.en' });
    expect(await screen.findByText('The page you asked for does not exist or has been removed.', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);
});
