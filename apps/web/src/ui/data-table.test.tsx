import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type TableColumn } from './data-table.tsx';

/** docs/decisions.md "Lists": columns declared once, a table from 768 px and a card per row on a phone. */

afterEach(() => {
  cleanup();
  atWidth(1024);
});

/** happy-dom's window answers matchMedia by its viewport, as a browser does by its width. */
function atWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 844 });
}

interface Seva {
  id: number;
  name: string;
  status: string;
  amount: string;
  note: string;
  internal: string;
}

const SEVAS: Seva[] = [
  { id: 7, name: 'Pushpanjali', status: 'Active', amount: '50.00', note: 'Mornings only', internal: 'x-7' },
  { id: 9, name: 'Ganapathi Homam', status: 'Inactive', amount: '350.00', note: 'Fridays', internal: 'x-9' },
];

const COLUMNS: TableColumn<Seva>[] = [
  { id: 'status', header: 'Status', cell: (seva) => seva.status, phone: 'badge' },
  { id: 'name', header: 'Seva', cell: (seva) => seva.name, isRowHeader: true },
  { id: 'amount', header: 'Amount', cell: (seva) => seva.amount, isNumeric: true },
  { id: 'note', header: 'Note', cell: (seva) => seva.note, phone: 'plain' },
  { id: 'internal', header: 'Code', cell: (seva) => seva.internal, phone: 'hidden' },
];

function show() {
  render(
    <DataTable
      label="Sevas"
      columns={COLUMNS}
      items={SEVAS}
      itemKey={(seva) => seva.id}
      itemTestId="seva-row"
    />,
  );
}

describe('DataTable', () => {
  it('is a named table with column headers, and each row named by its row-header cell', () => {
    atWidth(1024);
    show();
    expect(screen.queryByRole('list', { name: 'Sevas' })).toBeNull();
    const table = screen.getByRole('grid', { name: 'Sevas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Status', 'Seva', 'Amount', 'Note', 'Code']);
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['Pushpanjali', 'Ganapathi Homam']);
    const rows = within(table).getAllByTestId('seva-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Inactive', '350.00', 'Fridays', 'x-9']);
  });

  it('on a phone, makes each row a card: its title, badges beside it, labelled lines, no hidden columns', () => {
    atWidth(390);
    show();
    expect(screen.queryByRole('grid')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Sevas' })).getAllByTestId('seva-row');
    expect(cards).toHaveLength(2);
    const card = cards[0] as HTMLElement;
    const [heading, ...lines] = Array.from(card.children).map((child) => child.textContent);
    expect(heading).toBe('PushpanjaliActive');
    expect(lines).toEqual(['Amount:50.00', 'Mornings only']);
    expect(card.textContent).not.toContain('x-7');
  });
});
