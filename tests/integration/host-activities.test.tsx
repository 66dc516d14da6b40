/**
 * 活动列表 (act/act-home) as the organiser: every exhibitor's activities, featured on the
 * recommended list from the row, and the list filtered to the featured ones from the URL; the
 * same activities by exhibitor (ex/act).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

describe("the organiser's activities", () => {
  it('features an activity from its row, and the featured filter then lists it', async () => {
    const { router, user } = await renderApp('/host/index/act/act-home?topic=0', { as: 'host' });
    await findHeading('活动列表');
    const rows = (await screen.findAllByRole('row', undefined, FIRST_LOAD)).slice(1);
    const row = rows[0]!;
    const name = within(row).getAllByText(/\S/)[0]!.textContent!;
    const feature = within(row).getByRole('checkbox', { name: '推荐' });
    expect(feature).not.toBeChecked();
    await user.click(feature);
    // Filtered to not featured: once featured, it leaves the list.
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument(), FIRST_LOAD);

    await router.navigate({ to: '/host/index/act/act-home', search: { topic: 1 } });
    expect(await screen.findByText(name, undefined, FIRST_LOAD)).toBeInTheDocument();
    for (const r of (await screen.findAllByRole('row')).slice(1)) expect(within(r).getByRole('checkbox', { name: '推荐' })).toBeChecked();
  }, 60_000);

  it('lists the newest activities first for checking (audit/activity)', async () => {
    await renderApp('/host/index/audit/activity', { as: 'host' });
    await findHeading('活动审核');
    expect((await screen.findAllByRole('row', undefined, FIRST_LOAD)).length).toBeGreaterThan(1);
    expect(screen.getByRole('columnheader', { name: /推荐/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布活动' })).not.toBeInTheDocument();
  }, 60_000);

  it('展会活动 (ex/act) keeps one exhibitor’s activities when it is chosen, in the URL', async () => {
    const { router, user } = await renderApp('/host/index/ex/act', { as: 'host' });
    await findHeading('展会活动');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);
    const exhibitor = await screen.findByRole('combobox', { name: '展商' }, FIRST_LOAD);
    await waitFor(() => expect(within(exhibitor).getByRole('option', { name: '深圳华展智能科技有限公司' })).toBeInTheDocument());
    await user.selectOptions(exhibitor, '深圳华展智能科技有限公司');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ joinId: expect.any(String) }));
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('深圳华展智能科技有限公司');
    });
  }, 60_000);
});
