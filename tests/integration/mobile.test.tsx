/**
 * The mobile back office (000 §1-§2): exhibitions → halls → companies → company details, rendered
 * from the app's real route table against the stateful mocks.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { routeTree } from '@/app/routeTree.gen';
import { applyLanguage, chooseLanguage, i18n } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { signInAs } from '../support/session';

const EXPO_2027 = '2027 深圳国际智能制造博览会';
const EXPO_2027_ID = '8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60';
/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 5000 };

/** The real route table in memory, opened at `path`. */
function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), context: { queryClient } });
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return router;
}

function cardOf(text: string) {
  return screen.getByText(text).closest('a')!;
}

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('mobile back office', () => {
  it('sends a signed-out visitor to the mobile login', async () => {
    const router = renderAt('/mobile-backend/ex-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/login/alogin'));
    expect(router.state.location.search).toEqual({ redirect: '/mobile-backend/ex-list' });
  });

  it('still sends the bare /mobile-backend to its login', async () => {
    const router = renderAt('/mobile-backend');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/login/alogin'));
  });

  it('taps through exhibition → hall → company → details', async () => {
    await signInAs('host');
    const user = userEvent.setup();
    const router = renderAt('/mobile-backend/ex-list');

    // Exhibitions: name, dates, city and status on each card.
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    const expoCard = cardOf(EXPO_2027);
    expect(within(expoCard).getByText('2027-03-18 至 2027-03-21')).toBeInTheDocument();
    expect(within(expoCard).getByText(/^深圳 · /)).toBeInTheDocument();
    expect(within(expoCard).getByText('筹备中')).toBeInTheDocument();
    expect(screen.getByText('2025 深圳国际智能制造博览会')).toBeInTheDocument();
    // The tab bar lists the mobile pages.
    const tabs = screen.getByRole('navigation', { name: '移动后台导航' });
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual(['展会列表', '展区列表', '全部企业', '参展企业']);

    // Halls of the exhibition, with area and booth counts.
    await user.click(expoCard);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/ex-area-list'));
    expect(router.state.location.search).toEqual({ exhibitionId: EXPO_2027_ID });
    expect(await screen.findByText('1号馆')).toBeInTheDocument();
    expect(screen.getAllByTestId('hall-card')).toHaveLength(6);
    expect(within(cardOf('3号馆')).getByText('面积 15,000 ㎡')).toBeInTheDocument();
    expect(within(cardOf('3号馆')).getByText('展位 410 个')).toBeInTheDocument();
    expect(await screen.findByTestId('exhibition-name')).toHaveTextContent(EXPO_2027);
    expect(screen.getByRole('link', { name: /全部参展企业/ })).toHaveAttribute('href', `/mobile-backend/ex-all-company-list?exhibitionId=${EXPO_2027_ID}`);

    // The companies of hall 1 only.
    await user.click(cardOf('1号馆'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/ex-company-list'));
    expect(router.state.location.search).toMatchObject({ exhibitionId: EXPO_2027_ID, hallName: '1号馆' });
    expect(await screen.findByText('深圳华展智能科技有限公司')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('company-card')).toHaveLength(2));
    expect(screen.getByText('东莞精创模具有限公司')).toBeInTheDocument();
    expect(screen.queryByText('上海东方精工机械有限公司')).not.toBeInTheDocument();
    expect(within(cardOf('深圳华展智能科技有限公司')).getByText('展位号 A10 · 1号馆')).toBeInTheDocument();

    // The company's details and its booth.
    await user.click(cardOf('深圳华展智能科技有限公司'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/ex-company-details'));
    expect(await screen.findByTestId('company-name')).toHaveTextContent('深圳华展智能科技有限公司');
    expect(screen.getByText('Shenzhen Huazhan Intelligent Technology Co., Ltd.')).toBeInTheDocument();
    expect(screen.getByText('广东省深圳市南山区科发路 8 号金融基地 1 栋 5 楼')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0755-86001234' })).toHaveAttribute('href', 'tel:075586001234');
    expect(screen.getByRole('link', { name: 'https://www.huazhan-tech.cn' })).toHaveAttribute('href', 'https://www.huazhan-tech.cn');
    expect(screen.getByTestId('company-introduction')).toHaveTextContent('专注于智能制造领域');
    const booth = await screen.findByTestId('company-booth');
    expect(within(booth).getByText('A10')).toBeInTheDocument();
    expect(within(booth).getByText('1号馆')).toBeInTheDocument();

    // Back returns to the hall's list as it was left.
    await user.click(screen.getByTestId('back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/ex-company-list'));
    expect(await screen.findByText('东莞精创模具有限公司')).toBeInTheDocument();
  });

  it('searches exhibitions by keyword and keeps the keyword in the URL', async () => {
    await signInAs('host');
    const user = userEvent.setup();
    const router = renderAt('/mobile-backend/ex-list');
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '搜索展会名称或城市' }), '上海');
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '上海' }));
    expect(await screen.findByText('2027 上海国际食品饮料及餐饮设备博览会')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(EXPO_2027)).not.toBeInTheDocument());
    expect(screen.getByTestId('list-total')).toHaveTextContent('共 1 条');

    await user.clear(screen.getByRole('searchbox', { name: '搜索展会名称或城市' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索展会名称或城市' }), '不存在的展会');
    expect(await screen.findByText('没有找到展会')).toBeInTheDocument();
  });

  it('keeps a keyword submitted with Enter before the typing pause ends', async () => {
    await signInAs('host');
    const user = userEvent.setup();
    const router = renderAt('/mobile-backend/ex-list');
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '搜索展会名称或城市' }), '上海{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '上海' }));
    // Past the 350 ms pause the keyword is still there.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.state.location.search).toEqual({ keyword: '上海' });
    expect(screen.getByRole('searchbox', { name: '搜索展会名称或城市' })).toHaveValue('上海');
  });

  it('searches all companies of an exhibition by booth number', async () => {
    await signInAs('host');
    const user = userEvent.setup();
    renderAt(`/mobile-backend/ex-all-company-list?exhibitionId=${EXPO_2027_ID}`);
    expect(await screen.findByTestId('list-total', undefined, FIRST_LOAD)).toHaveTextContent('共 12 条');
    expect(screen.getAllByTestId('company-card')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('company-card')).toHaveLength(12));
    expect(screen.getByText('没有更多了')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '搜索企业名称或展位号' }), 'B11');
    await waitFor(() => expect(screen.getAllByTestId('company-card')).toHaveLength(1));
    expect(screen.getByText('上海东方精工机械有限公司')).toBeInTheDocument();
  });

  it('asks for an exhibition when a page is opened without one', async () => {
    await signInAs('host');
    renderAt('/mobile-backend/ex-area-list?exhibitionId=not-a-uuid');
    expect(await screen.findByText('请先选择一个展会', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '选择展会' })).toHaveAttribute('href', '/mobile-backend/ex-list');
  });

  it('shows a failed load with a retry', async () => {
    await signInAs('host');
    let fail = true;
    server.use(
      http.post('*/api/exhibition/GetAll', () => (fail ? HttpResponse.json({ status: 400, errors: [{ message: '查询失败' }] }, { status: 400 }) : undefined)),
    );
    const user = userEvent.setup();
    renderAt('/mobile-backend/ex-list');
    expect(await screen.findByRole('alert', undefined, FIRST_LOAD)).toHaveTextContent('查询失败');
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
  });

  it('switches the interface language', async () => {
    await signInAs('host');
    const user = userEvent.setup();
    renderAt('/mobile-backend/ex-list');
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('heading', { name: 'Exhibitions' })).toBeInTheDocument();
    expect(screen.getByText('Shenzhen International Intelligent Manufacturing Expo 2027')).toBeInTheDocument();
    expect(screen.getAllByText('Preparing').length).toBeGreaterThan(0);
    // The venue too, by its English form.
    expect(screen.getByText("Shenzhen World Exhibition & Convention Center (Bao'an)")).toBeInTheDocument();
  });

  it('in English, companies, halls, addresses and introductions read by their English forms', async () => {
    await signInAs('host');
    chooseLanguage('en');
    const user = userEvent.setup();
    renderAt(`/mobile-backend/ex-all-company-list?exhibitionId=${EXPO_2027_ID}`);
    const card = await screen.findByText('Shenzhen Huazhan Intelligent Technology Co., Ltd.', undefined, FIRST_LOAD);
    await waitFor(() => expect(card.closest('a')).toHaveTextContent(/Booth A10 · Hall 1/));
    expect(screen.queryByText('深圳华展智能科技有限公司')).not.toBeInTheDocument();

    await user.click(card.closest('a')!);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Shenzhen Huazhan Intelligent Technology Co., Ltd.');
    const booth = await screen.findByTestId('company-booth');
    await waitFor(() => expect(booth).toHaveTextContent('Hall 1'));
    expect(booth).toHaveTextContent('Shenzhen International Intelligent Manufacturing Expo 2027');
    expect(screen.getByTestId('company-introduction')).toHaveTextContent(/^Shenzhen Huazhan Intelligent Technology Co., Ltd. focuses on intelligent manufacturing/);
  });
});
