/**
 * 编辑参展信息 (exinfo/edit): the exhibitor opens it from the participation page, changes its booth
 * and the page shows the new values; a refused save keeps the input with the server's words; past
 * the exhibition's opening the form says so and is read-only; the English area in English.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { server } from '../setup';
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
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  }, FLOW);

  it('shows the English area in English', async () => {
    await renderApp('/exhibitionEn/index/exinfo/edit', { as: 'exhibitor.en' });
    await findHeading('Edit participation details');
    expect(await screen.findByRole('textbox', { name: 'Booth' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to participation' })).toBeInTheDocument();
  }, FLOW);
});
