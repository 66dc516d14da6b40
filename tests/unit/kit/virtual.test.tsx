/** Long lists: the table renders a window of rows, not all 10,000. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, DataTable, VIRTUAL_THRESHOLD } from '@/components/kit';
import { renderWithRouter } from '../../support/render';

interface Row {
  id: string;
  name: string;
  createTime: string;
}
const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, name: `展商 ${i + 1}`, createTime: '2026-03-01T08:00:00+08:00' }));
const c = columnsOf<Row>();
const columns = [c.text('name', 'kit.column.name'), c.date('createTime', 'kit.column.createTime')];

// jsdom lays nothing out: give the table's scroll area a 600 px viewport, as a browser would.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this instanceof HTMLElement && this.dataset.virtual ? 600 : 0;
    },
  });
});
afterAll(() => Object.defineProperty(Element.prototype, 'clientHeight', original));

describe('DataTable virtualisation', () => {
  it('renders only a window of 10,000 rows', async () => {
    const started = performance.now();
    renderWithRouter(<DataTable label="展商" rows={rows} columns={columns} virtual />);
    const table = await screen.findByRole('table', { name: '展商' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0));
    const rendered = table.querySelectorAll('tbody tr[data-index]');
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByText('展商 1')).toBeInTheDocument();
    expect(screen.queryByText('展商 10000')).not.toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(performance.now() - started).toBeLessThan(5000);

    // Once the virtualiser's code is in (the first rows are drawn as they are until then), the rows
    // below the window are an empty row that keeps the scroll bar as long as the whole list.
    await waitFor(() => expect(table.querySelector('tbody tr:last-child')).toHaveAttribute('aria-hidden', 'true'), { timeout: 5000 });

    // Scrolling far down swaps the window for the rows there.
    const scroller = table.closest<HTMLElement>('[data-virtual]')!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 53 * 5000 });
    fireEvent.scroll(scroller);
    expect(await screen.findByText('展商 5001')).toBeInTheDocument();
    expect(screen.queryByText('展商 1')).not.toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(60);
  });

  it('virtualises by itself above the threshold and not below it', async () => {
    const { unmount } = renderWithRouter(<DataTable label="多" rows={rows.slice(0, VIRTUAL_THRESHOLD + 1)} columns={columns} />);
    const many = await screen.findByRole('table', { name: '多' });
    await waitFor(() => expect(many.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0));
    expect(many.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(60);
    unmount();
    renderWithRouter(<DataTable label="少" rows={rows.slice(0, 50)} columns={columns} />);
    expect((await screen.findByRole('table', { name: '少' })).querySelectorAll('tbody tr[data-index]')).toHaveLength(50);
  });
});
