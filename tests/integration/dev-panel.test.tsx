/**
 * The developer panel's "reset demo data": the app's own confirmation dialog (never the browser's),
 * nothing happens on cancel, and after the reset the reloaded page says it is done.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { loadLocale } from '@/lib/i18n';
import * as mockBrowser from '@/mocks/browser';
import DevPanel from '@/mocks/DevPanel';
import { findOpenDialog, Providers, waitForDialogClosed } from '../support/render';

/** The mock worker's reset and the page reload, watched (a spy per test: afterEach restores them). */
const spyOnBrowser = () => ({
  resetDemoData: vi.spyOn(mockBrowser, 'resetDemoData').mockResolvedValue(undefined),
  reloadPage: vi.spyOn(mockBrowser, 'reloadPage').mockImplementation(() => undefined),
});
let browser: ReturnType<typeof spyOnBrowser>;
beforeEach(() => {
  browser = spyOnBrowser();
});

function renderPanel() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <DevPanel />
    </Providers>,
  );
}

async function askForReset(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('dev-panel-open'));
  await user.click(await screen.findByTestId('dev-reset-data'));
  return findOpenDialog('alertdialog');
}

describe('developer panel: reset demo data', () => {
  // The app loads the panel's text with its code (src/app); rendered directly here, it loads it first.
  beforeAll(() => loadLocale('dev'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks with the app’s dialog and does nothing when cancelled', async () => {
    const nativeConfirm = vi.spyOn(window, 'confirm');
    const user = userEvent.setup();
    renderPanel();
    const dialog = await askForReset(user);
    expect(within(dialog).getByRole('heading', { name: '重置演示数据？' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('恢复初始数据');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitForDialogClosed();
    expect(browser.resetDemoData).not.toHaveBeenCalled();
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it('resets, reloads, and the reloaded page says the reset is done', async () => {
    const user = userEvent.setup();
    const first = renderPanel();
    const dialog = await askForReset(user);
    await user.click(within(dialog).getByRole('button', { name: '重置演示数据' }));
    await waitFor(() => expect(browser.reloadPage).toHaveBeenCalledTimes(1));
    expect(browser.resetDemoData).toHaveBeenCalledTimes(1);

    // The page after the reload.
    first.unmount();
    renderPanel();
    expect(await screen.findByText('演示数据已重置为初始数据')).toBeInTheDocument();
  });

  it('says so when the reset fails, and stays on the page', async () => {
    browser.resetDemoData.mockRejectedValueOnce(new Error('IndexedDB blocked'));
    const user = userEvent.setup();
    renderPanel();
    const dialog = await askForReset(user);
    await user.click(within(dialog).getByRole('button', { name: '重置演示数据' }));
    expect(await screen.findByText('重置演示数据失败，请重试')).toBeInTheDocument();
    expect(browser.reloadPage).not.toHaveBeenCalled();
  });
});
