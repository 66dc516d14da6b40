/** The organiser's dashboard: numbers of the current exhibition, reviews waiting, and the exhibition switcher. */
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { FIRST_LOAD, renderApp } from '../support/app';

afterEach(() => session.clear());

it('shows what waits for review, leads into the queue, and switches the exhibition', async () => {
  const { user, router } = await renderApp('/host/index/home', { as: 'host' });
  await screen.findByRole('heading', { level: 1, name: /欢迎回来/ }, FIRST_LOAD);
  const switcher = await screen.findByRole('combobox', { name: '切换展会' });
  await within(switcher).findByRole('option', { name: '2027 深圳国际智能制造博览会' });
  expect(switcher).toHaveValue('8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60');

  // Pending reviews by kind, most first, each a link into the filtered queue.
  const catalogue = await screen.findByRole('link', { name: /会刊：\d+ 条待审核/ });
  await user.click(catalogue);
  await screen.findByRole('heading', { level: 1, name: '审核列表' }, FIRST_LOAD);
  expect(router.state.location.search).toMatchObject({ type: 2 });

  // Switching to another exhibition: the session keeps it and the numbers follow.
  await router.navigate({ to: '/host/index/home' });
  const again = await screen.findByRole('combobox', { name: '切换展会' }, FIRST_LOAD);
  await user.selectOptions(again, '2027 上海国际食品饮料及餐饮设备博览会');
  expect(await screen.findByText('已切换到「2027 上海国际食品饮料及餐饮设备博览会」')).toBeInTheDocument();
  expect(session.get().exhibition?.name).toBe('2027 上海国际食品饮料及餐饮设备博览会');
  expect(await screen.findByText('没有待审核的资料，一切就绪。')).toBeInTheDocument();
}, 60_000);
