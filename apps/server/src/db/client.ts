import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';
import { DATABASE_CASING } from './sql-names.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories take either so use cases choose the boundary. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's one connection, for the job queue's adapter; null on PostgreSQL. */
  embedded: PGlite | null;
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, seeding) while no other process does the same on this database: on
   * PostgreSQL under a session advisory lock, so any number of servers may start at once.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key the starting servers take: an arbitrary constant, the same in every process. */
export const STARTUP_LOCK_KEY = 7_221_004_312;

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * A fixed SQL text with positional parameters ($1 … $n), for the few statements on the hot path of a
 * request (checkout's read and write, the session lookup). On PostgreSQL it runs as a named prepared
 * statement: each connection parses and plans it once instead of on every request, and no SQL is built
 * per request. The text never depends on the input; values travel only as parameters.
 */
export interface Statement {
  /** Unique per text: the name the driver prepares it under on each connection. */
  name: string;
  text: string;
}

type StatementRunner = (statement: Statement, values: readonly unknown[]) => Promise<{ rows: unknown[] }>;

/** The driver behind each database openDatabase made; a transaction is not in here (see runStatement). */
const runners = new WeakMap<object, StatementRunner>();

/** How busy a PostgreSQL pool is, read when /metrics is scraped (lib/metrics.ts). */
export interface PoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted while this is above 0. */
  waiting: number;
  /** DATABASE_POOL_SIZE. */
  max: number;
}

/** The pool behind each PostgreSQL database openDatabase made; the embedded database has none. */
const pools = new WeakMap<object, () => PoolStats>();

/** The pool's counts now, or null on the embedded database (PGlite runs in this process, unpooled). */
export function databasePoolStats(db: Database): PoolStats | null {
  return pools.get(db)?.() ?? null;
}

/** The statement as drizzle SQL, each $n bound to its value: how it runs inside a transaction. */
function toSql(statement: Statement, values: readonly unknown[]): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T = unknown>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Whether `db` is a database openDatabase made, where each statement commits on its own: not a transaction. */
export function isDatabase(db: Executor): db is Database {
  return runners.has(db);
}

/** Runs a Statement and answers its rows (numbers, text and json as the driver parses them). */
export async function runStatement<T>(
  db: Executor,
  statement: Statement,
  values: readonly unknown[],
): Promise<T[]> {
  const runner = runners.get(db);
  const result = runner ? await runner(statement, values) : await db.execute(toSql(statement, values));
  return (result as { rows: T[] }).rows;
}

export interface OpenDatabaseOptions {
  /**
   * For an in-memory database: a dump of one already migrated (PGlite's dumpDataDir) to start from,
   * instead of an empty cluster. Tests start each database from one dump (test/prepared-databases.ts).
   */
  startingPoint?: Blob;
}

export async function openDatabase(
  config: Config,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    // Perform dates travel as yyyy-MM-dd strings; pg would otherwise turn a DATE into a local-midnight Date.
    pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize,
      // JIT compiles a plan when its estimated cost is high: the reports over a year of lines, where
      // compiling took longer (0.6–1.3 s) than running the query; the booking path never reaches it.
      // random_page_cost 1.1, the usual setting for SSDs and a database in memory: at the default 4 the
      // planner merged whole indexes to avoid index lookups, e.g. the settlement report's month took
      // 1.2–1.5 s instead of 0.74 s.
      options: '-c jit=off -c random_page_cost=1.1',
    });
    // An idle connection the server drops (restart, failover) emits 'error'; unhandled, it would end the
    // process. The pool discards that connection and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: DATABASE_CASING }) as unknown as Database;
    runners.set(db, (statement, values) =>
      pool.query({ name: statement.name, text: statement.text, values: [...values] }),
    );
    pools.set(db, () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: config.databasePoolSize,
    }));
    return {
      db,
      kind: 'postgres',
      embedded: null,
      migrate: async () => migratePg(db as never, { migrationsFolder }),
      async whileStarting(work) {
        // A connection of its own, outside the pool: the work itself needs the pool's connections.
        const lock = new pg.Client({ connectionString: config.databaseUrl });
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          // Ending the session releases the lock even if the unlock is never reached.
          await lock.end();
        }
      },
      close: async () => pool.end(),
    };
  }
  const client = config.inMemoryDatabase
    ? new PGlite(options.startingPoint ? { loadDataDir: options.startingPoint } : {})
    : new PGlite(path.join(config.dataDir, 'pgdata'), { relaxedDurability: false });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: DATABASE_CASING }) as unknown as Database;
  // PGlite runs in this process: no network round trip to save, and it keeps no named statements.
  runners.set(db, (statement, values) => client.query(statement.text, [...values]));
  return {
    db,
    kind: 'pglite',
    embedded: client,
    migrate: async () => migratePglite(db as never, { migrationsFolder }),
    // The embedded database belongs to this one process.
    whileStarting: (work) => work(),
    close: async () => client.close(),
  };
}
