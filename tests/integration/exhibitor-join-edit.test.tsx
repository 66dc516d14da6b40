/**
 * 编辑参展信息 (exinfo/edit): the exhibitor opens it from the participation page, changes its booth
 * and the page shows the new values; a refused save keeps the input with the server's words; past
 * the exhibition's opening the form says so and is read-only; the English area in English.
 * 行业与展品: a two-level industry, exhibit categories and a kind are saved into the join (the mock
 * checks and names them, refusing a category of another exhibition) and the participation page
 * shows them, in English in the English area.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { ids } from '@/mocks/data/places';
import { mockDb, server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

describe('edit participation', () => {
  it('saves the booth and the participation page shows it', async () => {
    const { router, user } = await renderApp('/exhibition/index/exinfo/exhibition-info', { as: 'exhibitor' });
    await findHeading('参展信息');
    await user.click(await within(screen.getByRole('main')).findByRole('link', { name: '编辑参展信息' }, FIRST_LOAD));
    await findHeading('编辑参展信息');
    expect(router.state.location.pathname).toBe('/exhibition/index/exinfo/edit');

    const booth = await screen.findByRole('textbox', { name: '展位号' }, FIRST_LOAD);
    await user.clear(booth);
    await user.type(booth, '9A-88');
    const area = screen.getByRole('textbox', { name: '展位面积' });
    await user.clear(area);
    await user.type(area, '72');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await findHeading('参展信息');
    const current = await screen.findByTestId('current-join', undefined, FIRST_LOAD);
    expect(await within(current).findByText('9A-88')).toBeInTheDocument();
    expect(within(current).getByText('72 平方米')).toBeInTheDocument();
  }, FLOW);

  it('saves the industry, categories and kind and the participation page shows them', async () => {
    const { router, user } = await renderApp('/exhibition/index/exinfo/edit', { as: 'exhibitor' });
    await findHeading('编辑参展信息');
    expect(await screen.findByText('行业与展品', undefined, FIRST_LOAD)).toBeInTheDocument();
    // The seeded join: 智能制造 › 工业机器人, 协作机器人 + 焊接机器人, 智能装备.
    const top = await screen.findByRole('combobox', { name: '所属行业' });
    await waitFor(() => expect(top).toHaveDisplayValue('智能制造'));
    expect(await screen.findByRole('combobox', { name: '细分行业' })).toHaveDisplayValue('工业机器人');
    expect(await screen.findByRole('checkbox', { name: '协作机器人' }, FIRST_LOAD)).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /^智能装备/ })).toBeChecked();

    await user.selectOptions(top, '新能源');
    const child = screen.getByRole('combobox', { name: '细分行业' });
    await waitFor(() => expect(within(child).getByRole('option', { name: '锂电池' })).toBeInTheDocument());
    await user.selectOptions(child, '锂电池');
    await user.click(screen.getByRole('checkbox', { name: '协作机器人' }));
    await user.click(screen.getByRole('checkbox', { name: '焊接机器人' }));
    await user.click(screen.getByRole('checkbox', { name: '激光切割机' }));
    await user.click(screen.getByRole('checkbox', { name: '激光打标机' }));
    await user.click(screen.getByRole('checkbox', { name: /^智能物流/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await findHeading('参展信息');
    expect(router.state.location.pathname).toBe('/exhibition/index/exinfo/exhibition-info');
    const stored = mockDb.get('joins', ids.join)!;
    expect(stored.industryName).toBe('锂电池');
    expect(stored.categoryNames).toEqual(['激光切割机', '激光打标机']);
    const kindNames = stored.kindIds!.map((id) => mockDb.get('kinds', id)?.name);
    expect(kindNames).toEqual(['智能装备', '智能物流']);
    const current = await screen.findByTestId('current-join', undefined, FIRST_LOAD);
    expect(await within(current).findByText('锂电池')).toBeInTheDocument();
    const categories = within(current).getByTestId('join-categories');
    expect(within(categories).getByText('激光切割机')).toBeInTheDocument();
    expect(within(categories).getByText('激光打标机')).toBeInTheDocument();
    expect(within(categories).queryByText('协作机器人')).not.toBeInTheDocument();
  }, FLOW);

  it('refuses categories of another exhibition with the mock\'s message and keeps the choice', async () => {
    const original = mockDb.get('joins', ids.join)!;
    const { user } = await renderApp('/exhibition/index/exinfo/edit', { as: 'exhibitor' });
    await findHeading('编辑参展信息');
    // The organiser moves a category to another exhibition between load and save.
    const moved = mockDb.find('categories', (c) => c.exhibitionId === ids.exhibition2026 && c.name === '激光焊接机')[0]!;
    await user.click(await screen.findByRole('checkbox', { name: '激光焊接机' }, FIRST_LOAD));
    mockDb.update('categories', moved.id, { exhibitionId: ids.exhibitionFood });
    try {
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('所选展品分类不属于本届展会')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: '激光焊接机' })).toBeChecked();
      expect(mockDb.get('joins', ids.join)!.categoryIds).toEqual(original.categoryIds);
    } finally {
      // The store lives as long as the file: the other tests see the category where it was.
      mockDb.update('categories', moved.id, { exhibitionId: ids.exhibition2026 });
    }
  }, FLOW);

  it('keeps the input when the server refuses the save', async () => {
    server.use(http.put(/\/api\/join$/i, () => HttpResponse.json({ status: 400, errors: [{ message: '展位号已被其他展商占用' }], data: false })));
    const { router, user } = await renderApp('/exhibition/index/exinfo/edit', { as: 'exhibitor' });
    await findHeading('编辑参展信息');
    const booth = await screen.findByRole('textbox', { name: '展位号' }, FIRST_LOAD);
    await user.clear(booth);
    await user.type(booth, '1B-01');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('展位号已被其他展商占用')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '展位号' })).toHaveValue('1B-01');
    expect(router.state.location.pathname).toBe('/exhibition/index/exinfo/edit');
  }, FLOW);

  it('is read-only with the notice once the exhibition has opened', async () => {
    server.use(
      http.get(/\/api\/exhibition$/i, ({ request }) =>
        HttpResponse.json({
          status: 200,
          data: {
            id: new URL(request.url).searchParams.get('id'), name: '2026 深圳国际智能制造博览会', startTime: '2024-03-18T09:00:00+08:00', endTime: '2024-03-21T17:00:00+08:00',
            status: 2, isDefault: true, createTime: '2023-10-01T09:00:00+08:00',
          },
        }),
      ),
    );
    await renderApp('/exhibition/index/exinfo/edit', { as: 'exhibitor' });
    await findHeading('编辑参展信息');
    expect(await screen.findByTestId('deadline-passed', undefined, FIRST_LOAD)).toHaveTextContent(/填报已于 2024-03-18 .* 截止/);
    expect(await screen.findByRole('textbox', { name: '展位号' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '所属行业' })).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: '协作机器人' }, FIRST_LOAD)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  }, FLOW);

  it('shows the English area in English', async () => {
    await renderApp('/exhibitionEn/index/exinfo/edit', { as: 'exhibitor.en' });
    await findHeading('Edit participation details');
    expect(await screen.findByRole('textbox', { name: 'Booth' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to participation' })).toBeInTheDocument();
    expect(screen.getByText('Industry and products')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveDisplayValue('Intelligent Manufacturing'));
    expect(await screen.findByRole('combobox', { name: 'Sub-industry' })).toHaveDisplayValue('Laser Processing');
    expect(await screen.findByRole('checkbox', { name: 'Laser Cutting Machines' }, FIRST_LOAD)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Laser and Photonics/ })).toBeChecked();
  }, FLOW);

  it('shows the join\'s industry and categories on the English participation page', async () => {
    await renderApp('/exhibitionEn/index/exinfo/exhibition-info', { as: 'exhibitor.en' });
    const current = await screen.findByTestId('current-join', undefined, FIRST_LOAD);
    expect(within(current).getByText('Industry')).toBeInTheDocument();
    expect(await within(current).findByText('Laser Processing')).toBeInTheDocument();
    await waitFor(() => expect(within(current).getByTestId('join-categories')).toHaveTextContent(/^Laser Cutting Machines\s*Laser Welding Machines$/));
  }, FLOW);
});
