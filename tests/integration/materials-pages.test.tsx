/**
 * The materials and release pages of the exhibitor back office, rendered from the app's real
 * route table against the stateful mocks: photos moved between albums, batch delete, albums
 * created, renamed and deleted, loose photos, the photo library tabs, videos, and a release from
 * creation to deletion.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseCommentCreate } from '@gen/api/release/release';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toaster';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { chooseMenuItem, findOpenDialog, waitForDialogClosed } from '../support/render';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

/** A 1×1 PNG, the smallest picture the upload accepts. */
const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f,
  0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00,
  0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 10_000 };

/** The grid of photos on the page. */
const photoGrid = () => screen.getByRole('list', { name: '图片列表' });
const photoNames = () => within(photoGrid()).getAllByTestId('photo-tile').map((tile) => tile.querySelector('img')?.getAttribute('alt'));

beforeEach(async () => {
  // Toasts of earlier tests would queue new ones behind them (at most five are shown).
  toaster.remove();
  session.clear();
  applyLanguage('zh');
  await signInAs('exhibitor');
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('photo library', () => {
  it('moves two photos of one album into another and shows them there', async () => {
    const { router, user } = await renderApp('/exhibition/index/material/photo/group');
    await user.click(await screen.findByRole('button', { name: '打开分组「2025 展位实拍」' }, FIRST_LOAD));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ albumId: expect.any(String) }));
    expect(await screen.findByRole('heading', { name: '2025 展位实拍' })).toBeInTheDocument();
    await waitFor(() => expect(photoNames()).toHaveLength(10));

    await user.click(screen.getByRole('checkbox', { name: '选择「展位正面全景」' }));
    await user.click(screen.getByRole('checkbox', { name: '选择「洽谈区」' }));
    expect(screen.getByText('已选择 2 张')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移动到分组' }));

    const picker = await findOpenDialog('dialog');
    expect(within(picker).getByText('把 2 张图片移动到：')).toBeInTheDocument();
    // The photos' own album cannot be the target.
    expect(within(picker).getByRole('button', { name: /2025 展位实拍/ })).toBeDisabled();
    await user.click(within(picker).getByRole('button', { name: /产品细节图/ }));
    await waitForDialogClosed('dialog');
    expect(await screen.findByText('已将 2 张图片移动到「产品细节图」')).toBeInTheDocument();
    await waitFor(() => expect(photoNames()).toHaveLength(8));
    expect(photoNames()).not.toContain('展位正面全景');

    // The other album has them now.
    await user.click(screen.getByRole('button', { name: '全部分组' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const card = within(await screen.findByRole('list', { name: '分组列表' })).getAllByTestId('album-card').find((c) => c.textContent?.includes('产品细节图'))!;
    expect(within(card).getByText('10 张')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开分组「产品细节图」' }));
    expect(await screen.findByRole('heading', { name: '产品细节图' })).toBeInTheDocument();
    await waitFor(() => expect(photoNames()).toHaveLength(10));
    expect(photoNames()).toEqual(expect.arrayContaining(['展位正面全景', '洽谈区', 'HZ-C6 协作机器人']));
  });

  it('asks before deleting the selected photos, and deletes them in one call', async () => {
    const { user } = await renderApp('/exhibition/index/material/photo/all');
    await waitFor(() => expect(photoNames().length).toBeGreaterThanOrEqual(30), FIRST_LOAD);
    const before = photoNames().length;

    await user.click(screen.getByRole('checkbox', { name: '选择「宣传单页正面」' }));
    await user.click(screen.getByRole('checkbox', { name: '选择「宣传单页背面」' }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    let question = await findOpenDialog();
    expect(question).toHaveTextContent('确定删除选中的 2 张图片吗？删除后不可恢复。');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    await waitForDialogClosed();
    expect(photoNames()).toHaveLength(before);
    expect(mockDb.find('albumPhotos', (p) => p.name === '宣传单页正面')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '批量删除' }));
    question = await findOpenDialog();
    await user.click(within(question).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 2 张图片')).toBeInTheDocument();
    await waitFor(() => expect(photoNames()).toHaveLength(before - 2));
    expect(photoNames()).not.toContain('宣传单页正面');
    expect(mockDb.find('albumPhotos', (p) => p.name === '宣传单页背面')).toHaveLength(0);
  });

  it('renames and deletes one photo from its menu', async () => {
    const { user } = await renderApp('/exhibition/index/material/photo/loose');
    await waitFor(() => expect(photoNames()).toContain('易拉宝设计稿'), FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: '图片「易拉宝设计稿」的操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '重命名' }));
    const dialog = await findOpenDialog('dialog');
    const name = within(dialog).getByRole('textbox', { name: '图片名称' });
    expect(name).toHaveValue('易拉宝设计稿');
    await user.clear(name);
    await user.type(name, '易拉宝终稿');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(photoNames()).toContain('易拉宝终稿'));

    await user.click(screen.getByRole('button', { name: '图片「易拉宝终稿」的操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '删除' }));
    const question = await findOpenDialog();
    expect(question).toHaveTextContent('确定删除图片「易拉宝终稿」吗？');
    await user.click(within(question).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(photoNames()).not.toContain('易拉宝终稿'));
  });

  it("replaces a photo's picture and keeps its name and album", async () => {
    const { user } = await renderApp('/exhibition/index/material/photo/loose');
    await waitFor(() => expect(photoNames()).toContain('展位平面图'), FIRST_LOAD);
    const before = mockDb.find('albumPhotos', (p) => p.name === '展位平面图')[0]!;
    await user.click(screen.getByRole('button', { name: '图片「展位平面图」的操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '替换图片' }));
    const dialog = await findOpenDialog('dialog');
    await user.upload(within(dialog).getByLabelText('选择图片', { selector: 'input' }), new File([png], '展位平面图-终版.png', { type: 'image/png' }));
    expect(await screen.findByText('图片已替换')).toBeInTheDocument();
    expect(mockDb.get('albumPhotos', before.id)).toMatchObject({ name: '展位平面图', albumId: before.albumId ?? null, url: expect.stringMatching(/^data:image\/png;base64,/) });
    await waitFor(() => expect(photoNames()).toContain('展位平面图'));
  });

  it('shows only the photos in no album on the loose view', async () => {
    await renderApp('/exhibition/index/material/photo/loose');
    await waitFor(() => expect(photoNames()).toContain('展会门票扫描件'), FIRST_LOAD);
    expect(screen.getByRole('heading', { name: '未分组图片' })).toBeInTheDocument();
    expect(photoNames()).toEqual(expect.arrayContaining(['展会门票扫描件', '展位平面图', '展位搭建进度']));
    expect(photoNames()).not.toContain('HZ-C6 关节模组');
    const loose = mockDb.find('albumPhotos', (p) => p.compId === session.get().company?.id && p.albumId === null);
    expect(photoNames()).toHaveLength(loose.length);
  });

  it('creates, renames and deletes an album; the photos of a deleted album become loose', async () => {
    const { user } = await renderApp('/exhibition/index/material/photo/group');
    const albums = await screen.findByRole('list', { name: '分组列表' }, FIRST_LOAD);
    expect(within(albums).getAllByTestId('album-card')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '新建分组' }));
    let dialog = await findOpenDialog('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '分组名称' }), '新品实拍');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('button', { name: '打开分组「新品实拍」' })).toBeInTheDocument();
    await waitForDialogClosed('dialog');

    // A name already taken is refused with the server's words; the dialog stays.
    await user.click(screen.getByRole('button', { name: '分组「新品实拍」的操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '重命名' }));
    dialog = await findOpenDialog('dialog');
    const name = within(dialog).getByRole('textbox', { name: '分组名称' });
    await user.clear(name);
    await user.type(name, '产品细节图');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('相册“产品细节图”已存在');
    await user.clear(name);
    await user.type(name, '新品实拍 2026');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('button', { name: '打开分组「新品实拍 2026」' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打开分组「新品实拍」' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '分组「新品实拍 2026」的操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: /删除分组/ }));
    let question = await findOpenDialog();
    await user.click(within(question).getByRole('button', { name: '删除分组' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '打开分组「新品实拍 2026」' })).not.toBeInTheDocument());

    // Deleting an album keeps its photos, as loose photos.
    await user.click(screen.getByRole('button', { name: '分组「工厂与团队」的操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: /删除分组/ }));
    question = await findOpenDialog();
    expect(question).toHaveTextContent('分组中的图片不会被删除，将变为未分组图片');
    await user.click(within(question).getByRole('button', { name: '删除分组' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '打开分组「工厂与团队」' })).not.toBeInTheDocument());
    expect(mockDb.find('albumPhotos', (p) => p.name === '团队合影')[0]?.albumId).toBeNull();
  });

  it('uploads photos into the open album (upload, then POST /api/albumPhoto for each file)', async () => {
    const { user } = await renderApp('/exhibition/index/material/photo/group');
    await user.click(await screen.findByRole('button', { name: '打开分组「产品细节图」' }, FIRST_LOAD));
    await waitFor(() => expect(photoNames().length).toBeGreaterThan(0));
    const before = photoNames().length;

    await user.click(screen.getByRole('button', { name: '上传图片' }));
    const dialog = await findOpenDialog('dialog');
    expect(within(dialog).getByText('图片将上传到分组「产品细节图」')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('选择图片', { selector: 'input' }), [
      new File([png], '新品正面.png', { type: 'image/png' }),
      new File([png], '新品侧面.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('已上传 2 张图片')).toBeInTheDocument();
    await waitFor(() => expect(photoNames()).toHaveLength(before + 2));
    expect(photoNames()).toEqual(expect.arrayContaining(['新品正面', '新品侧面']));
    const album = mockDb.find('albums', (a) => a.name === '产品细节图')[0]!;
    expect(mockDb.find('albumPhotos', (p) => p.name === '新品正面')[0]).toMatchObject({ albumId: album.id, url: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('shows the same views as tabs on the photo library page', async () => {
    const { router, user } = await renderApp('/exhibition/index/photo');
    expect(await screen.findByRole('heading', { name: '企业相册' }, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(photoNames().length).toBeGreaterThan(20));
    await user.click(screen.getByRole('tab', { name: '未分组图片' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'loose' }));
    await waitFor(() => expect(photoNames()).toContain('展位平面图'));
    expect(photoNames()).not.toContain('视觉检测体验台');
    await user.click(screen.getByRole('tab', { name: '图片分组' }));
    await user.click(await screen.findByRole('button', { name: '打开分组「2025 展位实拍」' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'albums', albumId: expect.any(String) }));
    await waitFor(() => expect(photoNames()).toContain('视觉检测体验台'));
  });
});

describe('videos', () => {
  it('lists the company videos and plays one in a dialog', async () => {
    const { user } = await renderApp('/exhibition/index/material/video');
    expect(await screen.findByText('协作机器人 HZ-C6 焊接演示', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('1:35')).toBeInTheDocument();
    const row = screen.getByText('协作机器人 HZ-C6 焊接演示').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '播放' }));
    const player = await findOpenDialog('dialog');
    expect(within(player).getByText('协作机器人 HZ-C6 焊接演示')).toBeInTheDocument();
    expect(player.querySelector('video')).toHaveAttribute('src', expect.stringMatching(/\.mp4$/));
  });
});

describe('releases', () => {
  it('creates a release, finds it in the list, hides it, deletes a comment, then deletes it', async () => {
    const title = '采购伺服电机 200 台';
    const { router, user } = await renderApp('/exhibition/index/release-new');
    const titleBox = await screen.findByRole('textbox', { name: '标题' }, FIRST_LOAD);

    // Nothing is sent without a title.
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();

    await user.type(titleBox, title);
    const releaseType = screen.getByRole('combobox', { name: '发布类型' });
    await waitFor(() => expect(within(releaseType).getByRole('option', { name: '采购需求' })).toBeInTheDocument());
    await user.selectOptions(releaseType, '采购需求');
    // The release type sets the kind it belongs to.
    await waitFor(() => expect(screen.getByRole('combobox', { name: '类型' })).toHaveValue('2'));
    await user.type(screen.getByRole('textbox', { name: '联系人' }), '李工');
    await user.click(screen.getByRole('button', { name: '提交审核' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/release'));
    const saved = mockDb.find('releases', (r) => r.title === title)[0]!;
    expect(saved).toMatchObject({ type: 2, contactName: '李工', auditStatus: 0, isShow: true, compId: session.get().company?.id });

    // In the list, waiting for the host's audit.
    const row = (await screen.findByText(title, undefined, FIRST_LOAD)).closest('tr')!;
    expect(within(row).getByText('采购')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();

    // Hide it.
    const shown = within(row).getByRole('checkbox', { name: '显示' });
    expect(shown).toBeChecked();
    await user.click(shown);
    await waitFor(() => expect(mockDb.get('releases', saved.id)?.isShow).toBe(false));
    await waitFor(() => expect(within(screen.getByText(title).closest('tr')!).getByRole('checkbox', { name: '显示' })).not.toBeChecked());

    // A visitor comments; the company deletes the comment from the drawer.
    await releaseCommentCreate({ releaseId: saved.id, content: '请问交期多久？' });
    await user.click(within(screen.getByText(title).closest('tr')!).getByRole('button', { name: title }));
    const drawer = await findOpenDialog('dialog');
    expect(await within(drawer).findByText('请问交期多久？')).toBeInTheDocument();
    expect(within(drawer).getByText('评论（1）')).toBeInTheDocument();
    expect(within(drawer).getByText('隐藏')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '删除评论' }));
    const question = await findOpenDialog();
    await user.click(within(question).getByRole('button', { name: '删除评论' }));
    expect(await within(drawer).findByText('暂无评论')).toBeInTheDocument();
    expect(mockDb.find('releaseComments', (c) => c.releaseId === saved.id)).toHaveLength(0);
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitForDialogClosed('dialog');

    // Delete it.
    await user.click(within(screen.getByText(title).closest('tr')!).getByRole('button', { name: '更多操作' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '删除' }));
    const confirmDelete = await findOpenDialog();
    expect(confirmDelete).toHaveTextContent(`确定删除「${title}」吗？`);
    await user.click(within(confirmDelete).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    expect(mockDb.get('releases', saved.id)).toBeUndefined();
  }, 60_000); // A long round trip: cold page loads of the form and the list.

  it('opens a release for editing with ?id= and saves the change', async () => {
    const release = mockDb.find('releases', (r) => r.title === '采购激光位移传感器 500 只')[0]!;
    const { router, user } = await renderApp(`/exhibition/index/release-new?id=${release.id}`);
    expect(await screen.findByRole('heading', { name: '编辑供需信息' }, FIRST_LOAD)).toBeInTheDocument();
    const titleBox = await screen.findByRole('textbox', { name: '标题' });
    await waitFor(() => expect(titleBox).toHaveValue('采购激光位移传感器 500 只'));
    expect(screen.getByRole('combobox', { name: '类型' })).toHaveValue('2');
    await user.clear(titleBox);
    await user.type(titleBox, '采购激光位移传感器 800 只');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/index/release'));
    expect(mockDb.get('releases', release.id)?.title).toBe('采购激光位移传感器 800 只');
  });

  it('publishes a moment from the quick composer and shows it in the feed', async () => {
    const { user } = await renderApp('/exhibition/index/moment');
    const text = await screen.findByRole('textbox', { name: '动态内容' }, FIRST_LOAD);
    await waitFor(() => expect(screen.getAllByTestId('moment').length).toBeGreaterThan(0));
    await user.type(text, '华展智能新工厂正式投产{enter}欢迎参观');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('华展智能新工厂正式投产')).toBeInTheDocument();
    const saved = mockDb.find('releases', (r) => r.title === '华展智能新工厂正式投产')[0]!;
    expect(saved).toMatchObject({ type: 0, content: '<p>华展智能新工厂正式投产</p><p>欢迎参观</p>' });
    expect(text).toHaveValue('');
  });
});
