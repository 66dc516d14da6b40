/**
 * 新品汇 / 臻品汇 (set/xinPinHui, set/zhenPinHui, set/zhenXinDetail): the organiser rejects an
 * exhibitor's launch with a reason and finds it under 已驳回 with that reason; approves one from its
 * detail page; narrows the products to an exhibit category and selects one; to a sales channel
 * and a section office (科室); opens a product and reads its tags and authorisation types as the
 * dictionaries name them, and its sales channels; a missing or unknown id
 * says so with a way back. Each test works on its own records (the store lives for the file).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

afterEach(() => session.clear());

const FLOW = 60_000;
const release = (title: string) => mockDb.find('releases', (r) => r.title === title)[0]!;
const product = (model: string) => mockDb.find('products', (p) => p.model === model)[0]!;
const bodyRows = () => screen.getAllByRole('row').slice(1);
/** A list row by the link its name makes (a category of the filter may share the name). */
const rowLinked = async (name: string) => (await screen.findByRole('link', { name }, FIRST_LOAD)).closest('tr')!;

describe('新品汇 (new-product launches)', () => {
  it('rejects a waiting launch with a reason, then finds it under 已驳回 with that reason', async () => {
    const title = '伺服旋盖一体机 GX-900 新品首发';
    const { user, router } = await renderApp('/host/index/set/xinPinHui?auditStatus=0', { as: 'host' });
    await findHeading('新品汇');
    const row = await rowOf(title);
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    // The waiting filter shows waiting launches only.
    for (const r of bodyRows()) expect(within(r).getByText('待审核')).toBeInTheDocument();

    await rowAction(user, row, '驳回');
    const drawer = await findOpenDialog('dialog');
    // The reason is required: saving without one is refused beside the field.
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByRole('textbox', { name: /驳回原因/ })).toHaveAttribute('aria-invalid', 'true');
    expect(release(title).auditStatus).toBe(0);
    await user.type(within(drawer).getByRole('textbox', { name: /驳回原因/ }), '请补充旋盖扭矩检测报告');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(release(title)).toMatchObject({ auditStatus: 2, auditRemark: '请补充旋盖扭矩检测报告' }));
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument(), FIRST_LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: '审核状态' }), '已驳回');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ auditStatus: 2 }));
    const rejected = await rowOf(title);
    expect(within(rejected).getByText('已驳回')).toBeInTheDocument();
    expect(within(rejected).getByText('请补充旋盖扭矩检测报告')).toBeInTheDocument();
  }, FLOW);

  it('opens a launch from its row and approves it there', async () => {
    const title = '万瓦级光纤激光焊接工作站发布';
    const { user } = await renderApp('/host/index/set/xinPinHui?keyword=万瓦级', { as: 'host' });
    await findHeading('新品汇');
    await user.click(within(await rowOf(title)).getByRole('link', { name: title }));
    await findHeading('新品汇/臻品汇详情');
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(/12kW 光纤激光器配摆动焊接头/)).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() => expect(release(title).auditStatus).toBe(1));
    expect(await screen.findByText('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  }, FLOW);
});

describe('臻品汇 (premium products)', () => {
  it('narrows the products to an exhibit category and selects one', async () => {
    const lathe = product('DF-CK6150');
    expect(lathe.topic).toBe(0);
    const { user, router } = await renderApp('/host/index/set/zhenPinHui', { as: 'host' });
    await findHeading('臻品汇');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: '展品分类' }), '数控机床');
    await waitFor(() => expect(router.state.location.search).toHaveProperty('categoryId'));
    const row = await rowLinked('数控车床');
    await waitFor(() => expect(screen.queryByText('工业机器人控制器')).not.toBeInTheDocument(), FIRST_LOAD);
    for (const r of bodyRows()) expect(within(r).getByText(/数控机床/)).toBeInTheDocument();

    await user.click(within(row).getByRole('checkbox', { name: '臻品' }));
    await waitFor(() => expect(product('DF-CK6150').topic).toBe(1));
    await waitFor(async () => expect(within(await rowLinked('数控车床')).getByRole('checkbox', { name: '臻品' })).toBeChecked());
  }, FLOW);

  it('narrows the products to a sales channel, then to a section office (科室)', async () => {
    const refs = (text: unknown) => JSON.parse(String(text ?? '[]')) as { id: string; name: string }[];
    const live = mockDb.find('products', (p) => !p.isDeleted);
    // Newest first, as the list shows them.
    const viaTender = live.filter((p) => refs(p.channels).some((c) => c.name === '政府采购')).sort((a, b) => b.createTime.localeCompare(a.createTime));
    const outside = live.find((p) => !viaTender.includes(p))!;
    expect(viaTender.length).toBeGreaterThan(0);
    const { user, router } = await renderApp('/host/index/set/zhenPinHui', { as: 'host' });
    await findHeading('臻品汇');
    await screen.findAllByRole('row', undefined, FIRST_LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: '销售渠道' }), '政府采购');
    await waitFor(() => expect(router.state.location.search).toHaveProperty('channelId', mockDb.find('proChannels', (c) => c.name === '政府采购')[0]!.id));
    await rowLinked(viaTender[0]!.name);
    await waitFor(() => expect(screen.queryByRole('link', { name: outside.name })).not.toBeInTheDocument(), FIRST_LOAD);
    const names = new Set(viaTender.map((p) => p.name));
    for (const r of bodyRows()) expect(names.has(within(r).getAllByRole('link')[0]!.textContent ?? '')).toBe(true);

    // Both filters at once: the channel's products meant for the rehabilitation department.
    const rehab = viaTender.filter((p) => refs(p.sectionOffices).some((o) => o.name === '康复科'));
    await user.selectOptions(screen.getByRole('combobox', { name: '适用科室' }), '康复科');
    await waitFor(() => expect(router.state.location.search).toHaveProperty('sectionOfficeId'));
    expect(router.state.location.search).toHaveProperty('channelId');
    expect(rehab.length).toBeGreaterThan(0);
    await waitFor(() => expect(bodyRows()).toHaveLength(rehab.length), FIRST_LOAD);
    for (const p of rehab) expect(screen.getByRole('link', { name: p.name })).toBeInTheDocument();
  }, FLOW);

  it("opens a product and reads its tags and authorisation types as the dictionaries name them", async () => {
    const machine = product('DF-V5');
    const tags = JSON.parse(String(machine.tags)) as { id: string; name: string }[];
    const auths = JSON.parse(String(machine.auths)) as { id: string; name: string }[];
    expect(tags.length).toBeGreaterThan(0);
    expect(auths.length).toBeGreaterThan(0);
    // The organiser renamed a tag since the product was tagged: the detail reads the tag by id.
    mockDb.update('proTags', tags[0]!.id, { name: '高端装备' });

    const { user } = await renderApp(`/host/index/set/zhenPinHui?keyword=DF-V5`, { as: 'host' });
    await findHeading('臻品汇');
    await user.click(within(await rowOf('五轴联动加工中心')).getByRole('link', { name: '五轴联动加工中心' }));
    await findHeading('新品汇/臻品汇详情');
    const tagSection = await screen.findByRole('region', { name: '产品标签' });
    expect(await within(tagSection).findByText('高端装备')).toBeInTheDocument();
    for (const tag of tags.slice(1)) expect(within(tagSection).getByText(tag.name)).toBeInTheDocument();
    const authSection = screen.getByRole('region', { name: '授权类型' });
    for (const auth of auths) expect(await within(authSection).findByText(auth.name)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '臻品' })).toBeChecked();
    // Its sales channels beside the other facts (a machine tool is meant for no hospital department).
    const channels = JSON.parse(String(machine.channels)) as { name: string }[];
    expect(await screen.findByText(channels.map((c) => c.name).join('、'))).toBeInTheDocument();
    expect(screen.getByText('适用科室').nextElementSibling).toHaveTextContent('—');
  }, FLOW);
});

describe('新品汇/臻品汇详情 without a record', () => {
  it('says so for a missing id, with a way back to the list', async () => {
    const { user, router } = await renderApp('/host/index/set/zhenXinDetail?kind=product', { as: 'host' });
    expect(await screen.findByText('没有指定要编辑的记录', undefined, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    await findHeading('臻品汇');
    expect(router.state.location.pathname).toBe('/host/index/set/zhenPinHui');
  }, FLOW);

  it('says so for an id no release has', async () => {
    await renderApp('/host/index/set/zhenXinDetail?kind=release&id=0b5e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b', { as: 'host' });
    expect(await screen.findByText('没有指定要编辑的记录', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toBeInTheDocument();
  }, FLOW);
});
