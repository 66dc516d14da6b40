/**
 * The host's review queue against the stateful mocks: the field-by-field diff of a submitted
 * change, approve and reject with a remark (mouse and keyboard), the queue keeping its place,
 * batch approval, and the decision reaching the exhibitor's data.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

/** The review panel of the record under the cursor. */
const review = () => screen.getByRole('table', { name: '变更内容' });
const changedRows = () => within(review()).getAllByRole('row').filter((row) => row.hasAttribute('data-changed'));

describe('host review queue', () => {
  it('shows what a company change alters, approves it, and rejects the next with a remark', async () => {
    const { user } = await renderApp('/host/index/audit/list?type=1', { as: 'host' });
    await findHeading('审核列表');

    // The oldest pending company change first: its new address next to the current one.
    const after = await screen.findByText('广州市黄埔区科学城开创大道 2511 号', undefined, FIRST_LOAD);
    expect(screen.getByText('2 处变更')).toBeInTheDocument();
    const addressRow = after.closest('tr')!;
    expect(addressRow).toHaveAttribute('data-changed');
    expect(within(addressRow).getByText('地址')).toBeInTheDocument();
    expect(within(addressRow).getAllByText(/\S/).length).toBeGreaterThanOrEqual(3); // field, before, after
    expect(changedRows().map((row) => row.firstElementChild?.textContent)).toEqual(['地址', '电话']);
    const compId = mockDb.find('companyDowns', (d) => String(d.afterContent).includes('2511 号'))[0]!.compId as string;

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
    expect(await screen.findByText('全部审核完毕 🎉')).toBeInTheDocument();

    // The rejected record keeps the reason the exhibitor will read.
    const rejected = mockDb.find('companyDowns', (d) => String(d.afterContent).includes('168 号'))[0]!;
    expect(rejected).toMatchObject({ auditStatus: 2, remark: '地址须与营业执照一致' });
    await user.selectOptions(screen.getByRole('combobox', { name: '审核状态' }), '未通过');
    await screen.findByText('企业名称与营业执照不一致，请上传变更后的营业执照'); // the older rejection comes first
    await user.click(screen.getByRole('heading', { level: 1, name: '审核列表' })); // leave the select: its letters are its own
    await user.keyboard('j');
    expect(await screen.findByText('地址须与营业执照一致')).toBeInTheDocument();
  }, FLOW);

  it('is worked through by keyboard: J/K move, A approves, R rejects with Enter', async () => {
    const { user } = await renderApp('/host/index/audit/list?type=5', { as: 'host' });
    await findHeading('审核列表');
    // Two pending fascia-board changes, oldest first: a renamed board, then a first submission.
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
    expect(await screen.findByText('全部审核完毕 🎉')).toBeInTheDocument();
    expect(mockDb.find('lintelDowns', (d) => d.remark === '楣板名称过长')).toHaveLength(1);
  }, FLOW);

  it('approves the selected changes at once and says how many were done', async () => {
    const { user } = await renderApp('/host/index/audit/list?type=3', { as: 'host' });
    await findHeading('审核列表');
    const boxes = await screen.findAllByRole('checkbox', { name: /选择此行/ }, FIRST_LOAD);
    expect(boxes).toHaveLength(2);
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: '通过所选（2）' }));
    expect(await screen.findByText('2 项已完成')).toBeInTheDocument();
    expect(await screen.findByText('全部审核完毕 🎉')).toBeInTheDocument();
  }, FLOW);
});
