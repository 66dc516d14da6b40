/**
 * The review pages' other calls against the stateful mocks: an exhibitor's waiting kinds as tab
 * badges (Audit/GetHasAuditInfos, VehicleDown/GetHasRecord), its business licence reviewed and
 * withdrawn (CompLicense/SetAuditStatus) beside its staff (staff/GetByCompId); an approved change
 * synced again (Audit/ReSync) and the approved catalogue changes written at once
 * (Catalogue/UpdateDownBatch); a pass template's background downloaded through GET /api/file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';
import { captureDownloads } from '../support/downloads';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('one exhibitor under review (audit/info)', () => {
  it('badges the kinds waiting for review, opens the first one and says when no vehicle waits', async () => {
    const down = mockDb.find('companyDowns', (d) => d.afterContent.includes('2511 号'))[0]!;
    const joinId = down.joinId;
    expect(mockDb.find('vehicleDowns', (d) => d.joinId === joinId && d.auditStatus === 0)).toHaveLength(0);
    const { user, router } = await renderApp(`/host/index/audit/info?joinId=${joinId}`, { as: 'host' });
    await findHeading('资料审核');

    expect(await screen.findByText(/^待审核：.*企业信息/, undefined, FIRST_LOAD)).toBeInTheDocument();
    const companyTab = screen.getByRole('tab', { name: /企业信息/ });
    expect(companyTab).toHaveAttribute('aria-selected', 'true');
    expect(within(companyTab).getByText('有待审核')).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /车辆/ })).queryByText('有待审核')).toBeNull();
    expect(await screen.findByText('广州市黄埔区科学城开创大道 2511 号')).toBeInTheDocument();

    // Approving the change takes its badge away.
    await user.click(screen.getByRole('button', { name: /通过/ }));
    expect(await screen.findByText(/已通过「.+」的企业信息变更/)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('tab', { name: /企业信息/ })).queryByText('有待审核')).toBeNull());

    await user.click(screen.getByRole('tab', { name: /车辆/ }));
    expect(await screen.findByText('该展商没有待审核的车辆')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ tab: 'vehicle' });
  }, FLOW);

  it('rejects the business licence with a reason, withdraws the decision, and lists the staff', async () => {
    const licence = mockDb.find('compLicenses', (l) => l.auditStatus === 0 && mockDb.find('staff', (s) => s.compId === l.compId).length > 1)[0]!;
    const join = mockDb.find('joins', (j) => j.compId === licence.compId && mockDb.find('auditRecords', (r) => r.joinId === j.id).length > 0)[0]!;
    const { user } = await renderApp(`/host/index/audit/info?joinId=${join.id}&tab=profile`, { as: 'host' });
    const section = await screen.findByRole('region', { name: '营业执照' }, FIRST_LOAD);
    expect(await within(section).findByText(String(licence.creditCode))).toBeInTheDocument();
    expect(within(section).getByText('待审核')).toBeInTheDocument();

    // The staff: enabled ones only, the default contact marked.
    const staff = await screen.findByRole('table', { name: '企业员工' });
    const defaultOne = mockDb.find('staff', (s) => s.compId === licence.compId && s.isDefault === true)[0]!;
    expect(within(within(staff).getByText(defaultOne.name).closest('tr')!).getByText('默认联系人')).toBeInTheDocument();
    for (const off of mockDb.find('staff', (s) => s.compId === licence.compId && s.isEnable === false)) expect(within(staff).queryByText(off.name)).toBeNull();

    await user.click(within(section).getByRole('button', { name: '驳回' }));
    const drawer = await findOpenDialog('dialog');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(mockDb.get('compLicenses', licence.id)?.auditStatus).toBe(0); // the reason is required
    await user.type(within(drawer).getByRole('textbox', { name: /驳回原因/ }), '营业执照已过期，请上传最新执照');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/已驳回「.+」的营业执照/)).toBeInTheDocument();
    expect(mockDb.get('compLicenses', licence.id)).toMatchObject({ auditStatus: 2, auditRemark: '营业执照已过期，请上传最新执照' });
    expect(await within(section).findByText('营业执照已过期，请上传最新执照')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: '撤回审核' }));
    const question = await findOpenDialog();
    expect(within(question).getByText(/回到待审核/)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(/营业执照回到待审核/)).toBeInTheDocument();
    expect(mockDb.get('compLicenses', licence.id)?.auditStatus).toBe(0);
    expect(await within(section).findByRole('button', { name: '驳回' })).toBeInTheDocument();
  }, FLOW);
});

describe('review queue extras (audit/list)', () => {
  it('syncs an approved catalogue change again after a question, and writes every approved one into the catalogue', async () => {
    const approved = mockDb.find('auditRecords', (r) => r.type === 2 && r.auditStatus === 1);
    expect(approved.length).toBeGreaterThan(0);
    const { user } = await renderApp('/host/index/audit/list?type=2&status=1', { as: 'host' });
    await findHeading('审核列表');
    const resync = await screen.findByRole('button', { name: '重新同步' }, FIRST_LOAD);
    await user.click(resync);
    const question = await findOpenDialog();
    expect(within(question).getByText(/再次写入展商资料/)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '重新同步' }));
    expect(await screen.findByText(/已将「.+」的会刊变更重新同步到展商资料/)).toBeInTheDocument();
    expect(mockDb.find('auditRecords', (r) => r.type === 2 && Boolean(r.syncTime))).toHaveLength(1);

    const batch = screen.getByRole('button', { name: `已通过的会刊变更写入会刊（${approved.length}）` });
    await waitFor(() => expect(batch).toBeEnabled());
    await user.click(batch);
    const ask = await findOpenDialog();
    expect(within(ask).getByText(new RegExp(`${approved.length} 条已通过的会刊变更`))).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '写入会刊' }));
    expect(await screen.findByText(`已将 ${approved.length} 条已通过的会刊变更写入会刊`)).toBeInTheDocument();
  }, FLOW);

  it('drops the keys waiting behind a refused decision, and keeps a refused reason in its box', async () => {
    const pending = mockDb.find('auditRecords', (r) => r.type === 4 && r.auditStatus === 0);
    expect(pending.length).toBeGreaterThan(1);
    // The server refuses every decision; the first answer is held until the second A is pressed.
    const calls: string[] = [];
    let answer = () => {};
    const firstAnswer = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/Audit/Audit', async ({ request }) => {
        calls.push(((await request.clone().json()) as { id: string }).id);
        if (calls.length === 1) await firstAnswer;
        return HttpResponse.json({ status: 400, errors: [{ code: 'withdrawn', message: '展商已撤回该变更' }] }, { status: 400 });
      }),
    );
    const { user } = await renderApp('/host/index/audit/list?type=4', { as: 'host' });
    await findHeading('审核列表');
    await screen.findByText(`第 1 / ${pending.length} 条`, undefined, FIRST_LOAD);

    // A, then A while the first is in flight: the first is refused, the waiting one was meant for the next record.
    await user.keyboard('aa');
    expect(screen.getByText('1 个审核决定排队中，上一条保存后依次执行')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('展商已撤回该变更')).toBeInTheDocument();
    expect(await screen.findByText('已取消排队中的 1 个操作')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.queryByText(/个审核决定排队中/)).toBeNull();

    // A refused rejection: the reason stays in the box, which takes the focus back.
    await user.keyboard('r');
    const remark = await screen.findByRole('textbox', { name: /驳回原因/ });
    await waitFor(() => expect(remark).toHaveFocus());
    await user.keyboard('联系人手机号有误{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /驳回原因/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /驳回原因/ })).toHaveValue('联系人手机号有误');
    // Both on the oldest pending contact change, the one under the cursor all along.
    const oldest = [...pending].sort((a, b) => a.submitTime.localeCompare(b.submitTime))[0]!;
    expect(calls).toEqual([oldest.id, oldest.id]);
    for (const r of pending) expect(mockDb.get('auditRecords', r.id)?.auditStatus).toBe(0);
  }, FLOW);

  it('offers the catalogue batch on the catalogue kind only', async () => {
    await renderApp('/host/index/audit/list?type=1', { as: 'host' });
    await findHeading('审核列表');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /已通过的会刊变更写入会刊/ })).toBeNull();
  }, FLOW);
});

describe('pass template files (carmanage)', () => {
  it('downloads a template background through the stored-file call', async () => {
    const saved = captureDownloads();
    const { user } = await renderApp('/host/index/carmanage/carmanage-home', { as: 'host' });
    const card = await screen.findByTestId('pass-template-1', undefined, FIRST_LOAD);
    const template = mockDb.find('vehiclePassTemplates', (t) => t.type === 1 && !t.vehicaleId)[0]!;
    const key = new URL(String(template.background), 'http://x').searchParams.get('key')!;
    await user.click(within(card).getByRole('button', { name: /下载背景文件/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toBe(key.slice(key.lastIndexOf('/') + 1));
  }, FLOW);
});
