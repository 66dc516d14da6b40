/**
 * whenOpened: a dialog's code is not loaded, and nothing is mounted, until it is first opened; from
 * then on it stays mounted (it closes with its animation); the confirmation's code can arrive once
 * the page is idle.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { whenOpened } from '@/components/layout/whenOpened';

function Panel({ open, label }: { open: boolean; label: string }) {
  return <div data-testid="panel" data-open={String(open)}>{label}</div>;
}
const loader = () => vi.fn(() => Promise.resolve({ default: Panel }));

describe('whenOpened', () => {
  it('loads and mounts nothing while closed, then mounts on the first opening and stays mounted when closed', async () => {
    const load = loader();
    const Lazy = whenOpened(load);
    const { rerender } = render(<Lazy open={false} label="面板" />);
    rerender(<Lazy open={false} label="面板" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();

    rerender(<Lazy open label="面板" />);
    expect(await screen.findByTestId('panel')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Lazy open={false} label="面板" />);
    expect(screen.getByTestId('panel')).toHaveAttribute('data-open', 'false');
    rerender(<Lazy open label="再次" />);
    expect(screen.getByTestId('panel')).toHaveTextContent('再次');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads "open" from other props when told how', async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ item }: { item?: string }) => <p>{item}</p> }));
    const Lazy = whenOpened(load, { isOpen: (props) => props.item !== undefined });
    const { rerender } = render(<Lazy />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Lazy item="展品 A" />);
    expect(await screen.findByText('展品 A')).toBeInTheDocument();
  });

  it('fetches the code once the page is idle when asked to, without mounting it', async () => {
    vi.useFakeTimers();
    try {
      const quiet = loader();
      const eager = loader();
      const Quiet = whenOpened(quiet);
      const Eager = whenOpened(eager, { preloadWhenIdle: true });
      render(
        <>
          <Quiet open={false} label="q" />
          <Eager open={false} label="e" />
          <Eager open={false} label="e2" />
        </>,
      );
      expect(eager).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(eager).toHaveBeenCalledTimes(1);
      expect(quiet).not.toHaveBeenCalled();
      expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
