import { addDays, localDateTime } from '@nivedya/domain';
import pg from 'pg';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data.ts';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import { insertCatalogue } from './report-catalogue.ts';
import { followUpSteps } from './report-year-follow-ups.ts';
import { planSteps, YEAR_DAYS, YEAR_SHAPE_VERSION, type YearShape } from './report-year-plan.ts';
import { tableSteps } from './report-year-tables.ts';

/**
 * A year of one busy temple on PostgreSQL for bench/reports.ts: the schema migrated as the server does
 * it, the catalogue (report-catalogue.ts), then a million order lines with their payments and refunds
 * (report-year-plan.ts draws them, report-year-tables.ts writes them) and what followed them: messages, gateway payouts, enquiries
 * (report-year-follow-ups.ts); vacuumed and analysed. With `keep` the database has a fixed name and
 * stays after the run, and a later run reuses it when it holds a complete year of the same size made by
 * the same YEAR_SHAPE_VERSION, so re-runs skip the minutes of generation. A table in it
 * (bench_report_year) records the year once it is complete.
 */

export interface ReportYear {
  databaseUrl: string;
  databaseName: string;
  busyTempleId: number;
  smallTempleId: number;
  adminEmail: string;
  /** The year's first and last day, the temple's days (its last day is the day it was generated). */
  from: string;
  to: string;
  isReused: boolean;
  /** Drops the database, unless it is kept. */
  release(): Promise<void>;
}

export interface YearOptions {
  keep: boolean;
  busyLines: number;
  smallLines: number;
  now: Date;
}

const KEPT_DATABASE = 'nivedya_bench_report_year';
const TIME_ZONE = 'Asia/Kolkata';
/** The temple's business day, from the first pooja to the last bill. */
const OPENS_AT_MINUTE = 5 * 60;
const BUSINESS_MINUTES = 16 * 60;
/** The demo gateway pays out the day before's captures at 06:05 in India (jobs/background-jobs.ts). */
const PAYOUT_MINUTE = 6 * 60 + 5;

type Marker = Omit<ReportYear, 'databaseUrl' | 'databaseName' | 'isReused' | 'release'>;

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  });
}

/** The year a kept database holds, when its generation finished as this code would make it now. */
async function readMarker(url: string, busyLines: number): Promise<Marker | null> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>(
      `select to_regclass('bench_report_year') is not null as exists`,
    );
    if (!rows[0]?.exists) return null;
    // As a JSON object, so that a marker written by an older version of this file still reads.
    const marker = await client.query<{ row: Record<string, unknown> }>(
      'select to_jsonb(m) as row from bench_report_year m',
    );
    const found = marker.rows[0]?.row;
    if (!found || found.busy_lines !== busyLines || found.version !== YEAR_SHAPE_VERSION) return null;
    return {
      busyTempleId: Number(found.busy_temple_id),
      smallTempleId: Number(found.small_temple_id),
      adminEmail: String(found.admin_email),
      from: String(found.from_day),
      to: String(found.to_day),
    };
  });
}

export async function prepareReportYear(serverUrl: string, options: YearOptions): Promise<ReportYear> {
  if (!options.keep) {
    const scratch = await createScratchDatabase(serverUrl, 'nivedya_bench_reports');
    try {
      const year = await generateYear(scratch.url, options);
      return {
        ...year,
        databaseUrl: scratch.url,
        databaseName: scratch.name,
        isReused: false,
        release: scratch.drop,
      };
    } catch (error) {
      await scratch.drop();
      throw error;
    }
  }
  const url = databaseUrlOf(serverUrl, KEPT_DATABASE);
  const keptYear = { databaseUrl: url, databaseName: KEPT_DATABASE, release: async () => {} };
  if (await databaseExists(serverUrl, KEPT_DATABASE)) {
    const marker = await readMarker(url, options.busyLines);
    if (marker) return { ...marker, ...keptYear, isReused: true };
    console.log(
      `${KEPT_DATABASE} holds no complete year of this size made by this version of the bench: generating it again`,
    );
    await withClient(serverUrl, (client) => client.query(`drop database ${KEPT_DATABASE} with (force)`));
  }
  await withClient(serverUrl, (client) => client.query(`create database ${KEPT_DATABASE}`));
  return { ...(await generateYear(url, options)), ...keptYear, isReused: false };
}

function elapsedSeconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

async function generateYear(url: string, options: YearOptions): Promise<Marker> {
  const started = performance.now();
  const handle = await openDatabase(testConfig({ databaseUrl: url, logLevel: 'silent' }));
  await handle.migrate();
  await seedReferenceData(handle.db);
  const catalogue = await insertCatalogue(handle.db);
  await handle.close();

  const local = localDateTime(options.now, TIME_ZONE);
  const today = local.date;
  const todayFraction = Math.min(1, Math.max(0, (local.minutes - OPENS_AT_MINUTE) / BUSINESS_MINUTES));
  const shape: YearShape = {
    busy: catalogue.busy,
    small: catalogue.small,
    busyLines: options.busyLines,
    smallLines: options.smallLines,
    today,
    todayFraction,
    now: options.now,
    timeZone: TIME_ZONE,
  };
  const steps = [
    ...planSteps(shape),
    ...tableSteps(shape),
    ...followUpSteps({
      busyTempleId: catalogue.busy.templeId,
      busyAdminId: catalogue.busy.adminUserId,
      today,
      settledThrough: addDays(today, local.minutes >= PAYOUT_MINUTE ? -1 : -2),
      now: options.now,
      timeZone: TIME_ZONE,
    }),
  ];
  const marker: Marker = {
    busyTempleId: catalogue.busy.templeId,
    smallTempleId: catalogue.small.templeId,
    adminEmail: catalogue.adminEmail,
    from: addDays(today, -(YEAR_DAYS - 1)),
    to: today,
  };

  await withClient(url, async (client) => {
    // Plans of a million rows sort and hash in memory rather than spill to disk.
    await client.query(`set work_mem = '256MB'`);
    await client.query('select setseed(0.14)');
    for (const step of steps) {
      const stepStarted = performance.now();
      const result = await client.query(step.text, step.values);
      const rows = result.rowCount === null ? '' : `${result.rowCount.toLocaleString('en-IN')} rows`;
      console.log(
        `  ${step.label.padEnd(28)} ${rows.padStart(16)}  ${elapsedSeconds(stepStarted).padStart(6)} s`,
      );
    }
    await printYearShape(client, marker.busyTempleId);
    // VACUUM as well as ANALYZE: the visibility map a live database's autovacuum keeps, so the plans
    // measured are those of a settled table, not of one just bulk-loaded.
    const vacuumStarted = performance.now();
    await client.query('vacuum (analyze)');
    console.log(`  ${'vacuum (analyze)'.padEnd(45)}  ${elapsedSeconds(vacuumStarted).padStart(6)} s`);
    await client.query(
      `create table bench_report_year as
       select $1::int as busy_temple_id, $2::int as small_temple_id, $3::text as admin_email,
              $4::date as from_day, $5::date as to_day, $6::int as busy_lines, $7::int as version,
              now() as generated_at`,
      [
        marker.busyTempleId,
        marker.smallTempleId,
        marker.adminEmail,
        marker.from,
        marker.to,
        options.busyLines,
        YEAR_SHAPE_VERSION,
      ],
    );
  });
  console.log(`generated in ${elapsedSeconds(started)} s`);
  return marker;
}

/** What the year looks like for the busy temple: the mix the reports will read. */
async function printYearShape(client: pg.Client, templeId: number): Promise<void> {
  const { rows: days } = await client.query<{ mean: string; peak: string; peaks: string }>(
    `select round(avg(lines))::text as mean, max(lines)::text as peak,
            count(*) filter (where lines > 2.5 * (select avg(last_line - first_line + 1) from plan_days where temple_id = $1))::text as peaks
       from (select last_line - first_line + 1 as lines from plan_days where temple_id = $1) d`,
    [templeId],
  );
  const { rows: mix } = await client.query<{ type: number; status: string; orders: string }>(
    `select type, status, count(*)::text as orders from orders where temple_id = $1 group by 1, 2 order by 1, 2`,
    [templeId],
  );
  const day = days[0];
  console.log(
    `  busy temple: ${day?.mean} lines a day on average, ${day?.peak} on the busiest, ${day?.peaks} festival days above 2.5×`,
  );
  const kind = (type: number) => (type === 0 ? 'online' : 'counter');
  console.log(`  orders: ${mix.map((row) => `${kind(row.type)} ${row.status} ${row.orders}`).join(', ')}`);
}

/** Rows and sizes of the tables the reports read. */
export async function printTableSizes(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; rows: string; table: string; indexes: string }>(
      `select c.relname as name, c.reltuples::bigint::text as rows,
              pg_size_pretty(pg_table_size(c.oid)) as table, pg_size_pretty(pg_indexes_size(c.oid)) as indexes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and c.relname in ('orders', 'order_lines', 'payments', 'refunds', 'refund_lines', 'seva_day_counters',
                            'users', 'devotees', 'sevas', 'notifications', 'sms_outbox', 'settlements',
                            'settlement_items', 'enquiries')
        order by pg_total_relation_size(c.oid) desc`,
    );
    const { rows: database } = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    console.log(`tables (rows as ANALYZE counted them; database ${database[0]?.size}):`);
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(18)} ${Number(row.rows).toLocaleString('en-IN').padStart(12)} rows  ` +
          `table ${row.table.padStart(8)}  indexes ${row.indexes.padStart(8)}`,
      );
    }
  });
}
