/**
 * The release pages beyond their CRUD round trip (tests/integration/materials-pages.test.tsx):
 * the list's drawer follows the list after a follow-up change and leads to the edit page (the
 * publish page with `?id=`), and the moments feed loads with its route.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { routeTree } from '@/app/routeTree.gen';
import { momentFeed } from '@/features/release/resources';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findOpenDialog } from '../support/render';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 10_000 };
const SLOW = 60_000;

beforeEach(async () => {
  session.clear();
  applyLanguage('zh');
  await signInAs('exhibitor');
});
afterEach(() => session.clear());

describe('release list drawer', () => {
  it('marks a release as followed up from the drawer, shows the change, and opens it for editing', async () => {
    const title = '智能仓储系统 HZ-WMS200 华南区域代理招募';
    const saved = mockDb.find('releases', (r) => r.title === title)[0]!;
    expect(saved.isHandle).toBe(false);
    const { router, user } = await renderApp('/exhibition/index/release?keyword=HZ-WMS200');
    const row = (await screen.findByText(title, undefined, FIRST_LOAD)).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: title }));
    const drawer = await findOpenDialog('dialog');
    expect(await within(drawer).findByText('未跟进')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '标记为已跟进' }));
    await waitFor(() => expect(mockDb.get('releases', saved.id)?.isHandle).toBe(true));
    // The drawer shows the release as the list now has it (the field is labelled 已跟进 too).
    expect(await within(drawer).findByRole('button', { name: '取消跟进' })).toBeInTheDocument();
    expect(within(drawer).queryByText('未跟进')).not.toBeInTheDocument();
    expect(within(drawer).getAllByText('已跟进')).toHaveLength(2);

    // Its edit link: the publish page with ?id=, in edit mode.
    await user.click(within(drawer).getByRole('link', { name: '编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/release-new'));
    expect(router.state.location.search).toEqual({ id: saved.id });
    expect(await screen.findByRole('heading', { name: '编辑供需信息' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue(title);
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交审核' })).not.toBeInTheDocument();
  }, SLOW);
});

describe('moments', () => {
  it('gets the first page of the feed with the page’s code when its link is preloaded', async () => {
    const { company, user } = session.get();
    const queryClient = createQueryClient();
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/exhibition/index/release'] }), context: { queryClient } });
    await router.preloadRoute({ to: '/exhibition{-$lang}/index/moment', params: { lang: undefined } });

    const feed = queryClient.getQueryData(momentFeed(company!.id, user!.id).queryKey);
    const moments = mockDb.find('releases', (r) => r.compId === company!.id && r.type === 0);
    expect(moments.length).toBeGreaterThan(0);
    expect(feed?.data.totalCount).toBe(moments.length);
    expect(feed?.data.items.every((m) => m.type === 0)).toBe(true);
  }, SLOW);
});
