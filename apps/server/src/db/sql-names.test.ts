import { describe, expect, it } from 'vitest';
import { orderLines, orders, sevaDayCounters } from './schema/index.ts';
import { aliased, insertColumns, sqlColumn, sqlTable } from './sql-names.ts';

describe('SQL names from the Drizzle schema', () => {
  it('spells tables and columns as the migrations made them', () => {
    expect(sqlTable(orderLines)).toBe('"order_lines"');
    expect(sqlColumn(orders.orderNumber)).toBe('"order_number"');
    expect(aliased(sevaDayCounters, 'c').performDate).toBe('c."perform_date"');
  });

  it('writes the column list and the value list of an insert in the same order, leaving out undefined', () => {
    expect(
      insertColumns(sevaDayCounters, {
        sevaId: '$1',
        templeId: '$2',
        performDate: '$3',
        capacity: undefined,
      }),
    ).toEqual({ columns: '"seva_id", "temple_id", "perform_date"', values: '$1, $2, $3' });
  });
});
