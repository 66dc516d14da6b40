/**
 * What is particular to the exhibitor's showcase pages and news (the create → list → edit → hide →
 * delete journey of every resource is tests/integration/resources-crud.test.tsx): a brand the
 * server refuses keeps every typed value and is stored with all its fields, the certificate's date
 * rule, news HTML shown only sanitised and sent back to review on edit, a failed list with retry,
 * and links that stay in the English area.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { chooseMenuItem, findOpenDialog } from '../support/render';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

/** The first render of a page loads its code (split per route), which can take a moment. */
const FIRST_LOAD = { timeout: 10_000 };
/** A whole create → edit → delete flow, in jsdom on a busy machine. */
const FLOW = 90_000;
type User = ReturnType<typeof userEvent.setup>;

const heading = (name: string) => screen.findByRole('heading', { name, level: undefined }, FIRST_LOAD);
const textbox = (name: string) => screen.getByRole('textbox', { name });

/** The table row showing `text`. */
async function rowOf(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, undefined, FIRST_LOAD);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

async function replaceText(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

/** Deletes a row through its action menu and the confirmation. */
async function deleteRow(user: User, text: string) {
  const row = await rowOf(text);
  await user.click(within(row).getByRole('button', { name: '更多操作' }));
  await chooseMenuItem(user, await screen.findByRole('menuitem', { name: '删除' }));
  const dialog = await findOpenDialog();
  expect(dialog).toHaveTextContent(`确定删除「${text}」吗？`);
  await user.click(within(dialog).getByRole('button', { name: '删除' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: '保存' }));
}

/** jsdom's FormData is not undici's: the upload answer is made here (as the kit's upload tests do). */
function serveUploads() {
  let n = 0;
  server.use(
    http.post(/\/api\/upload\/images$/i, async ({ request }) => {
      const name = /name="file"; filename="([^"]+)"/.exec(await request.text())?.[1] ?? 'image.png';
      n += 1;
      return HttpResponse.json({ status: 200, data: { url: `https://cdn.example.com/images/${n}-${name}`, key: `k${n}`, name, size: 1, contentType: 'image/png' } });
    }),
  );
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

async function upload(user: User, label: string, name: string) {
  await user.upload(screen.getByLabelText(label, { selector: 'input' }), png(name));
  await waitFor(() => expect(screen.getByRole('list', { name: label })).toBeInTheDocument());
}

let compId = '';
beforeEach(async () => {
  session.clear();
  applyLanguage('zh');
  serveUploads();
  compId = (await signInAs('exhibitor')).company!.id;
});
afterEach(() => {
  session.clear();
  applyLanguage('zh');
});

describe('brands', () => {
  it('creates, lists, edits, hides and deletes a brand', async () => {
    const { router, user } = await renderApp('/exhibition/index/brand/allbrand');
    await heading('全部品牌');

    await user.click(screen.getAllByRole('button', { name: '添加品牌' })[0]);
    await heading('添加品牌');
    expect(router.state.location.pathname).toBe('/exhibition/index/brand/addbrand');
    // Required and format messages come from the generated schema.
    await user.type(textbox('品牌官网'), 'not a url');
    await save(user);
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的网址')).toBeInTheDocument();

    // A name the company already uses: the server refuses, the form keeps every value.
    await user.type(textbox('品牌名称'), '华展智造');
    await user.type(textbox('英文名称'), 'Qihang Robotics');
    await user.type(textbox('品牌口号'), '让制造更聪明');
    await replaceText(user, textbox('品牌官网'), 'https://brand.example.cn');
    await upload(user, '品牌 Logo', 'logo.png');
    const intro = screen.getByRole('textbox', { name: '品牌介绍' });
    intro.innerHTML = '<p>启航系列<strong>六轴机器人</strong>。</p>';
    fireEvent.input(intro);
    await save(user);
    expect(await screen.findByText('品牌“华展智造”已存在')).toBeInTheDocument();
    expect(textbox('英文名称')).toHaveValue('Qihang Robotics');

    await replaceText(user, textbox('品牌名称'), '启航机器人');
    await save(user);

    const row = await rowOf('启航机器人');
    expect(router.state.location.pathname).toBe('/exhibition/index/brand/allbrand');
    const stored = mockDb.find('brands', (b) => b.name === '启航机器人')[0]!;
    expect(stored).toMatchObject({
      compId,
      nameEn: 'Qihang Robotics',
      website: 'https://brand.example.cn',
      isShow: true,
      logo: 'https://cdn.example.com/images/1-logo.png',
      introduction: '<p>启航系列<strong>六轴机器人</strong>。</p>',
    });

    // Edit from the row.
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    await heading('编辑品牌');
    expect(router.state.location.search).toEqual({ id: stored.id });
    await waitFor(() => expect(textbox('品牌名称')).toHaveValue('启航机器人'));
    expect(textbox('品牌官网')).toHaveValue('https://brand.example.cn');
    await replaceText(user, textbox('品牌名称'), '启航机器人 Pro');
    await save(user);

    // Hide it with the row's switch.
    const edited = await rowOf('启航机器人 Pro');
    const shown = within(edited).getByRole('checkbox', { name: '显示' });
    expect(shown).toBeChecked();
    await user.click(shown);
    await waitFor(() => expect(mockDb.get('brands', stored.id)?.isShow).toBe(false));
    await waitFor(() => expect(within(edited).getByRole('checkbox', { name: '显示' })).not.toBeChecked());

    await deleteRow(user, '启航机器人 Pro');
    expect(mockDb.get('brands', stored.id)).toBeUndefined();
  }, FLOW);

  it('shows a failed list with a retry that loads it', async () => {
    server.use(
      http.post(/\/api\/brand\/GetAllByCompId(?:\?.*)?$/i, () => HttpResponse.json({ status: 500, errors: [{ message: '品牌服务暂时不可用' }] }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/exhibition/index/brand/allbrand');
    await heading('全部品牌');
    const alert = await screen.findByText('数据加载失败', undefined, FIRST_LOAD);
    const panel = alert.closest('[role=alert]') as HTMLElement;
    expect(panel).toHaveTextContent('品牌服务暂时不可用');

    await user.click(within(panel).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '全部品牌' })).toBeInTheDocument();
    expect(await screen.findByText('慧眼视觉')).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败')).not.toBeInTheDocument();
  }, FLOW);

  it('keeps the English area in its links', async () => {
    const { router, user } = await renderApp('/exhibitionEn/index/brand/allbrand', { as: 'exhibitor.en' });
    await heading('All brands');
    await user.click(screen.getAllByRole('button', { name: 'Add brand' })[0]);
    await heading('Add brand');
    expect(router.state.location.pathname).toBe('/exhibitionEn/index/brand/addbrand');
    expect(screen.getByRole('textbox', { name: 'Brand name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibitionEn/index/brand/allbrand'));
  }, FLOW);
});


describe('certificates', () => {
  it('refuses an expiry before the issue date, then creates, edits, hides and deletes', async () => {
    const { user } = await renderApp('/exhibition/index/certificate/addCertificate');
    await heading('添加证书');

    await user.type(textbox('证书名称'), 'IATF 16949 汽车质量管理体系证书');
    const type = screen.getByRole('combobox', { name: '证书类型' });
    await waitFor(() => expect(within(type).getByRole('option', { name: '质量管理体系认证' })).toBeInTheDocument());
    await user.selectOptions(type, '质量管理体系认证');
    await user.type(textbox('证书编号'), 'IATF-0421778');
    await user.type(textbox('发证机构'), '必维认证');
    fireEvent.change(screen.getByLabelText('有效期 · 开始'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('有效期 · 结束'), { target: { value: '2025-04-30' } });
    await save(user);
    expect(await screen.findByText('有效期截止日期不能早于发证日期')).toBeInTheDocument();
    // The image is required too.
    expect(screen.getByText('此项为必填项')).toBeInTheDocument();
    expect(mockDb.find('certificates', (c) => c.certificateNo === 'IATF-0421778')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('有效期 · 结束'), { target: { value: '2029-04-30' } });
    await upload(user, '证书图片', 'iatf.png');
    await waitFor(() => expect(screen.queryByText('有效期截止日期不能早于发证日期')).not.toBeInTheDocument());
    await save(user);

    const row = await rowOf('IATF 16949 汽车质量管理体系证书');
    expect(within(row).getByText('质量管理体系认证')).toBeInTheDocument();
    expect(within(row).getByText('2026-05-01 至 2029-04-30')).toBeInTheDocument();
    const stored = mockDb.find('certificates', (c) => c.certificateNo === 'IATF-0421778')[0]!;
    expect(stored).toMatchObject({ compId, issueDate: '2026-05-01', expireDate: '2029-04-30', image: 'https://cdn.example.com/images/1-iatf.png', isShow: true });

    await user.click(within(row).getByRole('button', { name: '编辑' }));
    await heading('编辑证书');
    await waitFor(() => expect(textbox('证书名称')).toHaveValue('IATF 16949 汽车质量管理体系证书'));
    expect(screen.getByLabelText('有效期 · 开始')).toHaveValue('2026-05-01');
    await replaceText(user, textbox('发证机构'), '必维国际检验集团');
    await save(user);

    const edited = await rowOf('必维国际检验集团');
    await user.click(within(edited).getByRole('checkbox', { name: '显示' }));
    await waitFor(() => expect(mockDb.get('certificates', stored.id)?.isShow).toBe(false));

    await deleteRow(user, 'IATF 16949 汽车质量管理体系证书');
    expect(mockDb.get('certificates', stored.id)).toBeUndefined();
  }, FLOW);
});


describe('news', () => {
  it('creates news with HTML, previews it sanitised, edits it back to review and deletes it', async () => {
    const joinId = session.get().join!.id;
    const pwned = globalThis as { pwned?: number };
    delete pwned.pwned;
    const { router, user } = await renderApp('/exhibition/index/news');
    await heading('企业新闻');
    await user.click(screen.getAllByRole('button', { name: '发布新闻' })[0]);
    await heading('发布新闻');
    expect(screen.getByText('新闻提交后需经主办方审核，审核通过后才会对外展示。', { selector: 'p' })).toBeInTheDocument();

    // The content is required.
    await user.type(textbox('新闻标题'), '华展智能发布 HZ-C12 协作机器人');
    await save(user);
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();

    await user.type(textbox('摘要'), '负载 12 kg，重复定位精度 ±0.02 mm。');
    const editor = screen.getByRole('textbox', { name: '新闻内容' });
    editor.innerHTML =
      '<p>新品 <strong>HZ-C12</strong> 首发。</p><img src="https://cdn.example.com/x.png" onerror="globalThis.pwned=1"><script>globalThis.pwned=2</script>';
    fireEvent.input(editor);
    await save(user);

    const row = await rowOf('华展智能发布 HZ-C12 协作机器人');
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    const stored = mockDb.find('newsExhibitor', (n) => n.title === '华展智能发布 HZ-C12 协作机器人')[0]!;
    expect(stored).toMatchObject({ joinId, compId, auditStatus: 0, summary: '负载 12 kg，重复定位精度 ±0.02 mm。' });
    // The editor already sent sanitised HTML.
    expect(stored.content).toContain('<strong>HZ-C12</strong>');
    expect(stored.content).not.toMatch(/script|onerror/i);

    // HTML stored by someone else (another client, an import) is still shown sanitised.
    mockDb.update('newsExhibitor', stored.id, {
      content: `${String(stored.content)}<p><a href="javascript:globalThis.pwned=3">点我</a></p><img src="x" onerror="globalThis.pwned=4"><script>globalThis.pwned=5</script>`,
    });
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByRole('heading', { name: '新闻预览' })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByText('HZ-C12')).toBeInTheDocument());
    expect(within(drawer).getByText('HZ-C12').tagName).toBe('STRONG');
    expect(within(drawer).getByText('待审核')).toBeInTheDocument();
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror]')).toBeNull();
    expect(within(drawer).getByText('点我').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(drawer.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect(pwned.pwned).toBeUndefined();

    // The organiser approved it; an edit sends it back to review.
    mockDb.update('newsExhibitor', stored.id, { auditStatus: 1, content: '<p>新品 <strong>HZ-C12</strong> 首发。</p>' });
    await user.click(within(drawer).getByRole('link', { name: '编辑' }));
    await heading('编辑新闻');
    expect(router.state.location.search).toEqual({ id: stored.id });
    expect(screen.getByText('保存修改后，新闻将重新进入待审核状态，审核通过前不会对外展示。', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(textbox('新闻标题')).toHaveValue('华展智能发布 HZ-C12 协作机器人'));
    await replaceText(user, textbox('新闻标题'), 'HZ-C12 协作机器人全球首发');
    await save(user);

    const edited = await rowOf('HZ-C12 协作机器人全球首发');
    expect(within(edited).getByText('待审核')).toBeInTheDocument();
    expect(mockDb.get('newsExhibitor', stored.id)).toMatchObject({ auditStatus: 0, isShow: true, joinId });

    await deleteRow(user, 'HZ-C12 协作机器人全球首发');
    expect(mockDb.get('newsExhibitor', stored.id)).toBeUndefined();
    expect(pwned.pwned).toBeUndefined();
  }, FLOW);

  it('filters by audit status and toggles whether an item is shown', async () => {
    const { router, user } = await renderApp('/exhibition/index/news');
    await heading('企业新闻');
    await screen.findByRole('table', { name: '企业新闻' }, FIRST_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: '审核状态' }), '未通过');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ auditStatus: 2 }));
    const rejected = mockDb.find('newsExhibitor', (n) => n.joinId === session.get().join!.id && n.auditStatus === 2);
    expect(rejected.length).toBeGreaterThan(0);
    const row = await rowOf(rejected[0]!.title);
    if (rejected[0]!.auditRemark) expect(within(row).getByText(String(rejected[0]!.auditRemark))).toBeInTheDocument();
    const before = Boolean(rejected[0]!.isShow);
    await user.click(within(row).getByRole('checkbox', { name: '显示' }));
    await waitFor(() => expect(mockDb.get('newsExhibitor', rejected[0]!.id)?.isShow).toBe(!before));
  }, FLOW);
});
