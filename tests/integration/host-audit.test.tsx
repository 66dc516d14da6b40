/**
 * The host's review queue against the stateful mocks: the field-by-field diff of a submitted
 * change, approve and reject with a remark (mouse and keyboard), the queue keeping its place,
 * batch approval, the decision reaching the exhibitor's data, and keys typed while a decision is
 * in flight taken in order once it is saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import type { MockRecord } from '@/mocks/db';
import { mockDb, server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

/** The review panel of the record under the cursor. */
const review = () => screen.getByRole('table', { name: '变更内容' });
const changedRows = () => within(review()).getAllByRole('row').filter((row) => row.hasAttribute('data-changed'));
/** The pending changes of one kind in the mock store (the host's current exhibition is the only one with changes). */
const pendingOf = (type: number) => mockDb.find('auditRecords', (r) => r.type === type && r.auditStatus === 0);

describe('host review queue', () => {
  it('shows what a company change alters, approves it, and rejects the next with a remark', async () => {
    const pending = pendingOf(1).length;
    const { user } = await renderApp('/host/index/audit/list?type=1', { as: 'host' });
    await findHeading('审核列表');

    // The oldest pending company change first: its new address next to the current one.
    const after = await screen.findByText('广州市黄埔区科学城开创大道 2511 号', undefined, FIRST_LOAD);
    expect(screen.getByText(`第 1 / ${pending} 条`)).toBeInTheDocument();
    expect(screen.getByText('2 处变更')).toBeInTheDocument();
    const addressRow = after.closest('tr')!;
    expect(addressRow).toHaveAttribute('data-changed');
    expect(within(addressRow).getByText('地址')).toBeInTheDocument();
    expect(within(addressRow).getAllByText(/\S/).length).toBeGreaterThanOrEqual(3); // field, before, after
    expect(changedRows().map((row) => row.firstElementChild?.textContent)).toEqual(['地址', '电话']);
    const compId = mockDb.find('companyDowns', (d) => d.afterContent.includes('2511 号'))[0]!.compId;

    await user.click(screen.getByRole('button', { name: /通过/ }));
    expect(await screen.findByText(/已通过「.+」的企业信息变更/)).toBeInTheDocument();
    // The approved change is the company's data now.
    expect(mockDb.get('companies', compId)?.address).toBe('广州市黄埔区科学城开创大道 2511 号');

    // The queue keeps its place: the next pending company change is under the cursor.
    expect(await screen.findByText('东莞市长安镇振安中路 168 号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /驳回/ }));
    const remark = screen.getByRole('textbox', { name: /驳回原因/ });
    expect(remark).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(remark, '地址须与营业执照一致');
    await user.click(screen.getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText(/已驳回「.+」的企业信息变更/)).toBeInTheDocument();
    // Two decided: the newer ones move up under the cursor.
    expect(await screen.findByText(`第 1 / ${pending - 2} 条`)).toBeInTheDocument();
    expect(await screen.findByText('山东省青岛市崂山区株洲路 151 号海纳机器人产业园 3 号楼')).toBeInTheDocument();

    // The rejected record keeps the reason the exhibitor will read.
    const rejected = mockDb.find('companyDowns', (d) => d.afterContent.includes('168 号'))[0]!;
    expect(rejected).toMatchObject({ auditStatus: 2, remark: '地址须与营业执照一致' });
    await user.selectOptions(screen.getByRole('combobox', { name: '审核状态' }), '未通过');
    await screen.findByText('企业名称与营业执照不一致，请上传变更后的营业执照'); // the older rejection comes first
    await user.click(screen.getByRole('heading', { level: 1, name: '审核列表' })); // leave the select: its letters are its own
    await user.keyboard('j');
    expect(await screen.findByText('地址须与营业执照一致')).toBeInTheDocument();
  }, FLOW);

  it('is worked through by keyboard: J/K move, A approves, R rejects with Enter', async () => {
    const pending = pendingOf(5).length;
    const { user } = await renderApp('/host/index/audit/list?type=5', { as: 'host' });
    await findHeading('审核列表');
    // The pending fascia-board changes, oldest first: a renamed board, then a first submission.
    expect(await screen.findByText('HUAZHAN INTELLIGENT TECH', undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.keyboard('j');
    expect(await screen.findByText('首次提交：没有已通过的资料可对比')).toBeInTheDocument();
    await user.keyboard('k');
    expect(await screen.findByText('HUAZHAN INTELLIGENT TECH')).toBeInTheDocument();

    await user.keyboard('a');
    expect(await screen.findByText(/已通过「.+」的楣板变更/)).toBeInTheDocument();
    expect(await screen.findByText('首次提交：没有已通过的资料可对比')).toBeInTheDocument();

    await user.keyboard('r');
    const remark = screen.getByRole('textbox', { name: /驳回原因/ });
    await waitFor(() => expect(remark).toHaveFocus());
    await user.keyboard('楣板名称过长{Enter}');
    expect(await screen.findByText(/已驳回「.+」的楣板变更/)).toBeInTheDocument();
    expect(await screen.findByText(`第 1 / ${pending - 2} 条`)).toBeInTheDocument();
    expect(mockDb.find('lintelDowns', (d) => d.remark === '楣板名称过长')).toHaveLength(1);
    expect(pendingOf(5)).toHaveLength(pending - 2);
  }, FLOW);

  it('approves the selected changes at once and says how many were done', async () => {
    const pending = pendingOf(3).length;
    const { user } = await renderApp('/host/index/audit/list?type=3', { as: 'host' });
    await findHeading('审核列表');
    const boxes = await screen.findAllByRole('checkbox', { name: /选择此行/ }, FIRST_LOAD);
    expect(boxes).toHaveLength(pending);
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: `通过所选（${pending}）` }));
    expect(await screen.findByText(`${pending} 项已完成`)).toBeInTheDocument();
    expect(await screen.findByText('全部审核完毕 🎉')).toBeInTheDocument();
  }, FLOW);

  it('takes the keys typed while a decision is in flight, in order, each on the record under the cursor then', async () => {
    // The server answers slowly; the first answer is held until every key below has been pressed.
    const calls: string[] = [];
    let answer = () => {};
    const firstAnswer = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/Audit/Audit', async ({ request }) => {
        calls.push(((await request.clone().json()) as { id: string }).id);
        await (calls.length === 1 ? firstAnswer : delay(300));
        return undefined; // then the stateful mock decides
      }),
    );
    const { user } = await renderApp('/host/index/audit/list?type=6', { as: 'host' });
    await findHeading('审核列表');
    const queue = await screen.findByRole('table', { name: '待审队列' }, FIRST_LOAD);
    await waitFor(() => expect(within(queue).getAllByRole('row')).toHaveLength(pendingOf(6).length + 1));
    // The queue's order, oldest first: each row is one company's pending vehicle.
    const order = within(queue)
      .getAllByRole('row')
      .slice(1)
      .map((row) => pendingOf(6).find((r) => row.textContent!.includes(r.compName) && row.textContent!.includes(String(r.boothNo)))!);
    expect(new Set(order.map((r) => r.id)).size).toBe(6);
    const [first, second, third, fourth, fifth, sixth] = order;

    // A (sent), A, J, A, K: waiting behind the first decision, said on the page.
    await user.keyboard('aajak');
    expect(screen.getByText('2 个审核决定排队中，上一条保存后依次执行')).toBeInTheDocument();
    // R opens the reason box at once: the typing is the box's, its Enter queues the rejection; then A.
    await user.keyboard('r');
    const remark = await screen.findByRole('textbox', { name: /驳回原因/ });
    expect(remark).toHaveFocus();
    await user.keyboard('行驶证照片不清晰，请重新上传{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /驳回原因/ })).toBeNull());
    await user.keyboard('a');
    expect(screen.getByText('4 个审核决定排队中，上一条保存后依次执行')).toBeInTheDocument();
    expect(calls).toEqual([first.id]);
    answer();

    // Everything lands: the last vehicle alone is left under the cursor.
    expect(await screen.findByText('第 1 / 1 条', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: sixth.compName })).getByRole('button', { name: /通过/ })).toBeInTheDocument();
    expect(screen.queryByText(/个审核决定排队中/)).toBeNull();
    // In order, on the right records, none twice.
    expect(calls).toEqual([first.id, second.id, fourth.id, third.id, fifth.id]);
    const state = (r: MockRecord) => mockDb.get('auditRecords', r.id);
    for (const approved of [first, second, fourth, fifth]) expect(state(approved)).toMatchObject({ auditStatus: 1, remark: null });
    expect(state(third)).toMatchObject({ auditStatus: 2, remark: '行驶证照片不清晰，请重新上传' });
    expect(state(sixth)?.auditStatus).toBe(0);
    expect(mockDb.get('vehicleDowns', third.targetId)).toMatchObject({ auditStatus: 2, remark: '行驶证照片不清晰，请重新上传' });
  }, FLOW);
});
