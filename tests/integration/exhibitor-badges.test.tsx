/**
 * 证件申请 (exinfo/certApply): the demo exhibitor's staff badges. A spreadsheet import is checked
 * row by row (a bad ID number, the same person twice, someone already holding a badge) and
 * imports nothing until the rows are fixed or removed; one person applied for through the form
 * appears and is withdrawn; the uploaded badges export under the badge type's name; the English
 * area shows the page in English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { idCardNumber } from '@/mocks/domains/card-plans';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
const PAGE = '/exhibition/index/exinfo/certApply';

beforeEach(() => {
  // Only Date is faked: mid-January 2027, inside the application window of the open badge types.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-15T10:00:00+08:00'));
});
afterEach(() => {
  vi.useRealTimers();
  session.clear();
});

const HEADERS = ['姓名', '英文姓名', '证件类型', '证件号码', '手机号码', '公司名称', '职位'];

async function xlsx(rows: string[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('人员');
  sheet.addRow(HEADERS);
  rows.forEach((r) => sheet.addRow(r));
  const buffer = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
  return new File([buffer], '参展人员.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** A real 1×1 PNG. */
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const plansOf = (name: string) => mockDb.find('deExCardPlans', (p) => p.name === name);
const previewRow = (drawer: HTMLElement, name: string) => within(within(drawer).getByRole('table', { name: '导入预览' })).getByText(name).closest('tr')!;

describe('exhibitor badge applications', () => {
  it('imports a spreadsheet only once every row is fixed or removed, and the people join the applications', async () => {
    const { user } = await renderApp(PAGE, { as: 'exhibitor' });
    await findHeading('证件申请');
    expect(await screen.findByRole('heading', { name: '「参展商证」的申请' }, FIRST_LOAD)).toBeInTheDocument();
    await rowOf('刘洋');
    const registered = plansOf('刘洋')[0]!.idNumber;
    const before = mockDb.all('deExCardPlans').length;

    const zhou = idCardNumber('440305', '19920304', 611);
    const lin = idCardNumber('440106', '19950817', 622);
    const he = idCardNumber('310115', '19890121', 633);
    const badHe = he.slice(0, 17) + (he[17] === '1' ? '2' : '1');
    const file = await xlsx([
      ['周建国', 'ZHOU JIANGUO', '居民身份证', zhou, '13912345670', '深圳华展智能科技有限公司', '销售经理'],
      ['林小红', 'LIN XIAOHONG', '', lin, '13812345671', '', '展台接待'],
      ['郑凯', 'ZHENG KAI', '居民身份证', zhou, '13712345672', '', '技术支持'],
      ['刘洋', 'LIU YANG', '居民身份证', registered, '13923456789', '', '销售工程师'],
      ['何伟', 'HE WEI', '居民身份证', badHe, '13612345673', '', '布展负责人'],
    ]);

    await user.click(screen.getByRole('button', { name: '批量导入' }));
    const drawer = await findOpenDialog('dialog');
    await user.upload(within(drawer).getByLabelText(/选择 Excel 文件/), file);
    await within(drawer).findByRole('table', { name: '导入预览' }, FIRST_LOAD);

    expect(within(drawer).getByTestId('import-summary')).toHaveTextContent('共 5 人，4 人有问题');
    expect(within(previewRow(drawer, '郑凯')).getByText('与第 2 行证件号码重复')).toBeInTheDocument();
    expect(within(previewRow(drawer, '周建国')).getByText('与第 4 行证件号码重复')).toBeInTheDocument();
    expect(within(previewRow(drawer, '刘洋')).getByText(/已办理证件（深圳华展智能科技有限公司 · 参展商证）/)).toBeInTheDocument();
    expect(within(previewRow(drawer, '何伟')).getByText('证件号码：身份证号码校验位不正确，请核对')).toBeInTheDocument();
    expect(within(previewRow(drawer, '林小红')).getByText('可导入')).toBeInTheDocument();
    const submit = within(drawer).getByRole('button', { name: '导入 5 人' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(mockDb.all('deExCardPlans')).toHaveLength(before);

    // Remove the duplicate and the registered person; fix the ID number of the last one.
    await user.click(within(drawer).getByRole('button', { name: '删去第 4 行' }));
    await user.click(within(drawer).getByRole('button', { name: '删去第 5 行' }));
    await user.click(within(drawer).getByRole('button', { name: '修改第 6 行' }));
    const editor = await waitFor(() => {
      const open = screen.getAllByRole('dialog').find((d) => within(d).queryByText('修改第 6 行'));
      if (!open) throw new Error('no row editor');
      return open;
    });
    const idField = within(editor).getByRole('textbox', { name: /证件号码/ });
    await user.clear(idField);
    await user.type(idField, he);
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(drawer).getByTestId('import-summary')).toHaveTextContent('共 3 人，全部可以导入'));

    await user.click(within(drawer).getByRole('button', { name: '导入 3 人' }));
    expect(await screen.findByText('已导入 3 人，等待主办方审核', undefined, FIRST_LOAD)).toBeInTheDocument();
    await rowOf('周建国');
    await rowOf('林小红');
    await rowOf('何伟');
    expect(mockDb.all('deExCardPlans')).toHaveLength(before + 3);
    expect(plansOf('何伟')[0]).toMatchObject({ idNumber: he, cardTypeName: '参展商证', status: 0 });
    // The host reviews the same people.
    expect(mockDb.find('deExCardDowns', (d) => d.idNumber === zhou)).toHaveLength(1);
  }, FLOW);

  it('reads the entries of an online registration form into the same preview', async () => {
    const { user } = await renderApp(PAGE, { as: 'exhibitor' });
    await findHeading('证件申请');
    await rowOf('刘洋');
    const before = mockDb.all('deExCardPlans').length;
    await user.click(screen.getByRole('button', { name: '批量导入' }));
    const drawer = await findOpenDialog('dialog');
    await user.click(within(drawer).getByText('在线报名表'));
    const url = within(drawer).getByRole('textbox', { name: /报名表地址/ });
    await user.type(url, 'not a link');
    await user.click(within(drawer).getByRole('button', { name: '读取报名表' }));
    expect(await within(drawer).findByText('请输入正确的网址')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://form.example.com/f/huazhan-2027-staff');
    await user.click(within(drawer).getByRole('button', { name: '读取报名表' }));

    // Four entries, one of them a person of the company who already holds a badge.
    await waitFor(() => expect(within(drawer).getByTestId('import-summary')).toHaveTextContent('共 4 人，1 人有问题'), FIRST_LOAD);
    const repeat = within(within(drawer).getByRole('table', { name: '导入预览' })).getByText(/已办理证件/).closest('tr')!;
    await user.click(within(repeat).getByRole('button', { name: /^删去第 \d 行$/ }));
    await user.click(within(drawer).getByRole('button', { name: '导入 3 人' }));
    expect(await screen.findByText('已导入 3 人，等待主办方审核', undefined, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(mockDb.all('deExCardPlans')).toHaveLength(before + 3));
  }, FLOW);

  it('applies for one person (photo required for this type) and withdraws the application', async () => {
    const { user } = await renderApp(PAGE, { as: 'exhibitor' });
    await findHeading('证件申请');
    await rowOf('刘洋');
    await user.click(screen.getByRole('button', { name: '申请证件' }));
    const drawer = await findOpenDialog('dialog');
    const id = idCardNumber('440304', '19970612', 745);

    await user.type(within(drawer).getByRole('textbox', { name: /^姓名/ }), '梁思远');
    await user.type(within(drawer).getByRole('textbox', { name: /证件号码/ }), id.slice(0, 17) + (id[17] === '3' ? '4' : '3'));
    await user.type(within(drawer).getByRole('textbox', { name: /手机号码/ }), '13798765432');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('身份证号码校验位不正确，请核对')).toBeInTheDocument();
    expect(within(drawer).getByText('这类证件需要上传证件照')).toBeInTheDocument();
    expect(plansOf('梁思远')).toHaveLength(0);

    const idField = within(drawer).getByRole('textbox', { name: /证件号码/ });
    await user.clear(idField);
    await user.type(idField, id);
    await user.upload(within(drawer).getByLabelText(/证件照/, { selector: 'input[type=file]' }), pngFile('photo.png'));
    await waitFor(() => expect(within(drawer).queryByText('这类证件需要上传证件照')).not.toBeInTheDocument(), FIRST_LOAD);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const row = await rowOf('梁思远');
    expect(within(row).getByText(id)).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(plansOf('梁思远')[0]).toMatchObject({ idNumber: id, cardTypeName: '参展商证' });

    await rowAction(user, row, '撤回');
    const dialog = await findOpenDialog();
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(screen.queryByText('梁思远')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(plansOf('梁思远')).toHaveLength(0);
  }, FLOW);

  it('says when a badge type is closed and offers no applying', async () => {
    const { user } = await renderApp(PAGE, { as: 'exhibitor' });
    await findHeading('证件申请');
    await user.click(await screen.findByRole('button', { name: '查看「工作证」的申请' }, FIRST_LOAD));
    expect(await screen.findByTestId('window-notice')).toHaveTextContent(/「工作证」的申请时间已于 2026-11-20 \d{2}:59 截止/);
    expect(screen.getByRole('button', { name: '申请证件' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '批量导入' })).toBeDisabled();
  }, FLOW);

  it('exports the uploaded badges of one type under the type’s name', async () => {
    const saved: string[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:badges';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      return true;
    });
    try {
      const { user, router } = await renderApp(`${PAGE}?tab=uploaded`, { as: 'exhibitor' });
      await findHeading('证件申请');
      const type = await screen.findByRole('combobox', { name: '证件类型' }, FIRST_LOAD);
      await waitFor(() => expect(within(type).getByRole('option', { name: '布展证' })).toBeInTheDocument(), FIRST_LOAD);
      await user.selectOptions(type, '布展证');
      await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'uploaded', cardTypeId: expect.any(String) }));
      await rowOf('杨磊');
      await user.click(screen.getByRole('button', { name: '导出证件' }));
      await waitFor(() => expect(saved).toEqual(['布展证.xlsx']), FIRST_LOAD);
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
    }
  }, FLOW);

  it('shows the page in English in the English area', async () => {
    await renderApp('/exhibitionEn/index/exinfo/certApply', { as: 'exhibitor.en' });
    await findHeading('Badge applications');
    expect(await screen.findByRole('heading', { name: 'Badge types' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Uploaded badges' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    // The badge types by their English names.
    expect(screen.getByRole('heading', { name: 'Applications for “Exhibitor Badge”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the applications for “Build-up Pass”' })).toBeInTheDocument();
  }, FLOW);
});
