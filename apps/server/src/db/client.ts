import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories take either so use cases choose the boundary. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    // Perform dates travel as yyyy-MM-dd strings; pg would otherwise turn a DATE into a local-midnight Date.
    pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    // An idle connection the server drops (restart, failover) emits 'error'; unhandled, it would end the
    // process. The pool discards that connection and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: async () => migratePg(db as never, { migrationsFolder }),
      close: async () => pool.end(),
    };
  }
  const client = config.inMemoryDatabase
    ? new PGlite()
    : new PGlite(path.join(config.dataDir, 'pgdata'), { relaxedDurability: false });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => migratePglite(db as never, { migrationsFolder }),
    close: async () => client.close(),
  };
}
