/**
 * 基础设置 (set/base, where the set section opens): the exhibitor-application settings; a closing
 * time before the opening time is said beside it, a save is kept and read back.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

describe('application settings', () => {
  it('opens from the set section, refuses a closing time before the opening, and keeps a save', async () => {
    const { router, user } = await renderApp('/host/index/set', { as: 'host' });
    await findHeading('基础设置');
    expect(router.state.location.pathname).toBe('/host/index/set/base');
    const open = await screen.findByRole('checkbox', { name: /开放报名/ }, FIRST_LOAD);
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
    const wasOpen = (open as HTMLInputElement).checked;
    await user.click(open);
    fireEvent.change(screen.getByLabelText(/报名开始时间/, { selector: 'input' }), { target: { value: '2027-01-10T09:00' } });
    fireEvent.change(screen.getByLabelText(/报名截止时间/, { selector: 'input' }), { target: { value: '2027-01-05T18:00' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/报名截止时间/, { selector: 'input' }), { target: { value: '2027-02-28T18:00' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功', undefined, FIRST_LOAD)).toBeInTheDocument();

    // Read back from the API on a fresh visit.
    await router.navigate({ to: '/host/index/home' });
    await router.navigate({ to: '/host/index/set/base' });
    await findHeading('基础设置');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /开放报名/ })).toHaveProperty('checked', !wasOpen), FIRST_LOAD);
  }, 60_000);
});
