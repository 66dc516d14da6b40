import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, renderApp } from '../support/app';

describe('a login URL without its page', () => {
  it.each([
    ['/exhibition/login', '/exhibition/login/alogin', '用户名'],
    ['/exhibitionEn/login', '/exhibitionEn/login/alogin', 'User name'],
    ['/host/login', '/host/login/alogin', '用户名'],
    ['/mobile-backend/login', '/mobile-backend/login/alogin', '用户名'],
  ])('%s opens %s', async (url, login, field) => {
    const { router } = await renderApp(url);
    expect(await screen.findByRole('textbox', { name: field }, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
  });

  it('leaves the other sign-in pages where they are', async () => {
    const { router } = await renderApp('/exhibition/login/clogin');
    await screen.findByRole('textbox', { name: '用户名' }, FIRST_LOAD);
    expect(router.state.location.pathname).toBe('/exhibition/login/clogin');
  });

  it('keeps where to go after signing in', async () => {
    const { router } = await renderApp('/exhibition/login?redirect=%2Fexhibition%2Findex%2Fnews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/login/alogin'));
    expect(router.state.location.search).toMatchObject({ redirect: '/exhibition/index/news' });
  });
});
