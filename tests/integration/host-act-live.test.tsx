/**
 * 活动直播 (act/act-live): the lives of the exhibition; one chosen from its row (in the URL) shows
 * its channel figures when asked and its viewer records, tab by tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction } from '../support/app';

afterEach(() => session.clear());

describe('the live overview', () => {
  it('chooses a live from its row, then shows its viewers, its channel figures and the products viewed', async () => {
    const watched = new Set(mockDb.all('liveUserViewLogs').map((l) => String(l.activityId)));
    const { router, user } = await renderApp('/host/index/act/act-live?pageSize=100', { as: 'host' });
    await findHeading('活动直播');
    const rows = (await screen.findAllByRole('row', undefined, FIRST_LOAD)).slice(1);
    const names = new Map(mockDb.all('activities').map((a) => [a.name, a.id]));
    const row = rows.find((r) => watched.has(names.get(r.querySelector('td p')?.textContent ?? '') ?? ''))!;
    const name = row.querySelector('td p')!.textContent!;
    await rowAction(user, row, '查看数据');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ activityId: names.get(name), tab: 'viewers' }));

    const data = await screen.findByRole('region', { name: `“${name}”的直播数据` });
    await waitFor(() => expect(within(data).getAllByRole('row').length).toBeGreaterThan(1), FIRST_LOAD);

    await user.click(within(data).getByRole('button', { name: /获取频道数据/ }));
    const summary = await within(data).findByTestId('live-summary');
    expect(within(summary).getByText('观看人数')).toBeInTheDocument();
    expect(within(data).getByRole('button', { name: /刷新频道数据/ })).toBeInTheDocument();

    await user.click(within(data).getByRole('tab', { name: '看过的展品' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'products', logPage: 1 }));
    expect(await within(data).findByRole('columnheader', { name: /展品/ })).toBeInTheDocument();
  }, 60_000);
});
