/**
 * The "authorization expired" dialog loads its code when it first opens; when that code cannot
 * download, the user is taken where closing the dialog takes them (the login page) and the app
 * stays mounted.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/components/system';
import { authExpiredDialog, notify } from '@/lib/notify';

afterEach(() => {
  if (authExpiredDialog.get().open) act(() => authExpiredDialog.close());
  vi.doUnmock('@/components/feedback/AuthExpiredDialog');
  vi.resetModules();
});

async function renderGate() {
  const { AuthExpiredGate } = await import('@/components/feedback/AuthExpiredGate');
  return render(
    <ChakraProvider value={system}>
      <p>页面内容</p>
      <AuthExpiredGate />
    </ChakraProvider>,
  );
}

describe('AuthExpiredGate', () => {
  it('opens the dialog when the session expires; confirming it goes to the login page', async () => {
    await renderGate();
    const onClose = vi.fn();
    act(() => notify.authExpired(onClose));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('授权已过期');
    act(() => screen.getByRole('button', { name: '确定' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("when the dialog's code cannot download, goes to the login page and keeps the app on screen", async () => {
    vi.resetModules();
    vi.doMock('@/components/feedback/AuthExpiredDialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { notify: freshNotify } = await import('@/lib/notify');
    await renderGate();
    const onClose = vi.fn();
    act(() => freshNotify.authExpired(onClose));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
