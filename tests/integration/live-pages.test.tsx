/**
 * The open live pages (000 §2 "Live area"): viewer registration (/live-user-reg) and the channel
 * authorisation step (/live-auth), rendered from the app's real route table against the stateful
 * mocks (live GraphQL included).
 *
 * Seed (src/mocks/data/activities.ts, live.ts): activity …0001 "华展智能 2027 新品发布会" has
 * channel 3958471 (primary auth `info`; its provider says "live", its live starts on 2027-03-18); activity …0007 "五轴加工技术开放日" has channel
 * 3958502 (waiting), whose `code` setting (seeded disabled) is switched on here to try the code.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import type { MockRecord } from '@/mocks/db';
import { mockDb } from '../setup';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

const LAUNCH = 'ac71a001-0000-4000-8000-000000000001';
const OPEN_DAY = 'ac71a001-0000-4000-8000-000000000007';
const OPEN_DAY_CHANNEL = '3958502';
/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 5000 };

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const optionTexts = (el: HTMLSelectElement) => [...el.options].map((o) => o.textContent);
const viewerOf = (userId: string) => mockDb.find('liveViewers', (v) => v.userId === userId)[0];
const viewLogs = (activityId: string) => mockDb.find('liveUserViewLogs', (l) => l.activityId === activityId);

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('/live-user-reg', () => {
  it('prefills a registered viewer, saves the changes and goes on to /live-auth, which lets the viewer in', async () => {
    const { user: me } = await signInAs('exhibitor.en');
    const { router, user } = await renderApp(`/live-user-reg?activityId=${LAUNCH}`);

    expect(await screen.findByRole('heading', { name: '观众登记' }, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(textbox('姓名')).toHaveValue('李娜'));
    expect(textbox('手机号')).toHaveValue('13912345678');
    expect(textbox('公司名称')).toHaveValue('上海东方精工机械有限公司');
    expect(select('性别')).toHaveValue('2');
    await waitFor(() => expect(select('部门')).toHaveValue('市场部'));
    await waitFor(() => expect(select('职位')).toHaveValue('市场经理'));
    expect(textbox('国家/地区')).toHaveValue('中国');
    await waitFor(() => expect(select('省份')).toHaveValue('上海市'));
    expect(select('城市')).toHaveValue('上海');
    expect(select('区县')).toHaveValue('浦东新区');
    expect(textbox('详细地址')).toHaveValue('张江路 88 号');
    // The reg-form banners on top.
    expect(within(screen.getByTestId('reg-banners')).getAllByRole('img')).toHaveLength(3);

    await user.clear(textbox('详细地址'));
    await user.type(textbox('详细地址'), '张江路 100 号');
    await user.selectOptions(select('职位'), '品牌专员');
    const logsBefore = viewLogs(LAUNCH).length;
    await user.click(screen.getByRole('button', { name: '提交登记' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/live-auth'));
    expect(router.state.location.search).toEqual({ activityId: LAUNCH });
    expect(viewerOf(me!.id)).toMatchObject({ name: '李娜', addressDetails: '张江路 100 号', jobTitle: '品牌专员', department: '市场部', province: '上海市' });

    // Channel 3958471 lets registered viewers in (info): the view is logged. Its live is on
    // 2027-03-18: not started, even though the provider's channel says "live".
    expect(await screen.findByTestId('live-status')).toHaveTextContent('未开始');
    // The intro keeps the company apart from the event's name.
    expect(screen.getByText('深圳华展智能科技有限公司：「华展智能 2027 新品发布会」线上直播，同步展台实况，欢迎观看互动。')).toBeInTheDocument();
    expect(screen.getByTestId('activity-name')).toHaveTextContent('华展智能 2027 新品发布会');
    await waitFor(() => expect(screen.getByTestId('watch-link')).toHaveAttribute('href', expect.stringMatching(/\/watch\/3958471\?userid=.+&ts=\d+&sign=[0-9A-F]{32}$/)));
    await waitFor(() => expect(viewLogs(LAUNCH).length).toBe(logsBefore + 1));
    expect(viewLogs(LAUNCH).at(-1)).toMatchObject({ userId: me!.id, activityId: LAUNCH });
  });

  it('lists the jobs of the chosen department and clears the job when the department changes', async () => {
    const { user } = await renderApp(`/live-user-reg?activityId=${LAUNCH}`, { as: 'exhibitor' });

    // Not registered yet: the account's name, phone and company are offered.
    await waitFor(() => expect(textbox('姓名')).toHaveValue('张伟'), FIRST_LOAD);
    expect(textbox('手机号')).toHaveValue('13812345678');
    expect(textbox('公司名称')).toHaveValue('深圳华展智能科技有限公司');
    expect(select('职位')).toBeDisabled();
    await waitFor(() => expect(optionTexts(select('部门'))).toEqual(['请选择', '市场部', '销售部', '技术部', '采购部', '生产部', '总经办']));

    await user.selectOptions(select('部门'), '销售部');
    await waitFor(() => expect(optionTexts(select('职位'))).toEqual(['请选择', '销售总监', '区域销售经理', '销售代表']));
    await user.selectOptions(select('职位'), '销售代表');
    expect(select('职位')).toHaveValue('销售代表');

    await user.selectOptions(select('部门'), '技术部');
    expect(select('职位')).toHaveValue('');
    await waitFor(() => expect(optionTexts(select('职位'))).toEqual(['请选择', '技术总监', '研发工程师', '技术支持工程师']));

    // Province → city → county from the region lists.
    await waitFor(() => expect(select('省份')).toBeEnabled());
    await user.selectOptions(select('省份'), '广东省');
    await user.selectOptions(select('城市'), '深圳市');
    await user.selectOptions(select('区县'), '南山区');
    await user.selectOptions(select('省份'), '浙江省');
    expect(select('城市')).toHaveValue('');
    expect(select('区县')).toHaveValue('');
  });

  it('shows the validation messages beside the fields and saves nothing', async () => {
    const { user: me } = await signInAs('exhibitor');
    const { user } = await renderApp(`/live-user-reg?activityId=${LAUNCH}`);

    await waitFor(() => expect(textbox('姓名')).toHaveValue('张伟'), FIRST_LOAD);
    await user.clear(textbox('姓名'));
    await user.clear(textbox('公司名称'));
    await user.clear(textbox('手机号'));
    await user.type(textbox('手机号'), '12345');
    await user.click(screen.getByRole('button', { name: '提交登记' }));

    const field = (name: string) => textbox(name).closest('[role="group"], .chakra-field__root')!;
    await waitFor(() => expect(field('姓名')).toHaveTextContent('此项为必填项'));
    expect(field('公司名称')).toHaveTextContent('此项为必填项');
    expect(field('手机号')).toHaveTextContent('请输入正确的 11 位手机号');
    expect(textbox('姓名')).toHaveAttribute('aria-invalid', 'true');
    expect(viewerOf(me!.id)).toBeUndefined();
  });

  it('asks a signed-out visitor to sign in by SMS code first, then shows the form', async () => {
    const { user } = await renderApp(`/live-user-reg?activityId=${LAUNCH}`);

    const signIn = await screen.findByTestId('live-sign-in', undefined, FIRST_LOAD);
    expect(within(signIn).getByText('手机号登录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交登记' })).not.toBeInTheDocument();

    await user.click(within(signIn).getByRole('button', { name: '登录' }));
    expect(await within(signIn).findAllByText('此项为必填项')).toHaveLength(2);

    await user.type(within(signIn).getByRole('textbox', { name: '手机号' }), '13812345678');
    await user.click(within(signIn).getByRole('button', { name: '获取验证码' }));
    expect(await within(signIn).findByRole('button', { name: /秒后重发/ })).toBeDisabled();

    // A wrong code is refused in place.
    await user.type(within(signIn).getByRole('textbox', { name: '短信验证码' }), '000000');
    await user.click(within(signIn).getByRole('button', { name: '登录' }));
    expect(await within(signIn).findByRole('alert')).toHaveTextContent('登录失败，请检查手机号和验证码后重试');

    await user.clear(within(signIn).getByRole('textbox', { name: '短信验证码' }));
    await user.type(within(signIn).getByRole('textbox', { name: '短信验证码' }), '246810');
    await user.click(within(signIn).getByRole('button', { name: '登录' }));

    await waitFor(() => expect(screen.queryByTestId('live-sign-in')).not.toBeInTheDocument());
    await waitFor(() => expect(textbox('姓名')).toHaveValue('张伟'));
    expect(textbox('手机号')).toHaveValue('13812345678');
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('138****5678');
    expect(session.get().isLogin).toBe(true);
  });

  it('switches the page to English and back', async () => {
    const { user } = await renderApp(`/live-user-reg?activityId=${LAUNCH}`, { as: 'exhibitor' });
    expect(await screen.findByRole('heading', { name: '观众登记' }, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(select('部门')).toBeInTheDocument());
    await user.click(screen.getByTestId('language-switch'));
    // The English text of the page's domains loads first, then the whole page turns at once.
    expect(await screen.findByRole('heading', { name: 'Viewer registration' })).toBeInTheDocument();
    expect(screen.getByTestId('activity-name')).toHaveTextContent('Huazhan Intelligent 2027 Product Launch');
    await waitFor(() => expect(optionTexts(select('Department'))).toContain('Marketing'));
    expect(screen.getByRole('button', { name: 'Submit registration' })).toBeInTheDocument();
    await user.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('heading', { name: '观众登记' })).toBeInTheDocument();
  });
});

describe('/live-user-reg and /live-auth name the event, or both say it is missing', () => {
  it('the registration names the event it is for', async () => {
    await renderApp(`/live-user-reg?activityId=${LAUNCH}`, { as: 'exhibitor' });
    expect(await screen.findByTestId('activity-name', undefined, FIRST_LOAD)).toHaveTextContent('华展智能 2027 新品发布会');
    expect(screen.getByTestId('activity-company')).toHaveTextContent('深圳华展智能科技有限公司');
    await waitFor(() => expect(textbox('姓名')).toHaveValue('张伟'));
  });

  for (const [link, why] of [
    ['', 'without an activity'],
    ['?activityId=not-an-id', 'with a malformed activity id'],
    ['?activityId=00000000-0000-4000-8000-000000000000', 'with an unknown activity'],
  ] as const) {
    it(`${why}: both pages say the event was not found, and the registration offers no form`, async () => {
      await renderApp(`/live-user-reg${link}`, { as: 'exhibitor' });
      const notice = await screen.findByTestId('unknown-activity', undefined, FIRST_LOAD);
      expect(notice).toHaveTextContent('没有找到该直播活动');
      expect(screen.queryByRole('button', { name: '提交登记' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: '姓名' })).not.toBeInTheDocument();
      const regText = notice.textContent;
      cleanup();

      await renderApp(`/live-auth${link}`);
      expect((await screen.findByTestId('unknown-activity', undefined, FIRST_LOAD)).textContent).toBe(regText);
    });
  }
});

describe('/live-auth', () => {
  let savedSettings: unknown;
  beforeEach(() => {
    // Switch the channel's (seeded, disabled) watch code on as its only check.
    const channel = mockDb.get('liveChannels', OPEN_DAY_CHANNEL)!;
    savedSettings = channel.authSettings;
    const code = (channel.authSettings as MockRecord[]).find((s) => s.type === 'code')!;
    mockDb.update('liveChannels', OPEN_DAY_CHANNEL, { authSettings: [{ ...code, rank: 1, enabled: true }] });
  });
  afterEach(() => {
    mockDb.update('liveChannels', OPEN_DAY_CHANNEL, { authSettings: savedSettings });
  });

  const channelCode = () => String((mockDb.get('liveChannels', OPEN_DAY_CHANNEL)!.authSettings as MockRecord[])[0]!.code);

  it('refuses a wrong watch code and shows the live status after the right one', async () => {
    const { user } = await renderApp(`/live-auth?activityId=${OPEN_DAY}`);

    expect(await screen.findByTestId('activity-name', undefined, FIRST_LOAD)).toHaveTextContent('五轴加工技术开放日');
    const way = await screen.findByTestId('auth-way-code');
    expect(within(way).getByText('观看码验证')).toBeInTheDocument();
    expect(within(way).getByText('请输入观看码')).toBeInTheDocument();
    expect(within(way).getByText('可免费试看 5 分钟')).toBeInTheDocument();

    await user.type(within(way).getByRole('textbox', { name: '观看码' }), 'WRONG1');
    await user.click(within(way).getByRole('button', { name: '验证' }));
    expect(await within(way).findByText('观看码不正确，请重新输入')).toBeInTheDocument();
    expect(screen.queryByTestId('live-status')).not.toBeInTheDocument();

    const logsBefore = viewLogs(OPEN_DAY).length;
    await user.clear(within(way).getByRole('textbox', { name: '观看码' }));
    await user.type(within(way).getByRole('textbox', { name: '观看码' }), channelCode());
    await user.click(within(way).getByRole('button', { name: '验证' }));

    expect(await screen.findByTestId('live-status')).toHaveTextContent('未开始');
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    expect(screen.getByTestId('live-time')).toHaveTextContent(/^2027-03-18 \d\d:\d\d 至 2027-03-18 \d\d:\d\d$/);
    expect(screen.getByText('直播尚未开始，可先进入直播间等候')).toBeInTheDocument();
    // A visitor who is not signed in gets the provider's plain watch page: only signed-in viewers' links are signed.
    await waitFor(() => expect(screen.getByTestId('watch-link')).toHaveAttribute('href', expect.stringMatching(new RegExp(`/watch/${OPEN_DAY_CHANNEL}$`))));
    await waitFor(() => expect(viewLogs(OPEN_DAY).length).toBe(logsBefore + 1));
  });

  it('lets a viewer try the trial watch instead', async () => {
    const { user } = await renderApp(`/live-auth?activityId=${OPEN_DAY}`);
    const trial = await screen.findByTestId('trial-watch', undefined, FIRST_LOAD);
    await user.click(within(trial).getByRole('button', { name: '先试看' }));
    expect(await screen.findByText('试看中')).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent('未开始');
  });

  it('sends a signed-in viewer who has not registered to the registration form (info)', async () => {
    const { router } = await renderApp(`/live-auth?activityId=${LAUNCH}`, { as: 'exhibitor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/live-user-reg'), FIRST_LOAD);
    expect(router.state.location.search).toEqual({ activityId: LAUNCH, redirect: `/live-auth?activityId=${LAUNCH}` });
  });

  it('asks a signed-out visitor to sign in when the channel checks registered viewers', async () => {
    await renderApp(`/live-auth?activityId=${LAUNCH}`);
    expect(await screen.findByTestId('auth-way-info', undefined, FIRST_LOAD)).toHaveTextContent('请先填写观众登记信息');
    expect(screen.getByTestId('live-sign-in')).toHaveTextContent('该直播需要验证您的观众身份');
  });

  it('says so for an unknown activity', async () => {
    await renderApp('/live-auth?activityId=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByTestId('unknown-activity', undefined, FIRST_LOAD)).toHaveTextContent('没有找到该直播活动');
  });

  it('says so for a link without a usable activity id', async () => {
    await renderApp('/live-auth?activityId=not-an-id');
    expect(await screen.findByTestId('unknown-activity', undefined, FIRST_LOAD)).toHaveTextContent('链接可能有误');
  });

  it('says so for an activity without a live channel', async () => {
    await renderApp('/live-auth?activityId=ac71a001-0000-4000-8000-000000000003');
    expect(await screen.findByTestId('no-channel', undefined, FIRST_LOAD)).toHaveTextContent('该活动尚未开通直播');
  });
});
