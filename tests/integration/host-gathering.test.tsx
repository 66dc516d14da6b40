/**
 * 展商信息列表 (exInformation): the visitor information of the registration forms, filtered by
 * source in the URL; the section's bare URL opens it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

describe('collected visitor information', () => {
  it('opens from the section, keeps one source, and offers the export', async () => {
    const { router, user } = await renderApp('/host/index/exInformation', { as: 'host' });
    await findHeading('展商信息列表');
    expect(router.state.location.pathname).toBe('/host/index/exInformation/exInformation-home');
    const rows = (await screen.findAllByRole('row', undefined, FIRST_LOAD)).slice(1);
    expect(rows.length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: /导出/ })).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: '来源' }), '小程序');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ source: 2 }));
    await waitFor(() => {
      const kept = screen.getAllByRole('row').slice(1);
      expect(kept.length).toBeGreaterThan(0);
      for (const row of kept) expect(within(row).getByText('小程序')).toBeInTheDocument();
    });
  }, 60_000);
});
