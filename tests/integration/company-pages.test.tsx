/**
 * The exhibitor dashboard and company pages, from the app's real route table against the
 * stateful mocks: figures and countdown, switching the default join, the company profile with
 * its region cascade, the licence audit, staff, and failed saves that keep what was typed.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyGet, companyGetCompanyCount, staffGetAllByCompId } from '@gen/api/company/company';
import { applyLanguage } from '@/lib/i18n';
import { registerNavigate } from '@/lib/navigation';
import { toaster } from '@/lib/toaster';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { chooseMenuItem, findOpenDialog } from '../support/render';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

const EXPO_2027 = '2027 深圳国际智能制造博览会';
const EXPO_2025 = '2025 深圳国际智能制造博览会';
const EXPO_2025_ID = exhibitionIdOf(EXPO_2025);
/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 8000 };

function exhibitionIdOf(name: string): string {
  return mockDb.find('exhibitions', (e) => e.name === name)[0]!.id;
}

/** Unmounts what is shown and opens another path. */
function cleanupAndRender(path: string) {
  cleanup();
  return renderApp(path);
}

async function expectToast(title: string) {
  await waitFor(() => expect(toaster.getVisibleToasts().map((t) => String(t.title))).toContain(title));
}

type User = ReturnType<typeof userEvent.setup>;

async function retype(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** The profile tab once the company has been loaded into it. */
async function openProfile() {
  const view = await renderApp('/exhibition/index/companyInfo');
  const name = await screen.findByRole('textbox', { name: '企业名称' }, FIRST_LOAD);
  await waitFor(() => expect(name).toHaveValue(session.get().company!.name));
  return view;
}

beforeEach(async () => {
  toaster.remove();
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  vi.useRealTimers();
  session.clear();
});

describe('exhibitor dashboard (home)', () => {
  it('shows the join’s figures and a zero-padded countdown to the start', async () => {
    // Only Date is faked: the clock stands at 1 day, 1 h, 1 min and 3 s before the 2026 show opens.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-17T07:58:57+08:00'));
    const { join } = await signInAs('exhibitor');
    const expected = (await companyGetCompanyCount({ joinid: join!.id })).data;

    await renderApp('/exhibition/index/home');
    const figures = await screen.findByTestId('home-figures', undefined, FIRST_LOAD);
    expect(within(figures).getByTestId('figure-productCount')).toHaveTextContent(`产品${expected.productCount.toLocaleString()}`);
    expect(within(figures).getByTestId('figure-newsCount')).toHaveTextContent(`新闻${expected.newsCount}`);
    expect(within(figures).getByTestId('figure-callingCardCount')).toHaveTextContent(`采购咨询${expected.callingCardCount ?? 0}`);
    expect(within(figures).getByTestId('figure-viewCount')).toHaveTextContent(`浏览量${(expected.viewCount ?? 0).toLocaleString()}`);

    const exhibition = screen.getByTestId('home-exhibition');
    expect(within(exhibition).getByTestId('home-exhibition-name')).toHaveTextContent(EXPO_2027);
    expect(within(exhibition).getByText('2027-03-18 至 2027-03-21')).toBeVisible();
    expect(screen.getByTestId('countdown')).toHaveTextContent('01 天 01 时 01 分 03 秒');

    // Completeness and pending audits: the demo licence is still waiting for review.
    const percent = await screen.findByTestId('completeness-percent');
    expect(percent).toHaveTextContent(/^\d+%$/);
    // The bar says the same to a screen reader, and is drawn that far.
    const bar = screen.getByRole('progressbar', { name: '资料完整度' });
    expect(bar).toHaveAttribute('aria-valuenow', percent.textContent!.replace('%', ''));
    expect(bar.querySelector('[style]')).toHaveStyle({ width: percent.textContent! });
    expect(within(await screen.findByTestId('audit-licence')).getByText('待审核')).toBeVisible();
  });

  it('says 已结束 once the exhibition has started', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-18T09:00:05+08:00'));
    await renderApp('/exhibition/index/home', { as: 'exhibitor' });
    expect(await screen.findByTestId('countdown', undefined, FIRST_LOAD)).toHaveTextContent('已结束');
  });

  it('switches the default join: the header, the dashboard and the session follow', async () => {
    const { user } = await renderApp('/exhibition/index/home', { as: 'exhibitor' });
    expect(await screen.findByTestId('current-exhibition', undefined, FIRST_LOAD)).toHaveTextContent(EXPO_2027);

    const joins = await screen.findByTestId('home-joins');
    expect(within(joins).getAllByTestId('join-row')).toHaveLength(2);
    expect(within(joins).getByText('当前默认')).toBeVisible();
    await user.click(within(joins).getByRole('button', { name: `将「${EXPO_2025}」设为默认展会` }));

    await expectToast(`已切换到「${EXPO_2025}」`);
    await waitFor(() => expect(screen.getByTestId('current-exhibition')).toHaveTextContent(EXPO_2025));
    expect(session.get().join).toMatchObject({ exhibitionId: EXPO_2025_ID, boothNo: 'B08' });
    expect(screen.getByTestId('home-exhibition-name')).toHaveTextContent(EXPO_2025);
    // Last year's show is over.
    expect(screen.getByTestId('countdown')).toHaveTextContent('已结束');

    // And back again.
    await user.click(await within(joins).findByRole('button', { name: `将「${EXPO_2027}」设为默认展会` }));
    await waitFor(() => expect(screen.getByTestId('current-exhibition')).toHaveTextContent(EXPO_2027));
    expect(session.get().join?.exhibitionId).not.toBe(EXPO_2025_ID);
  });

  it('home-pro is the same dashboard with the most viewed products', async () => {
    await renderApp('/exhibition/index/home-pro', { as: 'exhibitor' });
    expect(await screen.findByTestId('home-figures', undefined, FIRST_LOAD)).toBeVisible();
    expect(screen.getByTestId('countdown')).toBeVisible();
    const top = await screen.findByTestId('home-top-products');
    await waitFor(() => expect(within(top).queryAllByTestId('top-product').length + within(top).queryAllByText('暂无产品浏览数据').length).toBeGreaterThan(0));
  });
});

describe('dashboard links', () => {
  it('each figure with a list is a link to it, in the same language; the others are plain figures', async () => {
    await renderApp('/exhibitionEn/index/home', { as: 'exhibitor.en' });
    const figures = await screen.findByTestId('home-figures', undefined, FIRST_LOAD);
    const linkOf = (figure: string) => within(figures).getByTestId(`figure-${figure}`).closest('a');
    expect(linkOf('productCount')).toHaveAttribute('href', '/exhibitionEn/index/product/allpro');
    expect(linkOf('newsCount')).toHaveAttribute('href', '/exhibitionEn/index/news');
    expect(linkOf('releaseCount')).toHaveAttribute('href', '/exhibitionEn/index/release');
    expect(linkOf('activityCount')).toBeNull();
    expect(within(figures).getByRole('link', { name: /^Products: \d+, open the list$/ })).toBeInTheDocument();
    const shortcuts = screen.getByTestId('home-shortcuts');
    expect(within(shortcuts).getByRole('link', { name: 'Company profile' })).toHaveAttribute('href', '/exhibitionEn/index/companyInfo');
    expect(within(shortcuts).getByRole('link', { name: 'Share & promote' })).toHaveAttribute('href', '/exhibitionEn/index/share');
  });

  it('the pending news opens the news list filtered to the news waiting for review; the licence opens its tab', async () => {
    const { router, user } = await renderApp('/exhibition/index/home', { as: 'exhibitor' });
    const audits = await screen.findByTestId('home-audits', undefined, FIRST_LOAD);
    const licence = await within(audits).findByTestId('audit-licence');
    expect(within(licence).getByRole('link')).toHaveAttribute('href', '/exhibition/index/companyInfo?tab=licence');

    await user.click(await within(audits).findByRole('link', { name: '查看待审核的新闻' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/news'));
    expect(router.state.location.search).toMatchObject({ auditStatus: 0 });
  });
});

describe('English area', () => {
  it('serves the dashboard and the company pages in English under /exhibitionEn', async () => {
    await renderApp('/exhibitionEn/index/home', { as: 'exhibitor.en' });
    const exhibition = await screen.findByTestId('home-exhibition', undefined, FIRST_LOAD);
    expect(within(exhibition).getByText('Current exhibition')).toBeVisible();
    expect(screen.getByTestId('countdown')).toHaveTextContent(/^\d{2,}d \d{2}h \d{2}m \d{2}s$/);
    await cleanupAndRender('/exhibitionEn/index/companyInfo');
    expect(await screen.findByRole('tab', { name: 'Business licence' }, FIRST_LOAD)).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Province' })).toBeInTheDocument();
  });
});

describe('companyInfo', () => {
  it('a reference list that fails shows its own error with a retry on its field; the page stays', async () => {
    await signInAs('exhibitor');
    const user = userEvent.setup();
    const navigations: string[] = [];
    registerNavigate((href) => navigations.push(href));
    let broken = true;
    server.use(http.get('*/api/Industry/GetListAndChildren', () => (broken ? new HttpResponse(null, { status: 500 }) : undefined)));
    const { router } = await openProfile();

    const error = await screen.findByTestId('reference-error-industryId');
    expect(error).toHaveTextContent('所属行业选项加载失败');
    expect(navigations).toEqual([]);
    expect(router.state.location.pathname).toBe('/exhibition/index/companyInfo');
    // The rest of the form works: the other reference lists loaded.
    expect(screen.queryByTestId('reference-error-natureId')).not.toBeInTheDocument();

    broken = false;
    await user.click(within(error).getByRole('button', { name: '重新加载所属行业选项' }));
    await waitFor(() => expect(screen.queryByTestId('reference-error-industryId')).not.toBeInTheDocument());
    const industry = screen.getByRole('combobox', { name: '所属行业' });
    expect([...(industry as HTMLSelectElement).options].map((o) => o.textContent)).toContain('智能制造');
  });

  it('edits the company; the change is saved and read back', async () => {
    await signInAs('exhibitor');
    const user = userEvent.setup();
    const { unmount } = await openProfile();

    await retype(user, screen.getByRole('textbox', { name: '企业简称' }), '华展智能');
    await retype(user, screen.getByRole('textbox', { name: '企业网址' }), 'https://www.huazhan-tech.cn');
    await retype(user, screen.getByRole('textbox', { name: '联系人' }), '李明');
    await user.selectOptions(screen.getByRole('combobox', { name: '企业性质' }), '民营企业');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await expectToast('保存成功');
    const saved = (await companyGet({ id: session.get().company!.id })).data!;
    expect(saved).toMatchObject({ shortName: '华展智能', website: 'https://www.huazhan-tech.cn', contactName: '李明' });
    expect(saved.natureId).toBeTruthy();
    expect(session.get().company).toMatchObject({ shortName: '华展智能' });

    // A fresh visit shows what was saved.
    unmount();
    await openProfile();
    expect(screen.getByRole('textbox', { name: '企业简称' })).toHaveValue('华展智能');
    expect(screen.getByRole('textbox', { name: '企业网址' })).toHaveValue('https://www.huazhan-tech.cn');
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('李明');
  });

  it('picks a region through the province → city → county cascade', async () => {
    await signInAs('exhibitor');
    const user = userEvent.setup();
    await openProfile();

    const province = screen.getByRole('combobox', { name: '省份' });
    await waitFor(() => expect(province).toBeEnabled());
    // The stored short city name (深圳) is shown as the table's 深圳市, with its districts.
    expect(province).toHaveValue('广东省');
    expect(screen.getByRole('combobox', { name: '城市' })).toHaveValue('深圳市');
    expect(screen.getByRole('combobox', { name: '区县' })).toHaveValue('南山区');

    await user.selectOptions(province, '浙江省');
    // A new province clears the city and the county.
    expect(screen.getByRole('combobox', { name: '城市' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: '区县' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: '城市' }), '杭州市');
    const county = screen.getByRole('combobox', { name: '区县' });
    expect(within(county).getByRole('option', { name: '西湖区' })).toBeInTheDocument();
    expect(within(county).queryByRole('option', { name: '南山区' })).not.toBeInTheDocument();
    await user.selectOptions(county, '西湖区');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await expectToast('保存成功');
    expect((await companyGet({ id: session.get().company!.id })).data).toMatchObject({ province: '浙江省', city: '杭州市', county: '西湖区' });
  });

  it('a failed save keeps every value and shows the server’s words', async () => {
    await signInAs('exhibitor');
    server.use(http.put('*/api/Company/update', () => HttpResponse.json({ status: 400, errors: [{ code: 'name_taken', message: '企业名称已被其他企业使用' }] }, { status: 400 })));
    const user = userEvent.setup();
    await openProfile();

    await retype(user, screen.getByRole('textbox', { name: '企业名称' }), '深圳华展新名称有限公司');
    await retype(user, screen.getByRole('textbox', { name: '详细地址' }), '深圳市南山区科发路 8 号');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('保存失败');
    expect(alert).toHaveTextContent('企业名称已被其他企业使用');
    expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveValue('深圳华展新名称有限公司');
    expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveValue('深圳市南山区科发路 8 号');
    expect((await companyGet({ id: session.get().company!.id })).data?.name).toBe('深圳华展智能科技有限公司');
  });

  it('submits the licence: a rejected one shows its remark, the new filing is pending', async () => {
    const { company } = await signInAs('exhibitor');
    const licence = mockDb.find('compLicenses', (l) => l.compId === company!.id)[0]!;
    mockDb.update('compLicenses', licence.id, { auditStatus: 2, auditRemark: '营业执照图片模糊，请重新上传' });
    const { user } = await renderApp('/exhibition/index/companyInfo?tab=licence');

    const status = await screen.findByTestId('licence-status', undefined, FIRST_LOAD);
    await waitFor(() => expect(status).toHaveTextContent('未通过'));
    expect(status).toHaveTextContent('驳回原因：营业执照图片模糊，请重新上传');
    const code = screen.getByRole('textbox', { name: '统一社会信用代码（执照号码）' });
    expect(code).toHaveValue('91440300MA5F8XYR3K');

    await retype(user, code, '91440300MA5F8XYR3');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('格式不正确')).toBeVisible();

    await retype(user, code, '91440300MA5F8XYR3K');
    await retype(user, screen.getByRole('textbox', { name: '法定代表人' }), '李明华');
    await user.click(screen.getByRole('button', { name: '提交审核' }));

    await expectToast('已提交，等待审核');
    await waitFor(() => expect(screen.getByTestId('licence-status')).toHaveTextContent('待审核'));
    expect(screen.getByTestId('licence-status')).toHaveTextContent('已提交，等待主办方审核。');
    expect(mockDb.get('compLicenses', licence.id)).toMatchObject({ auditStatus: 0, legalPerson: '李明华' });
  });
});

describe('companyAdmin (staff)', () => {
  it('adds, edits and deletes a staff member; the default one is marked', async () => {
    const { company } = await signInAs('exhibitor');
    const { user } = await renderApp('/exhibition/index/companyAdmin');

    const table = await screen.findByRole('table', undefined, FIRST_LOAD);
    const defaultRow = (await within(table).findByText('张伟')).closest('tr')!;
    expect(within(defaultRow).getByTestId('default-staff')).toHaveTextContent('默认');
    expect(await screen.findByTestId('staff-default')).toHaveTextContent('默认人员：张伟 13812345678');

    // Add
    await user.click(screen.getByRole('button', { name: '添加人员' }));
    let drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('添加人员')).toBeVisible();
    await user.type(within(drawer).getByRole('textbox', { name: '姓名' }), '赵敏');
    await user.type(within(drawer).getByRole('textbox', { name: '职位' }), '展会专员');
    await user.type(within(drawer).getByRole('textbox', { name: '手机号' }), '13912340009');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await expectToast('保存成功');
    const added = (await within(table).findByText('赵敏')).closest('tr')!;
    expect(within(added).getByText('展会专员')).toBeVisible();

    // Edit: the drawer opens with the record's values.
    await user.click(within(added).getByRole('button', { name: '编辑' }));
    drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('编辑人员')).toBeVisible();
    const position = within(drawer).getByRole('textbox', { name: '职位' });
    expect(position).toHaveValue('展会专员');
    await retype(user, position, '采购经理');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within((screen.getByText('赵敏').closest('tr'))!).getByText('采购经理')).toBeVisible());

    // Delete, after a confirmation.
    const row = screen.getByText('赵敏').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '更多操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await findOpenDialog('alertdialog');
    expect(confirm).toHaveTextContent('确定删除「赵敏」吗？');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await expectToast('删除成功');
    await waitFor(() => expect(screen.queryByText('赵敏')).not.toBeInTheDocument());
    expect((await staffGetAllByCompId({ compid: company!.id })).data.map((s) => s.name)).not.toContain('赵敏');
  });

  it('a refused staff save keeps the drawer open with every value', async () => {
    await signInAs('exhibitor');
    server.use(http.post('*/api/staff', () => HttpResponse.json({ status: 400, errors: [{ code: 'phone_taken', message: '该手机号已被其他人员使用' }] }, { status: 400 })));
    const { user } = await renderApp('/exhibition/index/companyAdmin');
    await screen.findByRole('table', undefined, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: '添加人员' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: '姓名' }), '钱多多');
    await user.type(within(drawer).getByRole('textbox', { name: '手机号' }), '13812345678');
    // The contract's phone rule is checked before anything is sent.
    await user.clear(within(drawer).getByRole('textbox', { name: '手机号' }));
    await user.type(within(drawer).getByRole('textbox', { name: '手机号' }), '1381234');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请输入正确的 11 位手机号')).toBeVisible();

    await retype(user, within(drawer).getByRole('textbox', { name: '手机号' }), '13812345678');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('该手机号已被其他人员使用')).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: '姓名' })).toHaveValue('钱多多');
    expect(within(drawer).getByRole('textbox', { name: '手机号' })).toHaveValue('13812345678');
  });
});

describe('companyAccount and share', () => {
  it('shows the account security flows as sections of a page', async () => {
    await renderApp('/exhibition/index/companyAccount', { as: 'exhibitor' });
    expect(await screen.findByTestId('account-summary', undefined, FIRST_LOAD)).toHaveTextContent('exhibitor');
    expect(within(screen.getByTestId('account-password')).getByLabelText('原密码', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByTestId('account-phone')).toBeInTheDocument();
    expect(screen.getByTestId('account-email')).toBeInTheDocument();
  });

  it('shows the company’s mini-programme code with a download', async () => {
    await renderApp('/exhibition/index/share', { as: 'exhibitor' });
    const image = await screen.findByRole('img', { name: '深圳华展智能科技有限公司的小程序码' }, FIRST_LOAD);
    expect(image.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(screen.getByRole('button', { name: '下载小程序码' })).toBeEnabled();
  });
});
