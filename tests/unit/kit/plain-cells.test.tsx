/**
 * What lists show in every row, drawn as plain elements: the status and actions columns (styled
 * by the table from Chakra's badge and button recipes, DataTable's useTableCss) and TwoLines
 * (styled by the app's global styles): what they say, their colour palette, a running action's
 * button that waits, a second line only when there is one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditStatus, columnsOf, DataTable, TwoLines, type ListContext } from '@/components/kit';
import { renderWithRouter } from '../../support/render';

interface Row {
  id: string;
  name: string;
  auditStatus?: number;
}
const rows: Row[] = [
  { id: 'a', name: '能源管理系统', auditStatus: 1 },
  { id: 'b', name: '协作机器人', auditStatus: 2 },
  { id: 'c', name: '智能仓储', auditStatus: 7 },
  { id: 'd', name: '展台设计' },
];
const c = columnsOf<Row>();

describe('the status column (columnsOf().status)', () => {
  it("shows each value's label in the map's palette, an unknown value as it is and a missing one as unknown, in grey", async () => {
    renderWithRouter(<DataTable label="审核" rows={rows} columns={[c.text('name', 'kit.column.name'), c.status('auditStatus', 'kit.column.status', auditStatus)]} />);
    const table = await screen.findByRole('table', { name: '审核' });
    const status = (name: string) => within(within(table).getByText(name).closest('tr')!).getAllByRole('cell')[1]!.firstElementChild!;
    expect(status('能源管理系统')).toHaveTextContent('已通过');
    expect(status('能源管理系统')).toHaveAttribute('data-palette', 'green');
    expect(status('协作机器人')).toHaveTextContent('未通过');
    expect(status('协作机器人')).toHaveAttribute('data-palette', 'red');
    expect(status('智能仓储')).toHaveTextContent(/^7$/);
    expect(status('智能仓储')).toHaveAttribute('data-palette', 'gray');
    expect(status('展台设计')).toHaveTextContent('未知');
    expect(status('展台设计')).toHaveAttribute('data-palette', 'gray');
  });
});

describe('the actions column (columnsOf().actions)', () => {
  it("draws a row's delete in red, and its button waits while the delete runs", async () => {
    let finish: (answer: { status: number; data: boolean }) => void = () => {};
    const context: ListContext = { refresh: () => undefined, confirm: () => Promise.resolve(true), navigate: () => undefined };
    const columns = [
      c.text('name', 'kit.column.name'),
      c.actions({ onDelete: () => new Promise((resolve) => (finish = resolve)), nameOf: (r) => r.name }),
    ];
    const { user } = renderWithRouter(<DataTable label="产品" rows={rows.slice(0, 1)} columns={columns} context={context} />);
    const row = (await screen.findByText('能源管理系统')).closest('tr')!;
    const remove = within(row).getByRole('button', { name: '删除' });
    expect(remove).toHaveAttribute('data-palette', 'red');
    await user.click(remove);
    // The only button of the row turns into a spinner (its label hidden) that cannot be pressed again.
    await waitFor(() => expect(within(row).getByRole('button')).toBeDisabled());
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    finish({ status: 200, data: true });
    await waitFor(() => expect(within(row).getByRole('button', { name: '删除' })).toBeEnabled());
  });
});

describe('TwoLines', () => {
  it('shows a name over its muted second line, leaves an empty second line out, and cuts the lines it is told to', async () => {
    renderWithRouter(
      <ul>
        <li>
          <TwoLines main="能源管理系统" sub="HZ-EMS · Energy Management System" mainLines={2} subLines={1} />
        </li>
        <li>
          <TwoLines main="协作机器人" sub="" strong={false} />
        </li>
      </ul>,
    );
    const [first, second] = await screen.findAllByRole('listitem');
    const [name, note] = [...first!.querySelectorAll('p')];
    expect(name).toHaveTextContent('能源管理系统');
    expect(name).toHaveAttribute('data-strong');
    expect(name).toHaveAttribute('data-lines', '2');
    expect(note).toHaveTextContent('HZ-EMS · Energy Management System');
    expect(note).toHaveAttribute('data-sub');
    expect(note).toHaveAttribute('data-lines', '1');
    expect(second!.querySelectorAll('p')).toHaveLength(1);
    expect(second!.querySelector('p')).not.toHaveAttribute('data-strong');
  });
});
