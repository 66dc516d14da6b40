/**
 * 供需信息 (supply-info): the organiser pushes an exhibitor's supply posting and rejects another
 * with the reason (required); the old URL opens the new page with its search. On a pushed posting
 * the waiting matches are pushed at once and a product of the posting's category is matched. The
 * export shows each push state's count and saves the file under the contract's name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { captureDownloads } from '../support/downloads';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

const currentExhibitionId = () => mockDb.find('newReleases', () => true)[0]!.exhibitionId;
const postings = (filter: (r: Record<string, unknown>) => boolean) => mockDb.find('newReleases', (r) => r.exhibitionId === currentExhibitionId() && filter(r));

describe('supply and demand postings', () => {
  it('pushes a supply posting and rejects another with its reason; the old URL opens the new page', async () => {
    const [first, second] = postings((r) => r.type === 1 && r.status === 0);
    expect(second).toBeDefined();
    const { router, user } = await renderApp('/host/index/supply-info/company?status=0', { as: 'host' });
    await findHeading('企业供需信息（新版）');
    expect(router.state.location.pathname).toBe('/host/index/supply-info/company-new');
    expect(router.state.location.search).toMatchObject({ status: 0 });

    await rowAction(user, await rowOf(first!.title), '推送');
    await waitFor(() => expect(mockDb.get('newReleases', first!.id)).toMatchObject({ status: 1 }), FIRST_LOAD);
    await waitFor(() => expect(screen.queryByText(first!.title)).not.toBeInTheDocument());

    await rowAction(user, await rowOf(second!.title), '驳回');
    const drawer = await findOpenDialog('dialog');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /驳回原因/ }), '联系方式无法接通，请核实后重新发布');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockDb.get('newReleases', second!.id)).toMatchObject({ status: 2, auditRemark: '联系方式无法接通，请核实后重新发布' }), FIRST_LOAD);
  }, FLOW);

  it('pushes the waiting matches of a posting at once and matches another product of its category', async () => {
    const waiting = mockDb.find('releaseRelevancies', (m) => m.pushStatus === 0 && postings((r) => r.status === 1 && r.id === m.releaseId).length > 0)[0]!;
    const posting = mockDb.get('newReleases', waiting.releaseId)!;
    const matchesOf = () => mockDb.find('releaseRelevancies', (m) => m.releaseId === posting.id);
    const before = matchesOf().length;
    const { user } = await renderApp(`/host/index/supply-info/business-opportunity-detail-new?id=${posting.id}`, { as: 'host' });
    await findHeading('商机详情（新版）');
    expect(await screen.findByText(posting.title)).toBeInTheDocument();
    await screen.findByRole('table', { name: '匹配产品' }, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: /推送全部未推送/ }));
    await waitFor(() => expect(matchesOf().every((m) => m.pushStatus === 1)).toBe(true), FIRST_LOAD);
    await waitFor(() => expect(screen.getByRole('button', { name: /推送全部未推送（0）/ })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: '添加匹配产品' }));
    const dialog = await findOpenDialog('dialog');
    const candidates = await within(dialog).findByRole('list', { name: '可匹配的产品' }, FIRST_LOAD);
    const free = within(candidates).getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).disabled)!;
    await user.click(free);
    await user.click(within(dialog).getByRole('button', { name: '添加所选（1）' }));
    await waitFor(() => expect(matchesOf()).toHaveLength(before + 1), FIRST_LOAD);
    expect(matchesOf().filter((m) => m.pushStatus === 0)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: '推送全部未推送（1）' })).toBeEnabled();
  }, FLOW);

  it("shows each push state's count for the filters and exports the chosen one", async () => {
    const saved = captureDownloads();
    const { user } = await renderApp('/host/index/supply-info/supply-export', { as: 'host' });
    await findHeading('供需导出（新版）');
    const pushed = postings((r) => r.status === 1).length;
    await waitFor(() => expect(screen.getByLabelText('已推送条数')).toHaveTextContent(String(pushed)), FIRST_LOAD);
    expect(screen.getByLabelText('已驳回条数')).toHaveTextContent(String(postings((r) => r.status === 2).length));

    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), '采购需求');
    await waitFor(() => expect(screen.getByLabelText('已推送条数')).toHaveTextContent(String(postings((r) => r.status === 1 && r.type === 2).length)), FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toEqual(['新品发布.xlsx']), FIRST_LOAD);
  }, FLOW);
});
