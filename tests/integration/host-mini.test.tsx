/**
 * 小程序 (common/common-mini): the organiser adds, edits and deletes (after a question) the
 * mini-programme's jump settings, is told what a jump to another mini-programme lacks, and makes
 * the mini-programme code of a company, shown and downloaded as 小程序码.jpg.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/store';
import { ids } from '@/mocks/data/places';
import { mockDb } from '../setup';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf } from '../support/app';
import { captureDownloads } from '../support/downloads';
import { findOpenDialog } from '../support/render';

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('mini-programme settings', () => {
  it('adds, edits and deletes a jump setting', async () => {
    const { user } = await renderApp('/host/index/common/common-mini', { as: 'host' });
    await findHeading('小程序设置');
    await rowOf('展商直播小程序');

    await user.click(screen.getByRole('button', { name: '添加跳转' }));
    let drawer = await findOpenDialog('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /名称/ }), '观众预登记');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /跳转到/ }), '其他小程序');
    await user.type(within(drawer).getByRole('textbox', { name: /页面路径/ }), 'pages/register/index?from=expo');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('跳转到其他小程序时请填写 AppID')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /AppID/ }), 'wx0a1b2c3d4e5f6a7b');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const row = await rowOf('观众预登记');
    expect(within(row).getByText('wx0a1b2c3d4e5f6a7b')).toBeInTheDocument();
    expect(mockDb.find('weChatSkipSettles', (r) => r.name === '观众预登记')[0]).toMatchObject({ skipType: 1, pagePath: 'pages/register/index?from=expo' });

    await rowAction(user, await rowOf('展馆导航'), '编辑');
    drawer = await findOpenDialog('dialog');
    const name = within(drawer).getByRole('textbox', { name: /名称/ });
    await user.clear(name);
    await user.type(name, '展馆 3D 导航');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await rowOf('展馆 3D 导航');

    await deleteRow(user, '官网报名页');
    expect(mockDb.find('weChatSkipSettles', (r) => r.name === '官网报名页')).toHaveLength(0);
  }, 60_000);

  it('shows the code of a company and downloads it as 小程序码.jpg', async () => {
    const { user } = await renderApp('/host/index/common/common-mini?tab=code', { as: 'host' });
    await findHeading('小程序设置');
    expect(screen.getByText('填写对象后生成小程序码')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /对象类型/ }), '企业');
    await user.type(screen.getByRole('textbox', { name: /对象编号/ }), ids.company);
    await user.click(screen.getByRole('button', { name: '生成小程序码' }));
    expect(await screen.findByRole('img', { name: '小程序码' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('c=c0a8010100004000')).toBeInTheDocument();

    // jsdom neither loads images nor draws: the image loads at once, the canvas gives a blob.
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
      src.set!.call(this, value);
      setTimeout(() => this.onload?.(new Event('load')));
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect: () => undefined, drawImage: () => undefined } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['jpeg'], { type: 'image/jpeg' })));
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: '下载二维码' }));
    await waitFor(() => expect(saved).toEqual(['小程序码.jpg']));
  }, 60_000);
});
