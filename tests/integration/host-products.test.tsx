/**
 * 产品管理 (pro/pro-home, pro-edit) and 展品列表 (ex/proList): every exhibitor's products of the
 * current exhibition. Filtered by category and by exhibitor in the URL; a product edited by the
 * organiser keeps its exhibitor, and the save goes back to the list as it was left.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';

afterEach(() => session.clear());

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('the organiser’s products', () => {
  it('lists several exhibitors’ products and keeps those of a category', async () => {
    const { user, router } = await renderApp('/host/index/pro/pro-home', { as: 'host' });
    await findHeading('产品列表');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    const companies = new Set(dataRows().map((r) => within(r).getAllByRole('cell')[3]!.textContent));
    expect(companies.size).toBeGreaterThan(1);

    const category = await screen.findByRole('combobox', { name: '展品分类' }, FIRST_LOAD);
    await waitFor(() => expect(within(category).getByRole('option', { name: '激光设备' })).toBeInTheDocument());
    await user.selectOptions(category, '激光设备');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ categoryId: expect.any(String) }));
    await waitFor(() => {
      const rows = dataRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('激光设备');
    });
  }, 60_000);

  it('edits an exhibitor’s product: the exhibitor is shown and cannot change', async () => {
    const { user, router } = await renderApp('/host/index/ex/proList', { as: 'host' });
    await findHeading('展品列表');
    const exhibitor = await screen.findByRole('combobox', { name: '展商' }, FIRST_LOAD);
    await waitFor(() => expect(within(exhibitor).getByRole('option', { name: '深圳华展智能科技有限公司' })).toBeInTheDocument(), FIRST_LOAD);
    await user.selectOptions(exhibitor, '深圳华展智能科技有限公司');
    await waitFor(() => {
      for (const row of dataRows()) expect(row).toHaveTextContent('深圳华展智能科技有限公司');
    });

    // The first product of the list (cells: selection, picture, name).
    const name = within(dataRows()[0]!).getAllByRole('cell')[2]!.querySelector('p')!.textContent!;
    await rowAction(user, await rowOf(name), '编辑');
    await findHeading('编辑展品');
    const chosen = screen.getByRole('combobox', { name: /展商/ });
    expect(chosen).toBeDisabled();
    expect(within(chosen).getByRole('option', { selected: true })).toHaveTextContent('深圳华展智能科技有限公司');
    const model = screen.getByRole('textbox', { name: '型号' });
    await user.clear(model);
    await user.type(model, 'HZ-2027S');
    await user.click(screen.getByRole('button', { name: '保存' }));
    // Back on the list as it was left: still filtered to the exhibitor.
    expect((await screen.findByText(/HZ-2027S/, undefined, FIRST_LOAD)).closest('tr')).toHaveTextContent(name);
    expect(router.state.location.search).toMatchObject({ joinId: expect.any(String) });
    const saved = mockDb.find('products', (p) => p.model === 'HZ-2027S')[0]!;
    expect(saved.model).toBe('HZ-2027S');
    expect(mockDb.get('companies', saved.compId)?.name).toBe('深圳华展智能科技有限公司');
  }, 60_000);
});
