import { getTableColumns, getTableName } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Names for hand-written SQL (the few `Statement`s of client.ts), taken from the Drizzle schema so that
 * the schema checks them: write `${sqlColumn(orders.orderNumber)}`, never "order_number". A column that
 * is renamed or dropped in the schema then fails the typecheck instead of the statement failing at run
 * time, and the name is spelled exactly as the migrations made it.
 */

/** The casing openDatabase gives Drizzle, and drizzle.config.ts the migrations: orderNumber is order_number. */
export const DATABASE_CASING = 'snake_case';

const casing = new CasingCache(DATABASE_CASING);

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The column's name in the database, quoted: `"order_number"`. */
export function sqlColumn(column: AnyPgColumn): string {
  return quoted(casing.getColumnCasing(column));
}

/** The table's name in the database, quoted: `"orders"`. */
export function sqlTable(table: PgTable): string {
  return quoted(getTableName(table));
}

type ColumnsOf<T extends PgTable> = T['_']['columns'];

/** The columns of `table` named by `keys`, keyed as in the schema (the plan's rows use the same names). */
export function pickColumns<T extends PgTable, const K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): { [P in K]: T['_']['columns'][P] } {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as { [P in K]: T['_']['columns'][P] };
}

/**
 * Every column of `table` as `alias."column"`, by its schema key: with `const u = aliased(users, 'u')`,
 * `${u.mobile}` is `u."mobile"` (write the table itself `${sqlTable(users)} u`).
 */
export function aliased<T extends PgTable>(table: T, alias: string): { [K in keyof ColumnsOf<T>]: string } {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, `${alias}.${sqlColumn(column)}`]),
  ) as { [K in keyof ColumnsOf<T>]: string };
}

/** What a column holds, as TypeScript sees it: its data type, or null too where the column allows it. */
export type ColumnValue<C extends AnyPgColumn> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null;

/**
 * The column list and the value list of an `insert into table (…) select …`, from ONE object keyed by the
 * table's schema keys, each with its SQL expression: the lists cannot fall out of step, a key the schema
 * does not have fails the typecheck, and so does leaving out a column the table requires (not null and
 * without a default). Columns left out take their defaults.
 */
export function insertColumns<T extends PgTable>(
  table: T,
  values: { [K in keyof T['$inferInsert']]: string },
): { columns: string; values: string } {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const given = Object.entries(values as Record<string, string | undefined>).flatMap(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return value === undefined ? [] : [[sqlColumn(column), value] as const];
  });
  return {
    columns: given.map(([column]) => column).join(', '),
    values: given.map(([, value]) => value).join(', '),
  };
}
