/**
 * 渠道管理 (set/Channel): the audience registration channels of the exhibition. The totals, the
 * chart's table of registrations and visits by channel, and each channel's mini-programme code
 * with its download button in the channel list.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

const rowIn = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

describe('audience channels', () => {
  it('shows the totals, the figures by channel and each channel’s code', async () => {
    await renderApp('/host/index/set/Channel', { as: 'host' });
    await findHeading('渠道管理');
    const chartTable = await screen.findByRole('table', { name: '各渠道报名与访问' }, FIRST_LOAD);
    const wechat = rowIn(chartTable, '微信公众号推文');
    expect(within(wechat).getByText('2,106')).toBeInTheDocument();
    expect(within(wechat).getByText('5,320')).toBeInTheDocument();
    // Ordered by registrations: the official account first, the metro posters last.
    const names = within(chartTable).getAllByRole('row').slice(1).map((r) => r.querySelector('th, td')?.textContent);
    expect(names[0]).toBe('微信公众号推文');
    expect(names.at(-1)).toBe('地铁广告二维码');

    expect(screen.getByText('13,970')).toBeInTheDocument();
    expect(screen.getByText('5,765')).toBeInTheDocument();
    expect(screen.getByText('41.3%')).toBeInTheDocument();

    const list = screen.getByRole('table', { name: '渠道列表' });
    const association = rowIn(list, '行业协会渠道');
    expect(within(association).getByText('c=xiehui01')).toBeInTheDocument();
    expect(within(association).getByText('36.3%')).toBeInTheDocument();
    expect(within(association).getByRole('img', { name: '“行业协会渠道”渠道的小程序码' })).toBeInTheDocument();
    expect(within(association).getByRole('button', { name: '下载小程序码' })).toBeInTheDocument();
  }, 60_000);
});
