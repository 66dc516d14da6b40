/**
 * 展商新闻 (set/Exnews) as the organiser reviews it: a pending item is read in the drawer and
 * rejected with a reason (none given: said at the field, nothing sent), and the list shows the
 * rejection with its reason; filtered by review state from the URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/store';
import { findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { findOpenDialog } from '../support/render';

const FLOW = 60_000;
afterEach(() => session.clear());

describe("the organiser's review of exhibitors' news", () => {
  it('rejects a pending item with a reason, which the list then shows', async () => {
    const { user } = await renderApp('/host/index/set/Exnews?auditStatus=0', { as: 'host' });
    await findHeading('展商新闻');
    const title = '粤兴自动化发布桁架机械手 YX-T300';
    await rowAction(user, await rowOf(title), '审核');
    const drawer = await findOpenDialog('dialog');
    // The item as the exhibitor wrote it.
    expect(await within(drawer).findByRole('heading', { name: title })).toBeInTheDocument();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /审核结果/ }), '驳回');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /驳回原因/ }), '请补充产品参数的出处');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功', undefined, FIRST_LOAD)).toBeInTheDocument();
    // Filtered to pending: the rejected item leaves the list.
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument(), FIRST_LOAD);
  }, FLOW);

  it('shows a rejected item with the reason the exhibitor will read', async () => {
    await renderApp('/host/index/set/Exnews?auditStatus=2', { as: 'host' });
    await findHeading('展商新闻');
    const rejected = await screen.findAllByText('封面图片不清晰，请更换后重新提交', undefined, FIRST_LOAD);
    expect(rejected.length).toBeGreaterThan(0);
    // A pending item is not among them.
    expect(screen.queryByText('云启工业互联网平台接入设备突破 10 万台')).not.toBeInTheDocument();
  }, FLOW);

  it('puts waiting news first in the review queue (audit/news), which has nothing to create', async () => {
    await renderApp('/host/index/audit/news', { as: 'host' });
    await findHeading('新闻审核');
    const rows = (await screen.findAllByRole('row', undefined, FIRST_LOAD)).slice(1);
    expect(within(rows[0]!).getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布展商新闻' })).not.toBeInTheDocument();
  }, FLOW);
});
