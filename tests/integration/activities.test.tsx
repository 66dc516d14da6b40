/**
 * 活动 (activity): the company's activities with their live application state and sign-ups, the
 * form's time check beside the field, and the English list by the activities' English names.
 * Create, edit, hide and delete are the shared CRUD journey (resources-crud.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('activities', () => {
  it('lists the activities with their live application state and sign-ups', async () => {
    const { router } = await renderApp('/exhibition/index/activity', { as: 'exhibitor' });
    await findHeading('全部活动');
    expect(router.state.location.pathname).toBe('/exhibition/index/activity/allpro');
    const table = await screen.findByRole('table', { name: '全部活动' }, FIRST_LOAD);
    expect(rowOf(table, '华展智能 2027 新品发布会')).toHaveTextContent('已通过');
    expect(rowOf(table, '智能仓储系统技术研讨会')).toHaveTextContent('待审核');
    expect(rowOf(table, '协作机器人应用沙龙')).toHaveTextContent('未申请');
    expect(rowOf(table, '协作机器人应用沙龙')).toHaveTextContent('1号馆 A10 展位洽谈区');
  }, FLOW);

  it('says beside the field when the activity would end before it starts, and sends nothing', async () => {
    const { user, router } = await renderApp('/exhibition/index/activity/addpro', { as: 'exhibitor' });
    await findHeading('发布活动');
    await user.type(screen.getByRole('textbox', { name: /活动名称/ }), '供应商大会');
    await user.type(screen.getByLabelText('开始时间'), '2027-03-19T15:00');
    await user.type(screen.getByLabelText('结束时间'), '2027-03-19T14:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exhibition/index/activity/addpro');
    expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('供应商大会');
  }, FLOW);

  it('reads in English, with the activities by their English names and venues', async () => {
    await renderApp('/exhibitionEn/index/activity/allpro', { as: 'exhibitor.en' });
    await findHeading('All activities');
    const table = await screen.findByRole('table', { name: 'All activities' }, FIRST_LOAD);
    const row = rowOf(table, 'Five-axis Machining Open Day');
    expect(row).toHaveTextContent('Booth B11, Hall 2');
    expect(row).toHaveTextContent('Approved');
  }, FLOW);
});
