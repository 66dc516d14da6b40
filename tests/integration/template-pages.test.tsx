/**
 * The mini-site template chooser and page builder (template/choice…brand-new), rendered from the
 * app's real route table against the stateful mocks: choose a template, build a page (add, edit,
 * move, delete), save and read it back, the reduced block set, and the leave guard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseTemplateConfig } from '@/features/template/blocks';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { findOpenDialog, waitForDialogClosed } from '../support/render';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 10_000 };

// jsdom does not scroll; the router restores scroll positions on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const blockTypes = () => within(screen.getByTestId('block-list')).getAllByTestId('block-item').map((el) => el.dataset.type);
const preview = () => screen.getByRole('region', { name: '手机预览，宽 375 像素' });
const companyRecord = () => mockDb.get('companies', session.get().company!.id)!;

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('template chooser', () => {
  it('chooses a template by company type: saves templateType and opens its full builder', async () => {
    const { router, user } = await renderApp('/exhibition/index/template/choice-new', { as: 'exhibitor' });

    expect(await screen.findByRole('heading', { name: '选择模板（新版）', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    for (const name of ['工厂模板', '加盟商模板', '服务商模板', '品牌商模板']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: `「${name}」预览` })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: '使用此模板：品牌商模板' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/template/brand-new'));
    expect(await screen.findByText('已选择「品牌商模板」')).toBeInTheDocument();
    await waitFor(() => expect(blockTypes()).toEqual(['title', 'picture', 'link', 'text', 'search']));
    expect(companyRecord().templateType).toBe(4);
    expect(parseTemplateConfig(companyRecord().templateConfig).blocks.map((b) => b.type)).toEqual(['title', 'picture', 'link', 'text', 'search']);
    // The saved page is loaded as it is: nothing to save.
    expect(screen.getByTestId('save-state')).toHaveTextContent('所有修改已保存');

    // Back on the chooser, the brand template is the one in use; another choice asks first.
    await router.navigate({ href: '/exhibition/index/template/choice-new' });
    const brandCard = await screen.findByTestId('template-card-brand');
    expect(within(brandCard).getByText('当前使用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '使用此模板：工厂模板' }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent('小程序页面将替换为「工厂模板」的默认内容');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitForDialogClosed();
    expect(companyRecord().templateType).toBe(4);
    expect(router.state.location.pathname).toBe('/exhibition/index/template/choice-new');
  });
});

describe('page builder', () => {
  it('adds, edits, moves and deletes blocks, saves, and reads the page back after a reload', async () => {
    const { user, unmount } = await renderApp('/exhibition/index/template/factory-new', { as: 'exhibitor' });

    expect(await screen.findByRole('heading', { name: '工厂模板（新版）', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByTestId('block-list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The full builder offers all six block types.
    expect(within(screen.getByTestId('block-palette')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '添加文字模块', '添加图片模块', '添加标题模块', '添加链接模块', '添加产品搜索模块', '添加视频模块',
    ]);

    // Add a text block: it is appended and its settings open.
    await user.click(screen.getByRole('button', { name: '添加文字模块' }));
    expect(blockTypes()).toEqual(['title', 'text', 'picture', 'search', 'video', 'text']);
    expect(screen.getByRole('heading', { name: '文字模块设置' })).toBeInTheDocument();
    expect(screen.getByTestId('save-state')).toHaveTextContent('有未保存的修改');

    // Edit its content and name: the preview follows as you type.
    const content = screen.getByRole('textbox', { name: '文字内容' });
    await user.type(content, '欢迎莅临 A08 展位');
    await waitFor(() => expect(within(preview()).getByText('欢迎莅临 A08 展位')).toBeInTheDocument());
    const name = screen.getByRole('textbox', { name: '模块名称' });
    await user.clear(name);
    await user.type(name, '展位欢迎语');
    expect(await screen.findByRole('button', { name: '编辑文字模块「展位欢迎语」' })).toHaveAttribute('aria-pressed', 'true');

    // Move it up with the keyboard-accessible button.
    await user.click(screen.getByRole('button', { name: '上移文字模块「展位欢迎语」' }));
    expect(blockTypes()).toEqual(['title', 'text', 'picture', 'search', 'text', 'video']);

    // Delete another block: it asks first.
    await user.click(screen.getByRole('button', { name: '删除产品搜索模块「产品搜索」' }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent('确定删除产品搜索模块「产品搜索」吗？');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitForDialogClosed();
    expect(blockTypes()).toEqual(['title', 'text', 'picture', 'text', 'video']);

    // Save: PUT /api/Company/update with templateType + templateConfig.
    await user.click(screen.getByRole('button', { name: '保存页面' }));
    expect(await screen.findByText('页面已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('所有修改已保存'));
    expect(companyRecord().templateType).toBe(1);
    const saved = parseTemplateConfig(companyRecord().templateConfig).blocks;
    expect(saved.map((b) => b.type)).toEqual(['title', 'text', 'picture', 'text', 'video']);
    expect(saved[3]).toMatchObject({ title: '展位欢迎语', config: { content: '欢迎莅临 A08 展位', fontSize: '16px', color: '#000000', position: 'left' } });

    // Reload: the saved order and content come back.
    unmount();
    await renderApp('/exhibition/index/template/factory-new');
    expect(await screen.findByRole('button', { name: '编辑文字模块「展位欢迎语」' }, FIRST_LOAD)).toBeInTheDocument();
    expect(blockTypes()).toEqual(['title', 'text', 'picture', 'text', 'video']);
    expect(within(preview()).getByText('欢迎莅临 A08 展位')).toBeInTheDocument();
    expect(screen.getByTestId('save-state')).toHaveTextContent('所有修改已保存');
  });

  it('offers only text, picture and video in the reduced builder (both languages)', async () => {
    const zh = await renderApp('/exhibition/index/template/service', { as: 'exhibitor' });
    expect(await screen.findByRole('heading', { name: '服务商模板', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    const palette = await screen.findByTestId('block-palette');
    expect(within(palette).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['添加文字模块', '添加图片模块', '添加视频模块']);
    expect(screen.queryByRole('button', { name: '添加产品搜索模块' })).not.toBeInTheDocument();
    // A company on another template starts from this template's default page.
    expect(blockTypes()).toEqual(['text', 'video', 'picture']);
    expect(screen.getByText(/保存后将(切换为|使用)「服务商模板」/)).toBeInTheDocument();
    zh.unmount();

    await renderApp('/exhibitionEn/index/template/service');
    const en = await screen.findByTestId('block-palette', undefined, FIRST_LOAD);
    expect(within(en).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Add a Text block', 'Add a Pictures block', 'Add a Video block']);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router, user } = await renderApp('/exhibition/index/template/brand', { as: 'exhibitor' });
    await user.click(await screen.findByRole('button', { name: '添加视频模块' }, FIRST_LOAD));

    void router.navigate({ href: '/exhibition/index/home' });
    let dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent('放弃未保存的修改？');
    await user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitForDialogClosed();
    expect(router.state.location.pathname).toBe('/exhibition/index/template/brand');

    void router.navigate({ href: '/exhibition/index/home' });
    dialog = await findOpenDialog();
    await user.click(within(dialog).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/home'));
  });

  it('a failed load keeps the title and shows the error in place with a retry, never "no company"', async () => {
    await signInAs('exhibitor');
    const user = userEvent.setup();
    let broken = true;
    server.use(http.get('*/api/company', () => (broken ? HttpResponse.json({ status: 500, errors: [] }, { status: 502 }) : undefined)));
    await renderApp('/exhibition/index/template/factory-new');
    expect(await screen.findByRole('heading', { name: '工厂模板（新版）', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('数据加载失败');
    expect(screen.queryByText('当前账号未绑定企业，无法编辑小程序页面。')).not.toBeInTheDocument();

    broken = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('block-list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an answer that is not a company (a proxy\'s page) is a failure with a retry, not "no company"', async () => {
    await signInAs('exhibitor');
    server.use(http.get('*/api/company', () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    await renderApp('/exhibition/index/template/factory');
    expect(await screen.findByRole('heading', { name: '工厂模板', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/数据加载失败|小程序页面数据读取失败/);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText('当前账号未绑定企业，无法编辑小程序页面。')).not.toBeInTheDocument();
  });

  it('says the account has no company only when it has none', async () => {
    await signInAs('exhibitor');
    session.set({ company: null });
    await renderApp('/exhibition/index/template/factory');
    expect(await screen.findByText('当前账号未绑定企业，无法编辑小程序页面。', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '工厂模板', level: 1 })).toBeInTheDocument();
  });
});
