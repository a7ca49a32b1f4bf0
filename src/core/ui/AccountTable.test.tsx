import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountTable, TableScroll } from './AccountTable';

function Loans({ titles }: { titles: string[] }) {
  return (
    <TableScroll>
      <AccountTable aria-label="loans">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Barcode</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {titles.map((title) => (
            <tr key={title}>
              <th scope="row">{title}</th>
              <td>YT0002516</td>
              <td>
                <button type="button">Renew</button>
              </td>
            </tr>
          ))}
        </tbody>
      </AccountTable>
    </TableScroll>
  );
}

describe('TableScroll: a table that is a list of cards in a narrow box', () => {
  it('names each cell by its column, for the card layout, and keeps the table roles', async () => {
    const { rerender } = render(<Loans titles={['史记']} />);
    const cell = screen.getByText('YT0002516');
    await waitFor(() => expect(cell.getAttribute('data-label')).toBe('Barcode'));
    expect(cell.getAttribute('role')).toBe('cell');
    expect(screen.getByRole('table', { name: 'loans' }).getAttribute('role')).toBe('table');
    expect(screen.getByText('史记').getAttribute('role')).toBe('rowheader');

    // A row that arrives later is named too.
    rerender(<Loans titles={['史记', '骆驼祥子']} />);
    await waitFor(() => {
      const cells = screen.getAllByText('YT0002516');
      expect(cells.map((each) => each.getAttribute('data-label'))).toEqual(['Barcode', 'Barcode']);
    });
    const actions = screen.getAllByRole('button', { name: 'Renew' })[1]?.parentElement;
    expect(actions?.getAttribute('data-label')).toBe('Actions');
  });
});
