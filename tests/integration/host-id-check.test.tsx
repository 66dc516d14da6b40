/**
 * 扫码审核 (audit/scan): a malformed ID number is refused beside the field; a check says plainly
 * whether name and number match, and lands at the top of the log.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, renderApp } from '../support/app';

afterEach(() => session.clear());

describe('real-name checks at the entrance', () => {
  it('refuses a short number, then checks a name and number and logs it', async () => {
    const { user } = await renderApp('/host/index/audit/scan', { as: 'host' });
    await findHeading('扫码审核');

    await user.type(screen.getByRole('textbox', { name: /姓名/ }), '王芳');
    await user.type(screen.getByRole('textbox', { name: /身份证号/ }), '4403051990');
    await user.click(screen.getByRole('button', { name: '核验' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /身份证号/ })).toBeInvalid());
    expect(screen.queryByRole('status')).toBeNull();

    const id = screen.getByRole('textbox', { name: /身份证号/ });
    await user.clear(id);
    await user.type(id, '11010519491231002x');
    await user.click(screen.getByRole('button', { name: '核验' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(/姓名与身份证号(一致|不一致)/);
    const table = await screen.findByRole('table', { name: '核验记录' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('王芳'));
  }, 60_000);
});
