/**
 * Calls wired into existing exhibitor, sign-in and open pages: the release types of the current
 * exhibition managed beside the release list; an album read afresh before renaming; a contact
 * removed; the company profile locked into change requests once the exhibition has opened; the
 * quick switch of the current exhibition on the participation page; the SMS code checked before
 * the token request (exhibitor and mobile logins); the viewer a live link names and the exhibitor's
 * booth on the open registration page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { chooseMenuItem, findOpenDialog } from '../support/render';

const FLOW = 60_000;
const DEMO_CODE = '246810';
const EXPO_2027 = '2027 深圳国际智能制造博览会';
const EXPO_2025 = '2025 深圳国际智能制造博览会';
const LAUNCH = 'ac71a001-0000-4000-8000-000000000001';
const EXHIBITOR_USER = '1a2b3c4d-0002-4000-8000-000000000002';
const DEMO_COMPANY = 'c0a80101-0000-4000-8000-000000000101';

const exhibitionIdOf = (name: string) => mockDb.find('exhibitions', (e) => e.name === name)[0]!.id;

/** The requests the app sent in a test, as `METHOD /path`. */
const sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  sent.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  session.clear();
});

describe('release types (release)', () => {
  it('adds, renames and deletes a release type of the current exhibition in the side panel', async () => {
    const { user } = await renderApp('/exhibition/index/release', { as: 'exhibitor' });
    await findHeading('供需发布');
    await user.click(await screen.findByRole('button', { name: '管理发布类型' }, FIRST_LOAD));
    const panel = await findOpenDialog('dialog');
    const list = await within(panel).findByRole('list', { name: '发布类型' });
    expect(within(list).getAllByTestId('release-type').map((row) => row.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('招商加盟'), expect.stringContaining('技术合作')]),
    );
    const exhibitionId = exhibitionIdOf(EXPO_2027);

    // Add: a name is required.
    await user.click(within(panel).getByRole('button', { name: '添加类型' }));
    let drawer = await screen.findByRole('dialog', { name: '添加发布类型' });
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: '类型名称' }), '展会合作');
    await user.type(within(drawer).getByRole('textbox', { name: '英文名称' }), 'Show Partnership');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: '类型' }), '采购');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(list).findByText('展会合作')).toBeInTheDocument();
    expect(mockDb.find('releaseTypes', (t) => t.name === '展会合作')[0]).toMatchObject({ exhibitionId, nameEn: 'Show Partnership', type: 2 });

    // Rename.
    // The add drawer closes first (until then the panel is hidden from the accessibility tree).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加发布类型' })).not.toBeInTheDocument());
    await user.click(await within(panel).findByRole('button', { name: '重命名「技术合作」' }));
    drawer = await screen.findByRole('dialog', { name: '重命名发布类型' });
    const name = within(drawer).getByRole('textbox', { name: '类型名称' });
    expect(name).toHaveValue('技术合作');
    await user.clear(name);
    await user.type(name, '技术合作与授权');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(list).findByText('技术合作与授权')).toBeInTheDocument();
    expect(mockDb.find('releaseTypes', (t) => t.exhibitionId === exhibitionId && t.name === '技术合作')).toHaveLength(0);

    // Delete after a question.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '重命名发布类型' })).not.toBeInTheDocument());
    await user.click(await within(panel).findByRole('button', { name: '删除「展会合作」' }));
    const question = await findOpenDialog();
    expect(question).toHaveTextContent('确定删除发布类型「展会合作」吗？');
    await user.click(within(question).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(list).queryByText('展会合作')).not.toBeInTheDocument());
    expect(mockDb.find('releaseTypes', (t) => t.name === '展会合作')).toHaveLength(0);
    expect(sent).toEqual(expect.arrayContaining(['POST /api/releaseType', 'PUT /api/releaseType', 'DELETE /api/releaseType']));
  }, FLOW);

  it('reads in English in the English area', async () => {
    const { user } = await renderApp('/exhibitionEn/index/release', { as: 'exhibitor.en' });
    await user.click(await screen.findByRole('button', { name: 'Manage release types' }, FIRST_LOAD));
    const panel = await findOpenDialog('dialog');
    const list = await within(panel).findByRole('list', { name: 'Release types' });
    expect(await within(list).findByText('Distributors Wanted')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add type' })).toBeInTheDocument();
  }, FLOW);
});

describe('photo albums (material/photo/group)', () => {
  it('renames an album starting from its stored name, read afresh by id', async () => {
    const { user } = await renderApp('/exhibition/index/material/photo/group', { as: 'exhibitor' });
    await screen.findByRole('list', { name: '分组列表' }, FIRST_LOAD);
    // Renamed elsewhere (another tab) after the list was read.
    const album = mockDb.find('albums', (a) => a.name === '产品细节图')[0]!;
    mockDb.update('albums', album.id, { name: '产品细节图（新版）' });

    await user.click(screen.getByRole('button', { name: '分组「产品细节图」的操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '重命名' }));
    const dialog = await findOpenDialog('dialog');
    expect(within(dialog).getByRole('textbox', { name: '分组名称' })).toHaveValue('产品细节图（新版）');
    expect(sent).toContain('GET /api/album');
  }, FLOW);
});

describe('company contacts (companyInfo)', () => {
  it('removes a contact after a question', async () => {
    const { user } = await renderApp('/exhibition/index/companyInfo?tab=contacts', { as: 'exhibitor' });
    const row = await rowOf('赵敏');
    await rowAction(user, row, '删除');
    const question = await findOpenDialog();
    expect(question).toHaveTextContent('赵敏');
    await user.click(within(question).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('赵敏')).not.toBeInTheDocument());
    expect(mockDb.find('contactPersons', (c) => c.name === '赵敏' && c.compId === DEMO_COMPANY)).toHaveLength(0);
    expect(sent).toContain('DELETE /api/Contact');
  }, FLOW);
});

describe('participation (exinfo/exhibition-info)', () => {
  it('reads the current join with GetJoin and switches the current exhibition from the linked ones', async () => {
    const { user } = await renderApp('/exhibition/index/exinfo/exhibition-info', { as: 'exhibitor' });
    await findHeading('参展信息');
    expect(await screen.findByTestId('current-join', undefined, FIRST_LOAD)).toHaveTextContent(EXPO_2027);
    expect(sent).toContain('POST /api/join/GetJoin');

    const select = await screen.findByRole('combobox', { name: '切换当前展会' });
    expect(sent).toContain('GET /api/Join/GetJoinRelevant');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining([EXPO_2027, EXPO_2025]));
    expect(screen.getByText('您的账号关联了 2 个展会，切换后整个后台随之切换')).toBeInTheDocument();

    await user.selectOptions(select, EXPO_2025);
    await waitFor(() => expect(session.get().join?.exhibitionId).toBe(exhibitionIdOf(EXPO_2025)));
    expect(sent).toContain('POST /api/join/SwitchDefaultJoin');
    expect(await screen.findByTestId('current-join')).toHaveTextContent(EXPO_2025);
    const joins = mockDb.find('joins', (j) => j.compId === DEMO_COMPANY);
    expect(joins.find((j) => j.isDefault)?.exhibitionId).toBe(exhibitionIdOf(EXPO_2025));

    // And back, from the table of the company's joins (by join id: join/SetDefault).
    const table = screen.getByTestId('company-joins');
    const row = within(table).getByText(EXPO_2027).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(session.get().join?.exhibitionId).toBe(exhibitionIdOf(EXPO_2027)));
    expect(sent).toContain('PUT /api/join/SetDefault');
  }, FLOW);
});

describe('company profile change requests (companyInfo)', () => {
  it('once the exhibition has opened, saving submits the changes for review instead of saving them', async () => {
    const expo = mockDb.find('exhibitions', (e) => e.name === EXPO_2027)[0]!;
    const startTime = expo.startTime;
    mockDb.update('exhibitions', expo.id, { startTime: '2026-01-05T09:00:00+08:00' });
    try {
      const { user } = await renderApp('/exhibition/index/companyInfo', { as: 'exhibitor' });
      const notice = await screen.findByTestId('company-change-notice', undefined, FIRST_LOAD);
      expect(notice).toHaveTextContent('展会已于 2026-01-05 开幕，企业信息的修改需提交主办方审核，通过后生效');
      const shortName = screen.getByRole('textbox', { name: '企业简称' });
      await waitFor(() => expect(shortName).not.toHaveValue(''));
      const before = mockDb.get('companies', DEMO_COMPANY)!.shortName;
      await user.clear(shortName);
      await user.type(shortName, '华展智能（审核中）');
      await user.click(screen.getByRole('button', { name: '提交审核' }));

      expect(await screen.findByText(/提交的修改正在审核中/)).toBeInTheDocument();
      expect(sent).toContain('PUT /api/CompanyDown');
      const change = mockDb.find('companyDowns', (d) => d.compId === DEMO_COMPANY && d.auditStatus === 0)[0]!;
      expect(JSON.parse(change.afterContent)).toMatchObject({ id: DEMO_COMPANY, shortName: '华展智能（审核中）' });
      // Not saved directly: the organiser's approval applies it.
      expect(mockDb.get('companies', DEMO_COMPANY)!.shortName).toBe(before);
      expect(sent).not.toContain('PUT /api/Company/update');
    } finally {
      mockDb.update('exhibitions', expo.id, { startTime });
    }
  }, FLOW);
});

describe('SMS sign-in', () => {
  it('checks the code before asking for a token: a wrong one is said beside the field', async () => {
    const { user, router } = await renderApp('/exhibition/login/blogin');
    await user.type(await screen.findByRole('textbox', { name: '手机号' }, FIRST_LOAD), '13812345678');
    await user.type(screen.getByRole('textbox', { name: '短信验证码' }), '111111');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('短信验证码错误或已过期')).toBeInTheDocument();
    expect(sent).toContain('POST /api/account/ValidLoginCode');
    expect(sent).not.toContain('POST /connect/token');

    const code = screen.getByRole('textbox', { name: '短信验证码' });
    await user.clear(code);
    await user.type(code, DEMO_CODE);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/home'), FIRST_LOAD);
    expect(session.get().isLogin).toBe(true);
  }, FLOW);

  it('the mobile back office checks it under its own path (account/alidLoginCode)', async () => {
    const { user } = await renderApp('/mobile-backend/login/alogin');
    await user.click(await screen.findByRole('link', { name: '验证码登录' }, FIRST_LOAD));
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138001');
    await user.type(screen.getByRole('textbox', { name: '短信验证码' }), '135790');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('短信验证码错误或已过期')).toBeInTheDocument();
    expect(sent).toContain('POST /api/account/alidLoginCode');
    expect(sent).not.toContain('POST /api/account/ValidLoginCode');
    expect(sent).not.toContain('POST /connect/token');
  }, FLOW);
});

describe('open live registration (/live-user-reg)', () => {
  it('shows the viewer the link names and the exhibitor’s booth without a session', async () => {
    await renderApp(`/live-user-reg?activityId=${LAUNCH}&userid=${EXHIBITOR_USER}`);
    expect(await screen.findByTestId('linked-viewer', undefined, FIRST_LOAD)).toHaveTextContent('您好，张伟：请使用手机号 138****5678 登录');
    expect(sent).toContain('GET /api/userInfo/GetDetailNoAuth');

    const activity = mockDb.get('activities', LAUNCH)!;
    const join = mockDb.find('joins', (j) => j.compId === activity.companyId && j.exhibitionId === activity.exhibitionId)[0]!;
    expect(await screen.findByTestId('activity-booth')).toHaveTextContent(`展位：${join.hallName ?? ''} ${String(join.boothNo)}`);
    expect(sent).toContain('POST /api/join/GetJoinNoAuth');
    expect(session.get().isLogin).toBe(false);
  }, FLOW);

  it('drops a userid that is not an id', async () => {
    await renderApp(`/live-user-reg?activityId=${LAUNCH}&userid=zhangwei`);
    expect(await screen.findByTestId('live-sign-in', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('linked-viewer')).not.toBeInTheDocument();
    expect(sent).not.toContain('GET /api/userInfo/GetDetailNoAuth');
  }, FLOW);
});
