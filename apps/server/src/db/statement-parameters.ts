import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ColumnValue } from './sql-names.ts';

/**
 * Numbers the parameters of a `Statement` (client.ts) while its text is written, once, at load: each
 * parameter adds one ($n, cast to its type) and how to read its value from the input (`T`, e.g. a
 * checkout's plan), so the text and the values can never disagree on the order. `values(input)` then
 * lists a request's values in that order.
 */
export function statementParameters<T>() {
  const readers: ((input: T) => unknown)[] = [];
  function param(type: string, read: (input: T) => unknown): string {
    readers.push(read);
    return `$${readers.length}::${type}`;
  }
  return {
    param,
    /** A value written to `column`: cast to the column's type, and typed as what the column holds. */
    value<C extends AnyPgColumn>(column: C, read: (input: T) => NoInfer<ColumnValue<C>>): string {
      return param(column.getSQLType(), read);
    },
    /**
     * Rows of the input as a table to select from: `unnest` of one array per field, each cast to the type
     * of the column the field is written to (`fields`, by the field's name in the row), so a row whose
     * field no longer fits its column fails the typecheck. `field.sevaName` is how the statement reads
     * a row's sevaName (`v."seva_name"`); `ordinality` names a column numbering the rows from 1.
     */
    rows<F extends Record<string, AnyPgColumn>>(
      alias: string,
      read: (input: T) => readonly NoInfer<{ [K in keyof F]: ColumnValue<F[K]> }>[],
      fields: F,
      { ordinality }: { ordinality?: string } = {},
    ) {
      const keys = Object.keys(fields) as (keyof F & string)[];
      const arrays = keys.map((key) =>
        param(`${fields[key]!.getSQLType()}[]`, (input) => read(input).map((row) => row[key])),
      );
      const names = keys.map((key) => `"${toSnakeCase(key)}"`);
      return {
        from:
          `unnest(${arrays.join(', ')})${ordinality ? ' with ordinality' : ''} ` +
          `as ${alias}(${[...names, ...(ordinality ? [ordinality] : [])].join(', ')})`,
        field: Object.fromEntries(keys.map((key, index) => [key, `${alias}.${names[index]}`])) as {
          [K in keyof F]: string;
        },
      };
    },
    values: (input: T): unknown[] => readers.map((read) => read(input)),
  };
}
