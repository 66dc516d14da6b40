/**
 * A notice raised as the page starts shows once the toaster (loaded on demand) is there. One
 * failure, one message: the same notice raised again while it is on screen is not stacked,
 * and requests that fail with the same network error share one retry notice whose button sends
 * all of them again.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/system';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exhibitionGetAllConfiSettle } from '@gen/api/settings/settings';
import { Toaster } from '@/components/feedback/Toaster';
import { Toasts } from '@/components/feedback/Toasts';
import { applyLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { toaster } from '@/lib/toaster';
import { server } from '../setup';

function renderToaster() {
  return render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  applyLanguage('zh');
  toaster.remove();
});
afterEach(() => {
  act(() => void toaster.remove());
});

describe('notify', () => {
  it('shows a notice raised before the app has rendered its toasts (the toaster loads on demand)', async () => {
    act(() => notify.error('网络异常，请检查网络后重试'));
    render(
      <ChakraProvider value={system}>
        <Toasts />
      </ChakraProvider>,
    );
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
  });

  it('shows the same message once while it is on screen, and different messages each', async () => {
    renderToaster();
    act(() => {
      for (let i = 0; i < 5; i++) notify.error('保存失败，请稍后重试');
      notify.error('上传失败');
    });
    await waitFor(() => expect(screen.getByText('上传失败')).toBeInTheDocument());
    expect(screen.getAllByText('保存失败，请稍后重试')).toHaveLength(1);
    expect(toaster.getVisibleToasts()).toHaveLength(2);
  });

  it('shows the message again once the first notice has gone', async () => {
    renderToaster();
    act(() => notify.info('已复制'));
    await waitFor(() => expect(screen.getByText('已复制')).toBeInTheDocument());
    act(() => void toaster.remove());
    await waitFor(() => expect(screen.queryByText('已复制')).not.toBeInTheDocument());
    act(() => notify.info('已复制'));
    await waitFor(() => expect(screen.getAllByText('已复制')).toHaveLength(1));
  });

  it('five requests failing on the network: one notice, and its retry sends all five again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/Exhibition/GetAllConfiSettle', () => {
        calls += 1;
        return calls <= 5 ? HttpResponse.error() : HttpResponse.json({ status: 200, data: [] });
      }),
    );
    renderToaster();
    const user = userEvent.setup();
    const pending = Array.from({ length: 5 }, () => exhibitionGetAllConfiSettle({ type: 1 }));
    await waitFor(() => expect(calls).toBe(5));
    await waitFor(() => expect(screen.getByText('网络连接失败，请检查网络后重试')).toBeInTheDocument());
    expect(screen.getAllByTestId('toast-error')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '重试' }));
    await expect(Promise.all(pending)).resolves.toHaveLength(5);
    expect(calls).toBe(10);
  });
});
