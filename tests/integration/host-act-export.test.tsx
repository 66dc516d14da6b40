/**
 * 活动导出 (act/act-export): the period is checked beside its end date (the exports wait for a
 * valid one); the sign-ups export waits for an activity, chosen into the URL.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

describe('activity exports', () => {
  it('refuses a period that ends before it starts, and exports sign-ups once an activity is chosen', async () => {
    const { router, user } = await renderApp('/host/index/act/act-export', { as: 'host' });
    await findHeading('活动导出');
    expect(screen.getByRole('button', { name: /导出活动企业/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /导出报名用户/ })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2027-03-20' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2027-03-18' } });
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeVisible();
    expect(screen.getByRole('button', { name: /导出活动企业/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /导出活动产品/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2027-03-22' } });
    await waitFor(() => expect(screen.getByRole('button', { name: /导出活动企业/ })).toBeEnabled());
    expect(router.state.location.search).toMatchObject({ start: '2027-03-20', end: '2027-03-22' });

    const select = await screen.findByRole('combobox', { name: '活动' }, FIRST_LOAD);
    const option = within(select).getAllByRole('option')[1]!;
    await user.selectOptions(select, option);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ activityId: (option as HTMLOptionElement).value }));
    expect(screen.getByRole('button', { name: /导出报名用户/ })).toBeEnabled();
  }, 60_000);
});
