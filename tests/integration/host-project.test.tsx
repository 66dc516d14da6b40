/**
 * /host/project: the organiser's exhibitions outside the back office; entering one makes it the
 * current exhibition of the back office. A signed-out visitor is sent to the host login first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

describe('the organiser’s projects', () => {
  it('enters another exhibition and opens the back office on it', async () => {
    const { router, user } = await renderApp('/host/project', { as: 'host' });
    const list = await screen.findByRole('list', { name: '我的展会项目' }, FIRST_LOAD);
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(1);
    const other = cards.find((c) => within(c).queryByRole('button', { name: /^进入“/ }) && !within(c).queryByText('继续管理'))!;
    const name = within(other).getByRole('heading').textContent!;
    await user.click(within(other).getByRole('button', { name: `进入“${name}”的后台` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/index/home'));
    expect(session.get().exhibition?.name).toBe(name);
  }, 60_000);

  it('sends a signed-out visitor to the host login', async () => {
    const { router } = await renderApp('/host/project');
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/login/alogin'));
  }, 60_000);
});
