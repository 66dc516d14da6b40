/**
 * 资料下载 (exinfo/down): the organiser's files for the exhibitors of the current exhibition, each
 * a download link; a file the organiser hides is not offered. In English in the English area.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowOf } from '../support/app';

afterEach(() => session.clear());

describe("the exhibitor's downloads", () => {
  it('offers the published files as links, in the organiser\'s order', async () => {
    await renderApp('/exhibition/index/exinfo/down', { as: 'exhibitor' });
    await findHeading('资料下载');
    const manual = await rowOf('参展商手册');
    const link = within(manual).getByRole('link');
    expect(link).toHaveAttribute('download', expect.stringContaining('参展商手册.pdf'));
    expect(link.getAttribute('href')).toMatch(/^\/|^http:\/\/localhost/);
    const rows = screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByText(/\S/)[0]!.textContent);
    expect(rows).toEqual(['参展商手册', '展馆平面图', '特装展位施工申报表', '展品运输指南']);
  }, 60_000);

  it('does not offer a file the organiser hides', async () => {
    const file = (name: string, isShow: boolean, showIndex: number) => ({
      id: `0b1d0000-0000-4000-8000-00000000000${showIndex}`, exhibitionId: '8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60', name, fileName: `${name}.pdf`, fileUrl: `/mock-media/docs/${showIndex}.pdf`, showIndex, isShow,
    });
    server.use(http.get(/\/api\/Download\/GetByExhibition$/i, () => HttpResponse.json({ status: 200, data: [file('撤展须知', true, 1), file('内部草稿', false, 2)] })));
    await renderApp('/exhibition/index/exinfo/down', { as: 'exhibitor' });
    await rowOf('撤展须知');
    expect(screen.queryByText('内部草稿')).not.toBeInTheDocument();
  }, 60_000);

  it('reads in English in the English area', async () => {
    await renderApp('/exhibitionEn/index/exinfo/down', { as: 'exhibitor.en' });
    expect(await screen.findByRole('columnheader', { name: /Document/ }, FIRST_LOAD)).toBeInTheDocument();
  }, 60_000);
});
