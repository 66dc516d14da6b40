/**
 * The open pages outside the back-office layouts (000 §2): /host/mobile-all and the Chinese
 * exhibitor area's mobile, mobilePcLive, mobileHealthyLife, CertificateExport, export and
 * exportTable, rendered signed out from the app's real route table against the stateful mocks.
 *
 * Seed: src/mocks/data/places.ts (exhibitions, the demo company and its join), card-plans.ts (the
 * demo join has five badge applications), activities.ts / live.ts (activity …0001 has channel
 * 3958471 with three products in the stream), products.ts (食品医药-tagged products).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maskId } from '@/components/open/OpenShell';
import { isHealthProduct } from '@/features/open/health';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { ids } from '@/mocks/data/places';
import { mockDb } from '../setup';
import { renderApp } from '../support/app';

const LAUNCH = 'ac71a001-0000-4000-8000-000000000001';
const FIRST_LOAD = { timeout: 5000 };
const SLOW = 20_000;

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('/host/mobile-all', () => {
  it('lists every exhibition signed out, searches, and opens the halls inline', async () => {
    const { router, user } = await renderApp('/host/mobile-all');
    expect(await screen.findByRole('heading', { name: '全部展会' }, FIRST_LOAD)).toBeInTheDocument();
    const card = (await screen.findByText('2027 深圳国际智能制造博览会')).closest<HTMLElement>('[data-testid="exhibition-card"]')!;
    expect(within(card).getByText('2027-03-18 至 2027-03-21')).toBeInTheDocument();
    expect(within(card).getByText('深圳')).toBeInTheDocument();
    expect(within(card).getByText('筹备中')).toBeInTheDocument();
    expect(screen.getByText('2025 深圳国际智能制造博览会')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/host/mobile-all');

    await user.click(within(card).getByRole('button', { name: /2027 深圳国际智能制造博览会/ }));
    const details = await within(card).findByTestId('exhibition-details');
    expect(within(details).getByText(/深圳国际会展中心/)).toBeInTheDocument();
    await waitFor(() => expect(within(details).getAllByTestId('hall-row')).toHaveLength(6));
    expect(within(details).getByText('1号馆')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '搜索展会名称或城市' }), '2025');
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '2025' }));
    expect(await screen.findByText('2025 深圳国际智能制造博览会')).toBeInTheDocument();
    expect(screen.queryByText('2027 深圳国际智能制造博览会')).not.toBeInTheDocument();
  }, SLOW);
});

describe('/exhibition/mobile', () => {
  it('shows the company header and a friendly note while no page is saved', async () => {
    mockDb.update('companies', ids.company, { templateConfig: '' });
    await renderApp(`/exhibition/mobile?compId=${ids.company}`);
    expect(await screen.findByRole('heading', { name: '深圳华展智能科技有限公司' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByTestId('company-header')).toBeInTheDocument();
    expect(screen.getByTestId('site-empty')).toHaveTextContent('该企业还没有发布微站页面');
  });

  it('renders the saved page with the template block views', async () => {
    const page = [
      { type: 'title', title: '标题', icon: '', config: { text: '欢迎来到华展智能' } },
      { type: 'text', title: '文本', icon: '', config: { content: '专注工业机器人十五年' } },
      { type: 'bogus', config: {} },
    ];
    mockDb.update('companies', ids.company, { templateConfig: JSON.stringify(page) });
    await renderApp(`/exhibition/mobile?compId=${ids.company}`);
    const site = await screen.findByTestId('site-page', undefined, FIRST_LOAD);
    expect(within(site).getAllByTestId('site-block').map((b) => b.dataset.type)).toEqual(['title', 'text']);
    expect(within(site).getByRole('heading', { name: '欢迎来到华展智能' })).toBeInTheDocument();
    expect(within(site).getByText('专注工业机器人十五年')).toBeInTheDocument();
    mockDb.update('companies', ids.company, { templateConfig: '' });
  });

  it('asks for the company when the link has none', async () => {
    await renderApp('/exhibition/mobile');
    expect(await screen.findByTestId('missing-param', undefined, FIRST_LOAD)).toHaveTextContent('compId');
  });
});

describe('/exhibition/mobilePcLive', () => {
  it('shows the activity, its live status and times, the watch button and the stream products', async () => {
    await renderApp(`/exhibition/mobilePcLive?activityId=${LAUNCH}`);
    expect(await screen.findByTestId('activity-name', undefined, FIRST_LOAD)).toHaveTextContent('华展智能 2027 新品发布会');
    // Its live starts on 2027-03-18: not started, even though the provider's channel says "live".
    expect(await screen.findByTestId('live-status')).toHaveTextContent('未开始');
    expect(screen.getByTestId('live-time')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The channel checks its viewers: the button goes through the authorisation step.
    expect(screen.getByTestId('watch-link')).toHaveAttribute('href', `/live-auth?activityId=${LAUNCH}`);
    await waitFor(() => expect(screen.getAllByTestId('live-product')).toHaveLength(3));
  });

  it('says so for an unknown activity', async () => {
    await renderApp('/exhibition/mobilePcLive?activityId=ac71a001-0000-4000-8000-0000000009ff');
    expect(await screen.findByTestId('unknown-activity', undefined, FIRST_LOAD)).toHaveTextContent('未找到该直播活动');
  });
});

describe('/exhibition/mobileHealthyLife', () => {
  it('lists the health-related shown products of the default exhibition with image, name and company', async () => {
    await renderApp('/exhibition/mobileHealthyLife');
    expect(await screen.findByRole('heading', { name: '健康生活' }, FIRST_LOAD)).toBeInTheDocument();
    const cards = await screen.findAllByTestId('healthy-product', undefined, FIRST_LOAD);
    const expected = mockDb.find('products', (p) => p.exhibitionId === ids.exhibition2026 && p.isShow && !p.isDeleted && isHealthProduct(p));
    expect(expected.length).toBeGreaterThan(0);
    expect(cards).toHaveLength(expected.length);
    expect(screen.getByText('伺服灌装生产线')).toBeInTheDocument();
    expect(screen.queryByText('工业机器人控制器')).not.toBeInTheDocument();
    const filling = screen.getByText('伺服灌装生产线').closest<HTMLElement>('[data-testid="healthy-product"]')!;
    expect(filling.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/api\/file\?key=demo\/product\//));
    expect(within(filling).getAllByText(/有限公司/).length).toBe(1);
  });
});

describe('/exhibition/CertificateExport', () => {
  it('lists the badges of a join with masked ID numbers, a print button and no export while signed out', async () => {
    await renderApp(`/exhibition/CertificateExport?joinId=${ids.join}`);
    const table = await screen.findByRole('table', { name: '证件名单' }, FIRST_LOAD);
    const plans = mockDb.find('deExCardPlans', (p) => p.joinId === ids.join);
    expect(plans).toHaveLength(5);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    for (const name of ['刘洋', '王芳', '陈静', '杨磊', '孙浩']) expect(within(table).getByText(name)).toBeInTheDocument();
    for (const plan of plans) {
      expect(table.textContent).not.toContain(String(plan.idNumber));
      expect(table.textContent).toContain(maskId(String(plan.idNumber)));
    }
    expect(within(table).getAllByText('参展商证').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('已通过').length).toBe(3);
    expect(screen.getByTestId('badge-total')).toHaveTextContent('共 5 条');
    expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument();
    expect(screen.queryByTestId('badge-export')).not.toBeInTheDocument();
    expect(screen.getByTestId('export-hint')).toBeInTheDocument();
  });
});

describe('/exhibition/export and /exhibition/exportTable', () => {
  it('shows the catalogue, fascia board and badges of a join with print views', async () => {
    const { router, user } = await renderApp(`/exhibition/export?joinId=${ids.join}`);
    expect(await screen.findByRole('heading', { name: '资料导出' }, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('export-catalogue')).getByText('已填写')).toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByTestId('export-lintel')).getByText('已填写')).toBeInTheDocument());
    expect(await within(screen.getByTestId('export-badges')).findByTestId('badge-count')).toHaveTextContent('5 人');

    await user.click(within(screen.getByTestId('export-lintel')).getByRole('link', { name: /打印视图/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/exportTable'));
    expect(router.state.location.search).toEqual({ joinId: ids.join, type: 'lintel' });
    const table = await screen.findByRole('table', { name: '楣板信息' });
    const lintel = mockDb.find('lintels', (l) => l.joinId === ids.join)[0];
    expect(lintel).toBeDefined();
    expect(table).toHaveTextContent(String(lintel!.nameZh));
    expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument();
  });

  it('prints the catalogue entry', async () => {
    await renderApp(`/exhibition/exportTable?joinId=${ids.join}&type=catalogue`);
    const table = await screen.findByRole('table', { name: '会刊信息' }, FIRST_LOAD);
    expect(within(table).getByText('公司名称')).toBeInTheDocument();
    expect(table).toHaveTextContent('深圳华展智能科技有限公司');
  });
});

describe('Chinese-only open pages', () => {
  it.each(['mobile', 'mobilePcLive', 'mobileHealthyLife', 'CertificateExport', 'export', 'exportTable'])('/exhibitionEn/%s is 404', async (page) => {
    await renderApp(`/exhibitionEn/${page}?joinId=${ids.join}`);
    expect(await screen.findByRole('heading', { name: /页面不存在|Page not found/ }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('print')).not.toBeInTheDocument();
  });
});
