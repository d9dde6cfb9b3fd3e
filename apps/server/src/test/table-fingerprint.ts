import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Every table's rows, hashed, so that a test can prove a request changed nothing: any insert, update or
 * delete changes a table's hash. Rate-limit counters are left out: they count requests (plugins/throttle.ts),
 * refused ones too, and are no one's data.
 */
export async function tableFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
         order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const hashed = (await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${name}" t`,
      ),
    )) as unknown as { rows: { h: string }[] };
    result[name] = hashed.rows[0]!.h;
  }
  return result;
}
