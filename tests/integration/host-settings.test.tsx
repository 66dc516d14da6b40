/**
 * The host's common settings against the stateful mocks: the region tree (expand, search,
 * add below a node, edit, delete with what is below), the same page on the city tree, and the
 * country list with its code check, the departments and jobs of the live registration form, the SMS
 * account and templates, and the downloadable files of the exhibition.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { toaster } from '@/lib/toaster';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog, waitForDialogClosed } from '../support/render';

const FLOW = 60_000;
/** A real 1 × 1 PNG (the mocks check what an upload contains). */
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
afterEach(() => session.clear());

describe('region tree (区域管理)', () => {
  it('opens a province, adds a district below a city, edits it and deletes it', async () => {
    const { user } = await renderApp('/host/index/common/common-region', { as: 'host' });
    await findHeading('区域管理');
    await user.click(await screen.findByRole('button', { name: '展开“广东省”' }, FIRST_LOAD));
    await user.click(await screen.findByRole('button', { name: '展开“深圳市”' }));
    expect(await screen.findByText('南山区')).toBeInTheDocument();

    await rowAction(user, await rowOf('深圳市'), '添加下级');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('在“深圳市”下添加区/县')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /^名称/ }), '前海合作区');
    await user.type(within(drawer).getByRole('textbox', { name: '编码' }), '4403');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // A wrong code is named beside its field and nothing is sent.
    expect(await within(drawer).findByText(/格式/)).toBeInTheDocument();
    await user.clear(within(drawer).getByRole('textbox', { name: '编码' }));
    await user.type(within(drawer).getByRole('textbox', { name: '编码' }), '440399');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const row = await rowOf('前海合作区');
    expect(within(row).getByText('440399')).toBeInTheDocument();
    expect(within(row).getByText('区/县')).toBeInTheDocument();
    const stored = mockDb.find('regions', (r) => r.name === '前海合作区')[0]!;
    expect(stored.parentId).toBe(mockDb.find('regions', (r) => r.name === '深圳市')[0]!.id);
    expect(stored.level).toBe(3);

    await rowAction(user, row, '编辑');
    const edit = await findOpenDialog('dialog');
    const nameEn = within(edit).getByRole('textbox', { name: '英文名称' });
    await user.type(nameEn, 'Qianhai');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('Qianhai')).toBeInTheDocument();
    expect(mockDb.get('regions', stored.id)?.nameEn).toBe('Qianhai');

    await rowAction(user, await rowOf('前海合作区'), '删除');
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('前海合作区')).not.toBeInTheDocument());
    expect(mockDb.get('regions', stored.id)).toBeUndefined();
  }, FLOW);

  it('moves a district under another city of the level above, and it shows there', async () => {
    const { user } = await renderApp('/host/index/common/common-region', { as: 'host' });
    await findHeading('区域管理');
    await user.click(await screen.findByRole('button', { name: '展开“广东省”' }, FIRST_LOAD));
    await user.click(await screen.findByRole('button', { name: '展开“深圳市”' }));
    await rowAction(user, await rowOf('龙华区'), '编辑');
    const drawer = await findOpenDialog('dialog');
    const parent = within(drawer).getByRole('combobox', { name: '所属市' });
    expect(parent).toHaveDisplayValue('深圳市');
    await user.selectOptions(parent, '广州市');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // Shown under its new parent, opened for it.
    await waitFor(() => expect(screen.getByRole('button', { name: '收起“广州市”' })).toBeInTheDocument());
    const moved = mockDb.find('regions', (r) => r.name === '龙华区')[0]!;
    expect(moved.parentId).toBe(mockDb.find('regions', (r) => r.name === '广州市')[0]!.id);
    expect(moved.level).toBe(3);
  }, FLOW);

  it('search keeps the matches with their parents, opened; deleting a province names what goes with it', async () => {
    const { user } = await renderApp('/host/index/common/common-region', { as: 'host' });
    await findHeading('区域管理');
    await screen.findByText('广东省', undefined, FIRST_LOAD);
    await user.type(screen.getByRole('textbox', { name: '搜索名称或编码' }), '南山');
    expect(await screen.findByText('南山区')).toBeInTheDocument();
    expect(screen.getByText('深圳市')).toBeInTheDocument();
    expect(screen.queryByText('广州市')).not.toBeInTheDocument();
    expect(screen.queryByText('四川省')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '搜索名称或编码' }));
    await user.type(screen.getByRole('textbox', { name: '搜索名称或编码' }), '不存在的地方');
    expect(await screen.findByText('没有名称或编码包含“不存在的地方”的地区')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '搜索名称或编码' }));

    const below = mockDb.all('regions').filter((r) => r.code?.startsWith('51') && r.code !== '510000').length;
    // Backing out at the second question deletes nothing and says nothing was deleted.
    await rowAction(user, await rowOf('四川省'), '删除');
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '删除' }));
    const backOut = await findOpenDialog('alertdialog', '及其');
    await user.click(within(backOut).getByRole('button', { name: '取消' }));
    await waitForDialogClosed();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toaster.getVisibleToasts().map((n) => String(n.title))).not.toContain('删除成功');
    expect(screen.getByText('四川省')).toBeInTheDocument();
    expect(mockDb.find('regions', (r) => (r.code ?? '').startsWith('51'))).toHaveLength(below + 1);

    await rowAction(user, await rowOf('四川省'), '删除');
    const ask = await findOpenDialog();
    await user.click(within(ask).getByRole('button', { name: '删除' }));
    const again = await findOpenDialog('alertdialog', `删除“四川省”及其 ${below} 个下级吗？`);
    await user.click(within(again).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('四川省')).not.toBeInTheDocument());
    expect(mockDb.find('regions', (r) => (r.code ?? '').startsWith('51'))).toHaveLength(0);
  }, FLOW);
});

describe('city tree (城市管理)', () => {
  it('is the same tree on the city calls: a province added at the top shows and is stored as a city', async () => {
    const { user } = await renderApp('/host/index/common/common-city', { as: 'host' });
    await findHeading('城市管理');
    await screen.findByText('广东省', undefined, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: '添加省份' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /^名称/ }), '海南省');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await rowOf('海南省')).toBeInTheDocument();
    expect(mockDb.find('cities', (c) => c.name === '海南省')[0]).toMatchObject({ level: 1, parentId: '00000000-0000-0000-0000-000000000000' });
    expect(mockDb.find('regions', (c) => c.name === '海南省')).toHaveLength(0);
  }, FLOW);
});

describe('countries (国家管理)', () => {
  it('adds a country with its code in capitals, edits it, and deletes it', async () => {
    const { user } = await renderApp('/host/index/common/common-country', { as: 'host' });
    await findHeading('国家管理');
    await screen.findByText('德国', undefined, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: '添加国家' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /^名称/ }), '西班牙');
    await user.type(within(drawer).getByRole('textbox', { name: '编码' }), 'es');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('西班牙');
    expect(within(row).getByText('ES')).toBeInTheDocument();
    expect(within(row).getByText('境外')).toBeInTheDocument();

    await rowAction(user, row, '编辑');
    const edit = await findOpenDialog('dialog');
    await user.type(within(edit).getByRole('textbox', { name: '英文名称' }), 'Spain');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('Spain')).toBeInTheDocument();

    await rowAction(user, await rowOf('西班牙'), '删除');
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('西班牙')).not.toBeInTheDocument());
    expect(mockDb.find('countries', (c) => c.name === '西班牙')).toHaveLength(0);
  }, FLOW);
});

describe('departments (部门管理, the live registration form)', () => {
  it('adds a job to a department through GraphQL, renames it, and deletes a department with its jobs after naming them', async () => {
    const { user } = await renderApp('/host/index/common/common-department', { as: 'host' });
    await findHeading('部门管理');
    await rowAction(user, await rowOf('采购部'), '添加职位');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('在“采购部”下添加职位')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /^名称/ }), '供应链经理');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // The department opens on its new job.
    const job = await rowOf('供应链经理');
    expect(within(job).getByText('职位')).toBeInTheDocument();
    expect(mockDb.find('liveDepartmentJobs', (j) => j.name === '供应链经理')).toHaveLength(1);

    await rowAction(user, job, '编辑');
    const edit = await findOpenDialog('dialog');
    await user.type(within(edit).getByRole('textbox', { name: '英文名称' }), 'Supply Chain Manager');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('Supply Chain Manager')).toBeInTheDocument();

    await rowAction(user, await rowOf('采购部'), '删除');
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '删除' }));
    const again = await findOpenDialog('alertdialog', '删除部门“采购部”及其 3 个职位吗？');
    await user.click(within(again).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('采购部')).not.toBeInTheDocument());
    expect(mockDb.find('liveDepartments', (d) => d.name === '采购部')).toHaveLength(0);
  }, FLOW);

  it('arranges the departments beside the registration form as a phone shows it, and saves the order', async () => {
    const { user } = await renderApp('/host/index/common/common-department', { as: 'host' });
    await findHeading('部门管理');
    await screen.findByRole('table', { name: '部门管理' }, FIRST_LOAD);
    const departments = () => mockDb.find('liveDepartments', () => true).sort((a, b) => a.showIndex - b.showIndex || a.name.localeCompare(b.name, 'zh'));
    const [first, second] = departments() as unknown as [{ name: string }, { name: string }];
    await user.click(screen.getByRole('button', { name: '调整顺序' }));
    const list = screen.getByRole('list', { name: '部门顺序' });
    await user.click(within(list).getByRole('button', { name: `“${second.name}”上移` }));
    const phone = screen.getByRole('figure', { name: '报名表预览' });
    expect(within(phone).getByText(second.name).compareDocumentPosition(within(phone).getByText(first.name)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    await waitFor(() => expect(departments().slice(0, 2).map((d) => d.name)).toEqual([second.name, first.name]));
  }, FLOW);
});

describe('messages (消息管理)', () => {
  it('shows the SMS account and checks its balance; editing it keeps the password when left empty', async () => {
    const { user } = await renderApp('/host/index/common/common-message', { as: 'host' });
    await findHeading('消息管理');
    const card = await screen.findByTestId('sms-account', undefined, FIRST_LOAD);
    expect(within(card).getByText('huazhan_expo')).toBeInTheDocument();
    expect(within(card).getByText('【华展国际】')).toBeInTheDocument();
    mockDb.update('smsAccounts', mockDb.all('smsAccounts')[0]!.id, { balance: 9800 });
    await user.click(within(card).getByRole('button', { name: '查询余额' }));
    await waitFor(() => expect(within(card).getByTestId('sms-balance')).toHaveTextContent('9800 条'));
    // When it was checked, as a date and a time.
    expect(within(card).getByText(/^更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '编辑账号' }));
    const drawer = await findOpenDialog('dialog');
    const signature = within(drawer).getByRole('textbox', { name: /短信签名/ });
    await user.clear(signature);
    await user.type(signature, '华');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // Too short for the gateway: said beside the field, nothing sent.
    expect(await within(drawer).findByText('至少输入 2 个字符')).toBeInTheDocument();
    await user.type(signature, '展展会');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(card).findByText('【华展展会】')).toBeInTheDocument();
    expect(mockDb.all('smsAccounts')[0]).toMatchObject({ signature: '华展展会', password: 'Sms@2026demo' });
  }, FLOW);

  it('lists the templates of the module in the URL and adds one with its length in messages', async () => {
    const { user, router } = await renderApp('/host/index/common/common-message', { as: 'host' });
    await findHeading('消息管理');
    expect(await screen.findByText('报名审核通过通知', undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /证件审核/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ module: 'CardAudit' }));
    expect(await screen.findByText('证件审核通过通知')).toBeInTheDocument();
    expect(screen.queryByText('报名审核通过通知')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加模板' }));
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText(/可用占位符：\{name\} \{cardTypeName\} \{exhibitionName\}/)).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /模板名称/ }), '证件领取提醒');
    await user.type(within(drawer).getByRole('textbox', { name: /短信内容/ }), '{{name}您好，您的{{cardTypeName}已可领取。');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const added = (await screen.findByText('证件领取提醒', undefined, FIRST_LOAD)).closest('[data-testid=sms-template]') as HTMLElement;
    expect(within(added).getByText('{name}您好，您的{cardTypeName}已可领取。')).toBeInTheDocument();
    expect(within(added).getByText(/约 1 条短信/)).toBeInTheDocument();
    expect(mockDb.find('smsTemplates', (x) => x.name === '证件领取提醒')[0]).toMatchObject({ module: 'CardAudit', isEnable: true });
  }, FLOW);
});

describe('downloads (下载管理)', () => {
  it('publishes an uploaded file for the current exhibition, titled after the file, and withdraws it', async () => {
    const { user } = await renderApp('/host/index/common/common-down', { as: 'host' });
    await findHeading('下载管理');
    expect(await screen.findByText('参展商手册', undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布文件' }));
    const drawer = await findOpenDialog('dialog');
    await user.upload(within(drawer).getByLabelText(/文件/, { selector: 'input[type=file]' }), new File(['%PDF-1.4 test'], '观众参观指南.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /标题/ })).toHaveValue('观众参观指南'));
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const row = await rowOf('观众参观指南');
    expect(within(row).getByRole('link', { name: /观众参观指南\.pdf/ })).toHaveAttribute('download', '观众参观指南.pdf');
    const stored = mockDb.find('downloadFiles', (d) => d.name === '观众参观指南')[0]!;
    expect(stored).toMatchObject({ fileName: '观众参观指南.pdf', isShow: true });
    expect(stored.exhibitionId).toBe(mockDb.find('downloadFiles', (d) => d.name === '参展商手册')[0]!.exhibitionId);

    await rowAction(user, row, '删除');
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('观众参观指南')).not.toBeInTheDocument());
    expect(mockDb.find('downloadFiles', (d) => d.name === '观众参观指南')).toHaveLength(0);
  }, FLOW);
});

describe('share posters (分享海报)', () => {
  it('previews where the QR code sits and refuses a code that goes past the picture', async () => {
    const { user } = await renderApp('/host/index/common/common-poster-add', { as: 'host' });
    await findHeading('添加分享海报');
    const qr = await screen.findByTestId('poster-qr', undefined, FIRST_LOAD);
    // 275 px from the left of a 750 px picture.
    expect(qr.style.left || getComputedStyle(qr).left).toMatch(/36\.66/);
    const left = screen.getByRole('textbox', { name: '二维码左边距' });
    await user.clear(left);
    await user.type(left, '600');
    // Emptied and typed again: the new number, not the old one with it.
    expect(left).toHaveValue('600');
    await user.type(screen.getByRole('textbox', { name: /^海报名称/ }), '展商邀请海报');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('二维码超出了背景宽度，请减小左边距或边长')).toBeInTheDocument();
    expect(mockDb.find('exhibitionSharePosters', (p) => p.name === '展商邀请海报')).toHaveLength(0);
  }, FLOW);

  it('arranges the posters beside the sharing screen of the mini-programme, and saves the order', async () => {
    const { user } = await renderApp('/host/index/common/common-poster', { as: 'host' });
    await findHeading('分享海报');
    await screen.findByRole('table', undefined, FIRST_LOAD);
    const posters = () => (mockDb.find('exhibitionSharePosters', () => true) as unknown as { name: string; showIndex: number; isEnable: boolean; exhibitionId: string }[]).sort((a, b) => a.showIndex - b.showIndex);
    await user.click(screen.getByRole('button', { name: '调整顺序' }));
    const list = await screen.findByRole('list', { name: '海报顺序' });
    const names = within(list).getAllByTestId('arranged-title').map((e) => e.textContent ?? '');
    expect(names.length).toBeGreaterThan(1);
    await user.click(within(list).getByRole('button', { name: `“${names[1]}”上移` }));
    expect(within(list).getAllByTestId('arranged-title').slice(0, 2).map((e) => e.textContent)).toEqual([names[1], names[0]]);
    await user.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    // Back on the list; the stored order follows.
    await screen.findByRole('table');
    const stored = posters().map((p) => p.name);
    expect(stored.indexOf(names[1]!)).toBeLessThan(stored.indexOf(names[0]!));
  }, FLOW);
});

describe('banners (轮播图管理)', () => {
  it('adds a banner to a place, refuses a javascript: link beside the field, and hides one with its switch', async () => {
    const { user } = await renderApp('/host/index/common/common-banner', { as: 'host' });
    await findHeading('轮播图管理');
    await screen.findByText('十大看点', undefined, FIRST_LOAD);
    await user.click(screen.getByRole('radio', { name: '直播页' }));
    await waitFor(() => expect(screen.queryByText('十大看点')).not.toBeInTheDocument());
    expect(screen.getByText('展商直播周')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加轮播图' }));
    const drawer = await findOpenDialog('dialog');
    await user.upload(within(drawer).getByLabelText(/图片/, { selector: 'input[type=file]' }), pngFile('live.png'));
    await user.type(within(drawer).getByRole('textbox', { name: '标题' }), '直播预告');
    await user.type(within(drawer).getByRole('textbox', { name: '链接' }), 'javascript:alert(1)');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请输入正确的网址')).toBeInTheDocument();
    expect(mockDb.find('audienceBanners', (b) => b.title === '直播预告')).toHaveLength(0);
    const link = within(drawer).getByRole('textbox', { name: '链接' });
    await user.clear(link);
    await user.type(link, 'https://expo.example.com/live/preview');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const row = await rowOf('直播预告');
    expect(mockDb.find('audienceBanners', (b) => b.title === '直播预告')[0]).toMatchObject({ type: 'live', link: 'https://expo.example.com/live/preview', isShow: true });
    await user.click(within(row).getByRole('checkbox', { name: '显示' }));
    await waitFor(() => expect(mockDb.find('audienceBanners', (b) => b.title === '直播预告')[0]).toMatchObject({ isShow: false }));
  }, FLOW);
});

describe('common settings overview (通用设置)', () => {
  it('lists the common settings with what each is for, and opens one', async () => {
    const { user, router } = await renderApp('/host/index/common', { as: 'host' });
    await findHeading('通用设置');
    const pages = await screen.findByTestId('common-pages', undefined, FIRST_LOAD);
    const link = within(pages).getByRole('link', { name: '区域管理' });
    expect(within(pages).getByText('省、市、区三级行政区域，供展商地址、观众注册等选择。')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: '消息管理' })).toHaveAttribute('href', '/host/index/common/common-message');
    await user.click(link);
    await findHeading('区域管理');
    expect(router.state.location.pathname).toBe('/host/index/common/common-region');
  }, FLOW);
});

describe('quick entrances (快捷入口)', () => {
  it('checks a link against what it opens, then adds the shortcut', async () => {
    const { user } = await renderApp('/host/index/webSet/web-entrance', { as: 'host' });
    await findHeading('快捷入口');
    await screen.findByText('观众预登记', undefined, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: '添加入口' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /^入口名称/ }), '展商手册');
    await user.type(within(drawer).getByRole('textbox', { name: /^链接/ }), 'downloads/manual');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    // A page of the site is a path.
    expect(await within(drawer).findByText('站内页面以 / 开头，如 /visitor/register')).toBeInTheDocument();
    const link = within(drawer).getByRole('textbox', { name: /^链接/ });
    await user.clear(link);
    await user.type(link, '/downloads/manual');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('展商手册');
    expect(within(row).getByText('站内页面')).toBeInTheDocument();
    expect(mockDb.find('quickEntrances', (e) => e.name === '展商手册')[0]).toMatchObject({ linkType: 0, link: '/downloads/manual', isShow: true });
  }, FLOW);

  it('arranges the shortcuts with the mini-programme home beside, and saves the new order', async () => {
    const { user } = await renderApp('/host/index/webSet/web-entrance', { as: 'host' });
    await findHeading('快捷入口');
    await screen.findByRole('table', { name: '快捷入口' }, FIRST_LOAD);
    const entrances = () => mockDb.find('quickEntrances', () => true).sort((a, b) => a.showIndex - b.showIndex);
    const shown = entrances().filter((e) => e.isShow);
    const [first, second] = shown;
    await user.click(screen.getByRole('button', { name: '调整顺序' }));
    const list = screen.getByRole('list', { name: '快捷入口顺序' });
    await user.click(within(list).getByRole('button', { name: `“${second.name}”上移` }));
    const phone = screen.getByRole('figure', { name: '小程序首页预览' });
    // The phone shows the shown shortcuts only, in the arranged order.
    expect(within(phone).getAllByRole('img').map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label'))).toEqual(
      [...entrances()].filter((e) => e.isShow).map((e) => e.name).toSpliced(0, 2, second.name, first.name),
    );
    await user.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    await screen.findByRole('table', { name: '快捷入口' });
    const after = entrances().filter((e) => e.isShow);
    expect(after.slice(0, 2).map((e) => e.name)).toEqual([second.name, first.name]);
  }, FLOW);
});

describe('website banners (网站轮播图)', () => {
  it('opens from the webSet section, switches position in the URL, and adds a banner with its mini-programme page checked', async () => {
    const { user, router } = await renderApp('/host/index/webSet', { as: 'host' });
    await findHeading('网站轮播图');
    expect(router.state.location.pathname).toBe('/host/index/webSet/webBanner');
    expect(await screen.findByText('同期论坛抢先看', undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '观众预登记' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 3 }));
    expect(await screen.findByText('预登记享免费入场')).toBeInTheDocument();
    expect(screen.queryByText('同期论坛抢先看')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加轮播图' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /^标题/ }), '扫码预登记');
    await user.upload(within(drawer).getByLabelText(/网站图片/, { selector: 'input[type=file]' }), pngFile('kv.png'));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: '小程序中点击' }), '1');
    await user.type(within(drawer).getByRole('textbox', { name: '小程序链接' }), 'https://expo.example.com/visit');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('小程序页面如 pages/register/index')).toBeInTheDocument();
    const link = within(drawer).getByRole('textbox', { name: '小程序链接' });
    await user.clear(link);
    await user.type(link, 'pages/register/index');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await rowOf('扫码预登记')).toBeInTheDocument();
    expect(mockDb.find('exhibitionBanners', (b) => b.title === '扫码预登记')[0]).toMatchObject({ type: 3, wechatLinkType: 1, wechatLink: 'pages/register/index' });
  }, FLOW);

  it('arranges the banners of a position: moved down, seen on the phone preview, saved in the new order', async () => {
    const { user } = await renderApp('/host/index/webSet/webBanner', { as: 'host' });
    await findHeading('网站轮播图');
    await screen.findByRole('table', { name: '网站轮播图' }, FIRST_LOAD);
    const banners = () => mockDb.find('exhibitionBanners', (b) => b.type === 1).sort((a, b) => a.showIndex - b.showIndex);
    const before = banners();
    expect(before.length).toBeGreaterThan(1);
    const [first, second] = before;
    await user.click(screen.getByRole('button', { name: '调整顺序' }));
    const list = screen.getByRole('list', { name: '轮播图顺序' });
    await user.click(within(list).getByRole('button', { name: `“${first.title}”下移` }));
    expect(within(list).getAllByTestId('arranged-title').slice(0, 2).map((e) => e.textContent)).toEqual([second.title, first.title]);
    // The phone shows the new first banner in the carousel's place.
    expect(within(screen.getByRole('figure', { name: '小程序预览' })).getAllByRole('img')[0]).toHaveAccessibleName(second.title);
    await user.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '网站轮播图' });
    const titles = within(table).getAllByRole('row').slice(1).map((r) => r.textContent ?? '');
    expect(titles.findIndex((t) => t.includes(second.title))).toBeLessThan(titles.findIndex((t) => t.includes(first.title)));
    const after = banners();
    expect(after.slice(0, 2).map((b) => b.title)).toEqual([second.title, first.title]);
  }, FLOW);
});

describe('operation log (操作日志)', () => {
  it('pages the log newest first and filters it by kind and by account in the URL', async () => {
    const { user, router } = await renderApp('/host/index/set/hostOperationLog', { as: 'host' });
    await findHeading('操作日志');
    const table = await screen.findByRole('table', { name: '操作日志' }, FIRST_LOAD);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.selectOptions(screen.getByRole('combobox', { name: '操作类型' }), '导出');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ operationType: 5 }));
    await waitFor(() => {
      const kinds = within(screen.getByRole('table', { name: '操作日志' })).getAllByRole('row').slice(1).map((row) => row.children[3]?.textContent);
      expect(kinds.length).toBeGreaterThan(0);
      expect(new Set(kinds)).toEqual(new Set(['导出']));
    });
    await user.type(screen.getByPlaceholderText('按账号搜索'), 'ops_wanglei{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ keyword: 'ops_wanglei', operationType: 5 }));
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: '操作日志' })).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('王磊');
    });
  }, FLOW);
});

describe('tracked links (统计管理)', () => {
  it('totals the clicks, refuses a link that is not a web address, and adds one at zero', async () => {
    const { user } = await renderApp('/host/index/set/statisticalManage', { as: 'host' });
    await findHeading('统计管理');
    const total = mockDb.all('linkClickTotals').reduce((sum, l) => sum + l.clickCount, 0);
    expect(await screen.findByTestId('links-total', undefined, FIRST_LOAD)).toHaveTextContent(total.toLocaleString('zh-CN'));
    await user.click(screen.getByRole('button', { name: '添加链接' }));
    const drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /^名称/ }), '地铁广告二维码');
    await user.type(within(drawer).getByRole('textbox', { name: /^链接/ }), 'javascript:alert(1)');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请输入正确的网址')).toBeInTheDocument();
    const link = within(drawer).getByRole('textbox', { name: /^链接/ });
    await user.clear(link);
    await user.type(link, 'https://expo.example.com/register?src=metro');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('地铁广告二维码');
    expect(within(row).getAllByText('0')).toHaveLength(2);
  }, FLOW);
});
