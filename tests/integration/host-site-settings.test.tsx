/**
 * The site settings of the current exhibition (designed calls of openapi/site-settings.yaml):
 * 常见问题 (common/common-question: the FAQ by group, only this exhibition's, answers read
 * sanitised, a form that says what is missing beside the fields), 文案设置 (common/common-text: one
 * fixed text at a time from the URL, saved in both languages and kept), and 功能管理
 * (common/common-function: a module switched off, renamed, and moved in the order, which the server
 * keeps and which comes back when it refuses). The add/edit/hide/delete journey of the FAQ is the
 * declaration-driven one of resources-crud.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ids } from '@/mocks/data/places';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const EX = ids.exhibition2026;
const functionsInOrder = () =>
  mockDb
    .find('exhibitionFunctions', (r) => r.exhibitionId === EX)
    .sort((a, b) => a.showIndex - b.showIndex)
    .map((r) => r.name);
/** The modules as the page lists them, by the names of their switches. */
const listedModules = () =>
  within(screen.getByRole('list', { name: '功能模块（按显示顺序）' }))
    .getAllByRole('checkbox', { name: /^启用“/ })
    .map((box) => /^启用“(.*)”$/.exec(box.getAttribute('aria-label') ?? '')?.[1]);

describe('常见问题', () => {
  it('lists this exhibition\'s questions by group, filters by group, and shows an answer sanitised', async () => {
    mockDb.insert('questions', {
      exhibitionId: EX, group: 4, question: '证件可以代领吗？', answer: '<p>可以<img src="x" onerror="window.__pwned = 1"></p><script>window.__pwned = 2</script>',
      showIndex: 9, isShow: true, createTime: '2026-11-01T10:00:00+08:00',
    });
    const { user, router } = await renderApp('/host/index/common/common-question', { as: 'host' });
    await findHeading('常见问题');
    expect(within(await rowOf('如何申请参展？')).getByText('参展')).toBeInTheDocument();
    expect(within(await rowOf('如何前往深圳国际会展中心？')).getByText('交通住宿')).toBeInTheDocument();
    // Another exhibition's question is not listed; a hidden one is listed with its switch off.
    expect(screen.queryByText('食品展可以现场试吃吗？')).not.toBeInTheDocument();
    expect(within(await rowOf('展会期间有哪些同期论坛？')).getByRole('checkbox', { name: '显示' })).not.toBeChecked();

    // The group filter, in the URL.
    await router.navigate({ to: '/host/index/common/common-question', search: { pageIndex: 1, pageSize: 10, group: 4 } });
    await waitFor(() => expect(screen.queryByText('如何申请参展？')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(await rowOf('展商证如何办理？')).toBeInTheDocument();

    // The answer as visitors read it: no script, no event handler.
    await rowAction(user, await rowOf('证件可以代领吗？'), '查看');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('可以')).toBeInTheDocument();
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  }, 60_000);

  it('says beside each field what a new question lacks, and keeps what was typed', async () => {
    const { user } = await renderApp('/host/index/common/common-question-add', { as: 'host' });
    await findHeading('添加常见问题');
    await user.type(screen.getByRole('textbox', { name: '问题（英文）' }), 'Is Wi-Fi available?');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: '分组' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '问题（英文）' })).toHaveValue('Is Wi-Fi available?');
    expect(mockDb.find('questions', (r) => r.questionEn === 'Is Wi-Fi available?')).toHaveLength(0);
  }, 60_000);
});

describe('文案设置', () => {
  it('edits the text chosen in the URL in both languages; the text and its time of change are kept', async () => {
    const { user, router, unmount } = await renderApp('/host/index/common/common-text', { as: 'host' });
    await findHeading('文案管理');
    // The first text by default, with its last change.
    expect(await screen.findByRole('tab', { name: '参展须知', selected: true }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/最后修改：2026-11-12 \d{2}:\d{2}（host）/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /隐私政策\s*缺英文/ })).toBeInTheDocument();

    // A text never written: chosen in the URL.
    await user.click(screen.getByRole('tab', { name: /展商手册说明/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ key: 'exhibitorManual' }));
    expect(within(screen.getByRole('tab', { name: /展商手册说明/ })).getByText('尚未填写')).toBeInTheDocument();
    const zh = await screen.findByRole('textbox', { name: '展商手册说明 · 中文内容' });
    const en = screen.getByRole('textbox', { name: '展商手册说明 · 英文内容' });
    zh.innerHTML = '<p>《展商手册》含布展、运输与证件办理说明，请于 <strong>2 月 15 日</strong>前下载阅读。</p>';
    zh.dispatchEvent(new Event('input', { bubbles: true }));
    en.innerHTML = '<p>The exhibitor manual covers build-up, shipping and badges.</p>';
    en.dispatchEvent(new Event('input', { bubbles: true }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(within(screen.getByRole('tab', { name: /展商手册说明/ })).queryByText('尚未填写')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(screen.getByText(/最后修改：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeInTheDocument();
    const stored = mockDb.find('exhibitionTexts', (r) => r.exhibitionId === EX && r.key === 'exhibitorManual')[0];
    expect(stored?.contentZh).toContain('2 月 15 日');
    expect(stored?.contentEn).toContain('exhibitor manual');

    // Opened again from its URL (a new app: nothing cached), it starts from what was saved.
    unmount();
    await renderApp('/host/index/common/common-text?key=exhibitorManual', { as: 'host' });
    await findHeading('文案管理');
    expect(await screen.findByRole('tab', { name: '展商手册说明', selected: true }, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '展商手册说明 · 中文内容' })).toHaveTextContent('请于 2 月 15 日前下载阅读'));
  }, 60_000);
});

describe('功能管理', () => {
  it('switches a module off and renames one; the store keeps both', async () => {
    const { user } = await renderApp('/host/index/common/common-function', { as: 'host' });
    await findHeading('功能设置');
    expect(await screen.findByText('已启用 9 / 11 项', undefined, FIRST_LOAD)).toBeInTheDocument();
    const live = screen.getByRole('checkbox', { name: '启用“直播”' });
    expect(live).toBeChecked();
    await user.click(live);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '启用“直播”' })).not.toBeChecked());
    expect(await screen.findByText('已启用 8 / 11 项')).toBeInTheDocument();
    expect(mockDb.find('exhibitionFunctions', (r) => r.exhibitionId === EX && r.code === 'Live')[0]?.isEnable).toBe(false);

    await user.click(screen.getByRole('button', { name: '编辑“采购需求”' }));
    const drawer = await findOpenDialog('dialog');
    const name = within(drawer).getByRole('textbox', { name: /显示名称/ });
    expect(name).toHaveValue('采购需求');
    await user.clear(name);
    await user.type(name, '采购对接');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('checkbox', { name: '启用“采购对接”' }, FIRST_LOAD)).toBeChecked();
    expect(mockDb.find('exhibitionFunctions', (r) => r.exhibitionId === EX && r.code === 'PurchaseDemand')[0]?.name).toBe('采购对接');
  }, 60_000);

  it('moves a module up; the order is saved, and put back when the server refuses it', async () => {
    const { user } = await renderApp('/host/index/common/common-function', { as: 'host' });
    await findHeading('功能设置');
    await screen.findByRole('list', { name: '功能模块（按显示顺序）' }, FIRST_LOAD);
    expect(listedModules().slice(5, 7)).toEqual(['证件办理', '商务配对']);

    await user.click(screen.getByRole('button', { name: '“商务配对”上移' }));
    await waitFor(() => expect(functionsInOrder().slice(5, 7)).toEqual(['商务配对', '证件办理']), FIRST_LOAD);
    await waitFor(() => expect(listedModules().slice(5, 7)).toEqual(['商务配对', '证件办理']));

    server.use(http.put(/\/api\/ExhibitionFunction\/Sort$/i, () => HttpResponse.json({ status: 400, errors: [{ message: '排序保存失败，请稍后再试' }] }, { status: 400 })));
    await user.click(screen.getByRole('button', { name: '“展馆导航”上移' }));
    expect(await screen.findByText(/排序保存失败，请稍后再试/, undefined, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(listedModules().slice(7, 10)).toEqual(['同期活动', '展商名录', '展馆导航']));
    expect(functionsInOrder().slice(7, 10)).toEqual(['同期活动', '展商名录', '展馆导航']);
  }, 60_000);
});
