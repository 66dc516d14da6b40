/**
 * 互动游戏 (common/common-game) and 条码设置 (common/common-barcode), the host's visitor engagement
 * settings on the designed calls of openapi/engagement.yaml. The create → edit → switch → delete
 * journey of games is the descriptor-driven one (resources-crud.test.tsx); here what is the pages'
 * own: filters in the URL, rules shown sanitised, the end checked beside its field, prizes with what
 * is left of them, and the barcode of each badge type with its live preview and symbology checks.
 * The mock store lives for the whole file: each test uses its own records.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const FLOW = 60_000;

describe('互动游戏', () => {
  it('lists the games with type and state, and filters by state and type in the URL', async () => {
    const { user, router } = await renderApp('/host/index/common/common-game', { as: 'host' });
    await findHeading('互动游戏');
    const ended = await rowOf('预登记抽奖');
    expect(within(ended).getByText('幸运抽奖')).toBeInTheDocument();
    expect(within(ended).getByText('已结束')).toBeInTheDocument();
    expect(within(ended).getByText('3420')).toBeInTheDocument();
    // Another exhibition's game is not this exhibition's.
    expect(screen.queryByText('2025 逛展集章')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已结束');
    await waitFor(() => expect(screen.queryByText('逛展集章赢好礼')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(screen.getByText('预登记抽奖')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ state: 2 });

    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '状态：全部');
    await user.selectOptions(screen.getByRole('combobox', { name: '游戏类型' }), '集章打卡');
    await waitFor(() => expect(screen.queryByText('预登记抽奖')).not.toBeInTheDocument(), FIRST_LOAD);
    expect(await rowOf('8 号馆机器人专区集章')).toBeInTheDocument();
    expect(screen.getByText('逛展集章赢好礼')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ type: 1 });
  }, FLOW);

  it('shows a game’s rules sanitised, with its prizes and what is left of them', async () => {
    const quiz = mockDb.find('games', (g) => g.name === '智能制造知识有奖问答')[0]!;
    mockDb.update('games', quiz.id, { rules: '<p>每次随机 <strong>10 道题</strong></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' });
    const { user } = await renderApp('/host/index/common/common-game', { as: 'host' });
    await findHeading('互动游戏');
    await rowAction(user, await rowOf('智能制造知识有奖问答'), '查看');
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText('10 道题')).toBeInTheDocument();
    expect(within(drawer).getByText('剩余 562 / 1000')).toBeInTheDocument();
    expect(within(drawer).getByText('开幕论坛 VIP 席位')).toBeInTheDocument();
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  }, FLOW);

  it('refuses an end before the start beside the end field, keeping what was typed', async () => {
    const { user } = await renderApp('/host/index/common/common-game-add', { as: 'host' });
    await findHeading('添加互动游戏');
    await user.type(screen.getByRole('textbox', { name: '游戏名称' }), '闭馆前快问快答');
    fireEvent.change(screen.getByLabelText('开始时间', { selector: 'input' }), { target: { value: '2027-03-21T15:00' } });
    fireEvent.change(screen.getByLabelText('结束时间', { selector: 'input' }), { target: { value: '2027-03-21T10:00' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    const end = screen.getByLabelText('结束时间', { selector: 'input' });
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '游戏名称' })).toHaveValue('闭馆前快问快答');
    expect(mockDb.find('games', (g) => g.name === '闭馆前快问快答')).toHaveLength(0);
  }, FLOW);

  it('adds a game with prizes, and the edit page keeps what was already won of a prize', async () => {
    const { user } = await renderApp('/host/index/common/common-game-add', { as: 'host' });
    await findHeading('添加互动游戏');
    await user.type(screen.getByRole('textbox', { name: '游戏名称' }), '开幕式现场抽奖');
    await user.selectOptions(screen.getByRole('combobox', { name: '游戏类型' }), '幸运抽奖');
    fireEvent.change(screen.getByLabelText('开始时间', { selector: 'input' }), { target: { value: '2027-03-18T10:00' } });
    fireEvent.change(screen.getByLabelText('结束时间', { selector: 'input' }), { target: { value: '2027-03-18T11:00' } });
    await user.click(screen.getByRole('button', { name: '添加奖品' }));
    await user.type(screen.getByRole('textbox', { name: '奖品 1 名称' }), '机械键盘');
    const count = screen.getByRole('textbox', { name: '奖品 1 数量' });
    await user.clear(count);
    await user.type(count, '20');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const row = await rowOf('开幕式现场抽奖');
    expect(within(row).getByText('机械键盘')).toBeInTheDocument();
    expect(within(row).getByText('剩余 20 / 20')).toBeInTheDocument();
    expect(within(row).getByText('未开始')).toBeInTheDocument();

    // A seeded game whose prize was partly won: the form shows what is left.
    await rowAction(user, await rowOf('智能制造知识有奖问答'), '编辑');
    await findHeading('编辑互动游戏');
    expect(screen.getByRole('textbox', { name: '奖品 1 名称' })).toHaveValue('30 元话费券');
    expect(screen.getByText('剩余 562 / 1000')).toBeInTheDocument();
  }, FLOW);
});

describe('条码设置', () => {
  it('shows each badge type with its symbology, next code and a drawn preview', async () => {
    await renderApp('/host/index/common/common-barcode', { as: 'host' });
    await findHeading('条码设置');
    const exhibitor = await rowOf('参展商证');
    expect(within(exhibitor).getByText('CODE128')).toBeInTheDocument();
    // The next code, and the same under the bars ({code}).
    expect(within(exhibitor).getAllByText('EX27000124')).toHaveLength(2);
    expect(within(exhibitor).getByText('已发 123 张')).toBeInTheDocument();
    expect(within(exhibitor).getByRole('img', { name: '参展商证 的下一个条码：EX27000124' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));

    // EAN-13: 12 digits and the check digit.
    const buildUp = await rowOf('布展证');
    expect(within(buildUp).getByText('6931202700198')).toBeInTheDocument();
    expect(within(buildUp).getByText('布展证 6931202700198')).toBeInTheDocument();
    // QR: said honestly how it is printed.
    const dismantling = await rowOf('撤展证');
    expect(within(dismantling).getByText(/二维码证件印的是小程序码/)).toBeInTheDocument();
    // No setting yet: the defaults.
    const staff = await rowOf('工作证');
    expect(within(staff).getByText('未设置，使用默认')).toBeInTheDocument();
    expect(within(staff).getAllByText('000001')).toHaveLength(2);
  }, FLOW);

  it('checks the prefix and length against EAN-13 beside the fields, previews as typed, and saves', async () => {
    const { user } = await renderApp('/host/index/common/common-barcode', { as: 'host' });
    await findHeading('条码设置');
    await rowAction(user, await rowOf('布展证'), '编辑');
    const drawer = await findOpenDialog('dialog');
    const length = within(drawer).getByRole('textbox', { name: /编号位数/ });
    await user.clear(length);
    await user.type(length, '5');
    expect(await within(drawer).findByText('EAN-13 需要前缀加编号共 12 位（现为 13 位），第 13 位是自动计算的校验位')).toBeInTheDocument();
    expect(within(drawer).getByText('设置有误，暂不能预览')).toBeInTheDocument();

    const prefix = within(drawer).getByRole('textbox', { name: /前缀/ });
    await user.clear(prefix);
    await user.type(prefix, '69312A');
    expect(await within(drawer).findByText('EAN-13 的前缀只能是数字')).toBeInTheDocument();
    await user.clear(prefix);
    await user.type(prefix, '6931202');
    await waitFor(() => expect(within(drawer).queryByText(/EAN-13 需要前缀加编号/)).not.toBeInTheDocument());
    expect(within(drawer).getByRole('img', { name: '布展证 的下一个条码：6931202000199' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(within(await rowOf('布展证')).getByText('6931202000199')).toBeInTheDocument(), FIRST_LOAD);
    const saved = mockDb.find('barcodeSettings', (s) => s.cardTypeName === '布展证')[0]!;
    expect(saved).toMatchObject({ prefix: '6931202', numberLength: 5 });
  }, FLOW);

  it('sets up a badge type that had no setting, with QR shown as its content', async () => {
    const { user } = await renderApp('/host/index/common/common-barcode', { as: 'host' });
    await findHeading('条码设置');
    await rowAction(user, await rowOf('工作证'), '编辑');
    const drawer = await findOpenDialog('dialog');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /码制/ }), '二维码');
    const prefix = within(drawer).getByRole('textbox', { name: /前缀/ });
    await user.type(prefix, 'STAFF-');
    const length = within(drawer).getByRole('textbox', { name: /编号位数/ });
    await user.clear(length);
    await user.type(length, '4');
    expect(await within(drawer).findByRole('img', { name: '工作证 的下一个条码：STAFF-0001' })).toBeInTheDocument();
    expect(within(drawer).getByText(/二维码证件印的是小程序码/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const staff = async () => rowOf('工作证');
    await waitFor(async () => expect(within(await staff()).getAllByText('STAFF-0001')).toHaveLength(2), FIRST_LOAD);
    expect(within(await staff()).queryByText('未设置，使用默认')).not.toBeInTheDocument();
    expect(within(await staff()).getByText('二维码')).toBeInTheDocument();
  }, FLOW);
});
