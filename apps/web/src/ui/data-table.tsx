import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useMediaQuery, WIDE_SCREEN } from '../lib/use-media-query.ts';

/**
 * One column of a list (docs/decisions.md, "Lists"). On a phone a row becomes a card: the row-header
 * column is its title, `badge` columns sit beside it, `line` columns follow labelled with their header,
 * `plain` ones unlabelled, and `hidden` ones are left to the row's own screen.
 */
export interface TableColumn<Item> {
  id: string;
  header: string;
  cell: (item: Item) => ReactNode;
  /** The column that names the row (exactly one): read out with every cell, the card's title. */
  isRowHeader?: boolean;
  /** Amounts and counts: right-aligned with figures of one width. */
  isNumeric?: boolean;
  phone?: 'badge' | 'line' | 'plain' | 'hidden';
  className?: string;
}

const CELL = 'px-4 py-3 align-top';

/**
 * A list's rows: an accessible table (React Aria: arrow keys move between cells, each cell is read
 * with its row's name and column) on wider screens, and one card per row on a phone, so no column is
 * cut off at 390 px. Only one of the two is in the page, so a row's text is found once.
 */
export function DataTable<Item>({
  label,
  columns,
  items,
  itemKey,
  itemTestId,
}: {
  /** Names the table for screen readers (the list's title). */
  label: string;
  columns: readonly TableColumn<Item>[];
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  /** A data-testid on each row and card. */
  itemTestId?: string;
}) {
  const title = columns.find((column) => column.isRowHeader) ?? columns[0];
  const badges = columns.filter((column) => column.phone === 'badge');
  const lines = columns.filter(
    (column) => column !== title && column.phone !== 'badge' && column.phone !== 'hidden',
  );
  const isWide = useMediaQuery(WIDE_SCREEN);
  if (!isWide) {
    return (
      <ul className="divide-y divide-stone-100" aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className="flex flex-col gap-1 p-4" data-testid={itemTestId}>
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-semibold break-words text-stone-900">{title?.cell(item)}</span>
              {badges.length > 0 ? (
                <span className="flex shrink-0 flex-wrap justify-end gap-1">
                  {badges.map((column) => (
                    <span key={column.id}>{column.cell(item)}</span>
                  ))}
                </span>
              ) : null}
            </div>
            {lines.map((column) =>
              column.phone === 'plain' ? (
                <div key={column.id} className="text-sm break-words text-stone-700">
                  {column.cell(item)}
                </div>
              ) : (
                <div key={column.id} className="flex gap-2 text-sm">
                  <span className="shrink-0 text-stone-500">{column.header}:</span>
                  <span
                    className={`min-w-0 break-words text-stone-800 ${column.isNumeric ? 'tabular-nums' : ''}`}
                  >
                    {column.cell(item)}
                  </span>
                </div>
              ),
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto">
      <Table aria-label={label} className="w-full text-left text-sm">
        <TableHeader className="border-b border-stone-200 bg-stone-50 text-stone-600">
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column === title}
              className={`${CELL} font-semibold whitespace-nowrap ${column.isNumeric ? 'text-right' : ''}`}
            >
              {column.header}
            </Column>
          ))}
        </TableHeader>
        <TableBody className="divide-y divide-stone-100">
          {items.map((item) => (
            <Row
              key={itemKey(item)}
              id={itemKey(item)}
              data-testid={itemTestId}
              className="outline-none hover:bg-orange-50/50 focus-visible:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700"
            >
              {columns.map((column) => (
                <Cell
                  key={column.id}
                  className={`${CELL} outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-700 ${
                    column === title ? 'font-medium text-stone-900' : 'text-stone-700'
                  } ${column.isNumeric ? 'text-right tabular-nums whitespace-nowrap' : ''} ${column.className ?? ''}`}
                >
                  {column.cell(item)}
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
