/**
 * The join's forms with change requests (exinfo): an approved invoice changed through the form
 * becomes a pending change request whose history shows the changed fields; a fascia board with a
 * pending change is read-only and its change is edited in place; a form past its deadline says so
 * and cannot be changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

/** The diff row of a field on the history page. */
const diffRow = (label: string) => screen.getByRole('cell', { name: label }).closest('tr')!;

describe('change requests', () => {
  it('submits a change of the approved invoice; the history shows it pending with what changed', async () => {
    const { router, user } = await renderApp('/exhibition/index/exinfo/invoice', { as: 'exhibitor' });
    await findHeading('发票信息');
    expect(await screen.findByTestId('entry-state', undefined, FIRST_LOAD)).toHaveTextContent('已通过');

    const bank = await screen.findByRole('textbox', { name: '开户银行' });
    const oldBank = (bank as HTMLInputElement).value;
    await user.clear(bank);
    await user.type(bank, '中国银行深圳前海支行');
    await user.click(screen.getByRole('button', { name: '提交变更申请' }));

    await findHeading('发票变更');
    expect(router.state.location.pathname).toBe('/exhibition/index/exinfo/invoice-alter');
    const record = await screen.findByTestId('change-record', undefined, FIRST_LOAD);
    expect(within(record).getByText('待审核')).toBeInTheDocument();
    const row = diffRow('开户银行');
    expect(row).toHaveTextContent(oldBank);
    expect(row).toHaveTextContent('中国银行深圳前海支行');
    // Only the changed field is listed.
    expect(screen.queryByRole('cell', { name: '发票抬头' })).not.toBeInTheDocument();

    // The form now waits for the review: read-only, with the way to the pending change.
    await user.click(screen.getByRole('link', { name: '返回表单' }));
    await findHeading('发票信息');
    expect(await screen.findByRole('link', { name: '修改变更申请' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '开户银行' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交变更申请' })).not.toBeInTheDocument();
  }, FLOW);

  it('edits the pending fascia-board change in place', async () => {
    const { user } = await renderApp('/exhibition/index/exinfo/fascia-alter', { as: 'exhibitor' });
    await findHeading('楣板变更');
    const record = await screen.findByTestId('change-record', undefined, FIRST_LOAD);
    expect(within(record).getByText('待审核')).toBeInTheDocument();
    expect(diffRow('楣板英文名称')).toHaveTextContent('HUAZHAN INTELLIGENT TECH');

    await user.click(screen.getByRole('link', { name: '修改变更申请' }));
    await findHeading('编辑楣板变更');
    const nameEn = await screen.findByRole('textbox', { name: '楣板英文名称' });
    expect(nameEn).toHaveValue('HUAZHAN INTELLIGENT TECH');
    await user.clear(nameEn);
    await user.type(nameEn, 'HUAZHAN ROBOTICS');
    await user.click(screen.getByRole('button', { name: '提交变更申请' }));

    await findHeading('楣板变更');
    await waitFor(() => expect(diffRow('楣板英文名称')).toHaveTextContent('HUAZHAN ROBOTICS'));
    expect(within(screen.getByTestId('change-record')).getByText('待审核')).toBeInTheDocument();
  }, FLOW);

  it('a form past its deadline says so and is read-only', async () => {
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
    await renderApp('/exhibition/index/exinfo/catalogue', { as: 'exhibitor' });
    await findHeading('会刊信息');
    expect(await screen.findByTestId('deadline-passed', undefined, FIRST_LOAD)).toHaveTextContent(/填报已于 2024-03-18 .* 截止/);
    expect(await screen.findByRole('textbox', { name: '企业中文名称' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保存|提交变更申请/ })).not.toBeInTheDocument();
  }, FLOW);

  it('shows the English area in English', async () => {
    await renderApp('/exhibitionEn/index/exinfo/catalogue-alter', { as: 'exhibitor.en' });
    await findHeading('Catalogue changes');
    await screen.findByText(/Back to the form/, undefined, FIRST_LOAD);
  }, FLOW);
});
