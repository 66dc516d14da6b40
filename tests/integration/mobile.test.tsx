/**
 * The mobile back office (000 §1-§2): exhibitions → halls → companies → company details, rendered
 * from the app's real route table against the stateful mocks.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { renderApp } from '../support/app';

const EXPO_2027 = '2027 深圳国际智能制造博览会';
const EXPO_2027_ID = '8d3f6b1e-2a4c-4e5f-9a10-1b2c3d4e5f60';
/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 5000 };

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
    const { router } = await renderApp('/mobile-backend/ex-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/login/alogin'));
    expect(router.state.location.search).toEqual({ redirect: '/mobile-backend/ex-list' });
  });

  it('still sends the bare /mobile-backend to its login', async () => {
    const { router } = await renderApp('/mobile-backend');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-backend/login/alogin'));
  });

  it('taps through exhibition → hall → company → details', async () => {
    const { router, user } = await renderApp('/mobile-backend/ex-list', { as: 'host' });

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
    const { router, user } = await renderApp('/mobile-backend/ex-list', { as: 'host' });
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
    const { router, user } = await renderApp('/mobile-backend/ex-list', { as: 'host' });
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '搜索展会名称或城市' }), '上海{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '上海' }));
    // Past the 350 ms pause the keyword is still there.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.state.location.search).toEqual({ keyword: '上海' });
    expect(screen.getByRole('searchbox', { name: '搜索展会名称或城市' })).toHaveValue('上海');
  });

  it('searches all companies of an exhibition by booth number', async () => {
    const { user } = await renderApp(`/mobile-backend/ex-all-company-list?exhibitionId=${EXPO_2027_ID}`, { as: 'host' });
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
    await renderApp('/mobile-backend/ex-area-list?exhibitionId=not-a-uuid', { as: 'host' });
    expect(await screen.findByText('请先选择一个展会', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '选择展会' })).toHaveAttribute('href', '/mobile-backend/ex-list');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    server.use(
      http.post('*/api/exhibition/GetAll', () => (fail ? HttpResponse.json({ status: 400, errors: [{ message: '查询失败' }] }, { status: 400 }) : undefined)),
    );
    const { user } = await renderApp('/mobile-backend/ex-list', { as: 'host' });
    expect(await screen.findByRole('alert', undefined, FIRST_LOAD)).toHaveTextContent('查询失败');
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
  });

  it('switches the interface language', async () => {
    const { user } = await renderApp('/mobile-backend/ex-list', { as: 'host' });
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('heading', { name: 'Exhibitions' })).toBeInTheDocument();
    expect(screen.getByText('Shenzhen International Intelligent Manufacturing Expo 2027')).toBeInTheDocument();
    expect(screen.getAllByText('Preparing').length).toBeGreaterThan(0);
    // The venue too, by its English form.
    expect(screen.getByText("Shenzhen World Exhibition & Convention Center (Bao'an)")).toBeInTheDocument();
  });

  it('in English, companies, halls, addresses and introductions read by their English forms', async () => {
    const { user } = await renderApp(`/mobile-backend/ex-all-company-list?exhibitionId=${EXPO_2027_ID}`, { as: 'host', language: 'en' });
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
  it('fetches a page\'s first rows with its code: a preloaded page shows them at once, from the cache its loader filled', async () => {
    const { router, queryClient } = await renderApp('/mobile-backend/ex-list', { as: 'host' });
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    // The opened page's loader read the first page of exhibitions before the page rendered.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['POST', '/api/exhibition/GetAll'] }).some((q) => q.state.dataUpdateCount > 0)).toBe(true);

    // Hovering the "all companies" link preloads that page: its first page of companies is read then.
    await act(() => router.preloadRoute({ to: '/mobile-backend/ex-all-company-list', search: { exhibitionId: EXPO_2027_ID } }));
    const companies = queryClient.getQueryCache().findAll({ queryKey: ['POST', '/api/join/GetByManager'] });
    expect(companies).toHaveLength(1);
    expect(companies[0]!.state.data).toMatchObject({ pages: [{ data: { pageIndex: 1, totalCount: 12 } }] });

    // From now on the list cannot be read from the network: what shows comes from the loader's entry.
    let listCalls = 0;
    server.use(
      http.post('*/api/join/GetByManager', () => {
        listCalls += 1;
        return HttpResponse.json({ status: 500, errors: [{ message: '查询失败' }] }, { status: 500 });
      }),
    );
    await act(() => router.navigate({ to: '/mobile-backend/ex-all-company-list', search: { exhibitionId: EXPO_2027_ID } }));
    // No loading state: the first ten companies are there as soon as the page is.
    expect(screen.getAllByTestId('company-card')).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('共 12 条');
    expect(listCalls).toBe(0);
  });

  it('reads the company before its details page shows', async () => {
    const { router, queryClient } = await renderApp('/mobile-backend/ex-list', { as: 'host' });
    expect(await screen.findByText(EXPO_2027, undefined, FIRST_LOAD)).toBeInTheDocument();
    await act(() => router.navigate({ to: '/mobile-backend/ex-all-company-list', search: { exhibitionId: EXPO_2027_ID } }));
    const card = (await screen.findByText('深圳华展智能科技有限公司', undefined, FIRST_LOAD)).closest('a')!;
    const target = new URL(card.getAttribute('href')!, 'http://localhost');
    const compId = target.searchParams.get('compId')!;
    const joinId = target.searchParams.get('joinId')!;
    await act(() => router.navigate({ to: '/mobile-backend/ex-company-details', search: { compId, joinId } }));
    // The company was read by the route's loader: its name shows with the page, without a loading state.
    expect(screen.getByTestId('company-name')).toHaveTextContent('深圳华展智能科技有限公司');
    expect(queryClient.getQueryState(['/api/company', { id: compId }])?.status).toBe('success');
    expect(await screen.findByTestId('company-booth')).toHaveTextContent('A10');
  });
});
