/**
 * 洽谈导出 / 洽谈分类统计 / 洽谈详情 (set/export-talk…): the organiser narrows the talks to one
 * exhibitor, exports them, opens a buyer's talk and reads the buyer, the talk and the exhibitor's
 * butler service; the talks by talk type and by page of origin in their tables (and an empty
 * period); a details URL without an id or with an unknown one; the pages in English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { captureDownloads } from '../support/downloads';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
const DEMO = '深圳华展智能科技有限公司';
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('business talks', () => {
  it('narrows the talks to one exhibitor, exports them and opens one with the buyer and the butler service', async () => {
    const saved = captureDownloads();
    const { router, user } = await renderApp('/host/index/set/export-talk', { as: 'host' });
    await findHeading('洽谈导出');
    const exhibitor = await screen.findByRole('combobox', { name: '展商' }, FIRST_LOAD);
    await waitFor(() => expect(within(exhibitor).getByRole('option', { name: DEMO })).toBeInTheDocument(), FIRST_LOAD);
    await user.selectOptions(exhibitor, DEMO);
    const compId = mockDb.find('companies', (c) => c.name === DEMO)[0]!.id;
    await waitFor(() => expect(router.state.location.search).toMatchObject({ compId }));
    const demoCards = mockDb.find('callingCards', (c) => c.compId === compId);
    await waitFor(() => {
      const rows = bodyRows(screen.getByRole('table', { name: '洽谈导出' }));
      expect(rows).toHaveLength(demoCards.length);
      rows.forEach((row) => expect(within(row).getByText(DEMO)).toBeInTheDocument());
    }, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toEqual(['采购需求.xlsx']), FIRST_LOAD);
    vi.restoreAllMocks(); // links click again

    const card = demoCards[0]!;
    await user.click(screen.getByRole('link', { name: card.name }));
    await findHeading('洽谈详情');
    expect(router.state.location.search).toMatchObject({ id: card.id });
    const buyer = screen.getByRole('heading', { name: '采购商', level: 2 }).closest('.chakra-card__root') as HTMLElement;
    expect(within(buyer).getByText(card.name)).toBeInTheDocument();
    expect(within(buyer).getByText(String(card.company))).toBeInTheDocument();
    expect(within(buyer).getByText(card.phone)).toBeInTheDocument();
    const talk = screen.getByRole('heading', { name: '洽谈', level: 2 }).closest('.chakra-card__root') as HTMLElement;
    expect(within(talk).getByText(String(card.content))).toBeInTheDocument();
    expect(within(talk).getByText(DEMO)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '展商管家服务' })).toBeInTheDocument();
    expect(screen.getByText('陈静')).toBeInTheDocument();
    expect(screen.getByText('服务中')).toBeInTheDocument();
  }, FLOW);

  it('shows the talks by talk type and by page of origin in their tables, and an empty period', async () => {
    const saved = captureDownloads();
    const { router, user } = await renderApp('/host/index/set/export-talk-category', { as: 'host' });
    await findHeading('洽谈分类统计');
    const byTalk = await screen.findByRole('table', { name: '按洽谈类型' }, FIRST_LOAD);
    const purchase = mockDb.find('callingCards', (c) => c.talkType === 1).length;
    const row = within(byTalk).getByRole('row', { name: /采购询价/ });
    expect(within(row).getByText(String(purchase))).toBeInTheDocument();
    const bySource = screen.getByRole('table', { name: '按来源页面' });
    expect(within(bySource).getByRole('row', { name: /产品详情页/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toEqual(['采购需求.xlsx']), FIRST_LOAD);

    await router.navigate({ to: '/host/index/set/export-talk-category', search: { start: '2001-01-01', end: '2001-01-31' } });
    expect(await screen.findAllByText('所选时间内没有洽谈', undefined, FIRST_LOAD)).toHaveLength(2);
  }, FLOW);

  it('says so when the details have no id or an unknown one', async () => {
    const { router } = await renderApp('/host/index/set/export-talk-details', { as: 'host' });
    expect(await screen.findByText('没有指定要编辑的记录', undefined, FIRST_LOAD)).toBeInTheDocument();
    await router.navigate({ to: '/host/index/set/export-talk-details', search: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(await screen.findByText('找不到这条洽谈', undefined, FIRST_LOAD)).toBeInTheDocument();
  }, FLOW);

  it('reads the talks and a talk in English', async () => {
    const card = mockDb.find('callingCards', (c) => c.compId !== mockDb.find('companies', (x) => x.name === DEMO)[0]!.id)[0]!;
    const { user } = await renderApp(`/host/index/set/export-talk-details?id=${card.id}`, { as: 'host' });
    await findHeading('洽谈详情');
    await user.click(screen.getByTestId('language-switch'));
    await findHeading('Business talk details');
    expect(screen.getByRole('heading', { name: 'Buyer', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(card.name)).toBeInTheDocument();
    expect(await screen.findByText(/has no butler service at this exhibition|Exhibitor’s butler service/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Export business talks' }));
    await findHeading('Export business talks');
    expect(await screen.findByRole('table', { name: 'Export business talks' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Exhibitor/ })).toBeInTheDocument();
  }, FLOW);
});
