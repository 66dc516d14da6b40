/** Counts in lists: `c.number` writes them as in both languages, right-aligned, and says what a missing one is. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnsOf, DataTable } from '@/components/kit';
import { renderWithRouter } from '../../support/render';

interface Row {
  id: string;
  name: string;
  visits?: number;
  visitors?: number;
}
const rows: Row[] = [
  { id: 'a', name: '官网', visits: 1234567.5, visitors: 8901 },
  { id: 'b', name: '小程序' },
];
const c = columnsOf<Row>();
const columns = [c.text('name', 'kit.column.name'), c.number('visits', 'kit.column.sort', { missing: 'zero' }), c.number('visitors', 'kit.column.status')];

describe('the number column (columnsOf().number)', () => {
  it('writes digits in threes, right-aligned; a missing value is 0 or nothing, as the column says', async () => {
    renderWithRouter(<DataTable label="访问" rows={rows} columns={columns} />);
    const table = await screen.findByRole('table', { name: '访问' });
    const cells = (name: string) => within(within(table).getByText(name).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('官网')).toEqual(['官网', '1,234,567.5', '8,901']);
    expect(cells('小程序')).toEqual(['小程序', '0', '']);
    // The table's styles put cells marked `end` on the right.
    expect(within(table).getByText('8,901').closest('td')).toHaveAttribute('data-align', 'end');
  });
});
