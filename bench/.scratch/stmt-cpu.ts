import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { deities, sevas, temples, users } from '../../apps/server/src/db/schema/index.ts';
import { createSession, findSessionUser } from '../../apps/server/src/modules/auth/session-store.ts';
import { seedReferenceData } from '../../apps/server/src/seed/seed-reference-data.ts';
import { loadBookingFacts } from '../../apps/server/src/modules/sevas/seva-booking-facts.ts';
import { checkout } from '../../apps/server/src/modules/bookings/checkout.ts';
import { createPaymentGateways } from '../../apps/server/src/adapters/payments/gateways.ts';
import { processCpuMs } from '../booking-server.ts';

const base = process.env.TEST_DATABASE_URL!;
const name = `nivedya_stmt_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: base }); await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base); url.pathname = `/${name}`;
const config = testConfig({ databaseUrl: url.toString(), databasePoolSize: 1 });
const handle = await openDatabase(config);
try {
  await handle.migrate();
  const { db } = handle;
  await seedReferenceData(db);
  const [temple] = await db.insert(temples).values({ code: 'b', name: 'B', paymentGatewayId: 'demo' }).returning();
  const [deity] = await db.insert(deities).values({ templeId: temple!.id, code: 'd', name: 'D' }).returning();
  const [seva] = await db.insert(sevas).values({ templeId: temple!.id, deityId: deity!.id, code: 's', name: 'S', rate: 5000, maxLimitPerDay: 10000000 }).returning();
  const [user] = await db.insert(users).values({ userName: 'U', email: 'u@x.test', userType: 4 }).returning();
  const now = new Date();
  const session = await createSession(db, { userId: user!.id, now, ttlDays: 1 });
  const pidRows = await db.execute(sql`select pg_backend_pid() as pid`);
  const pid = (pidRows as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
  const day = new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10);
  const N = Number(process.env.N ?? 1000);
  const measure = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 50; i++) await fn();
    const w0 = (await admin.query('select wal_bytes::bigint as b, wal_fpi::bigint as f from pg_stat_wal')).rows[0];
    const c0 = processCpuMs(pid); const n0 = process.cpuUsage(); const t0 = performance.now();
    for (let i = 0; i < N; i++) await fn();
    const wall = performance.now() - t0; const n = process.cpuUsage(n0);
    const w1 = (await admin.query('select wal_bytes::bigint as b, wal_fpi::bigint as f from pg_stat_wal')).rows[0];
    console.log('   wal bytes/op', ((w1.b - w0.b) / N).toFixed(0), 'fpi/op', ((w1.f - w0.f) / N).toFixed(2));
    console.log(label.padEnd(20), 'pg ms', ((processCpuMs(pid) - c0) / N).toFixed(3), 'node ms', ((n.user + n.system) / 1000 / N).toFixed(3), 'wall ms', (wall / N).toFixed(3));
  };
  await measure('select 1', () => db.execute(sql`select 1`));
  await measure('session', () => findSessionUser(db, session.token, new Date()));
  const scope = { sevaIds: [seva!.id], days: { from: day, to: day } };
  await measure('facts', () => loadBookingFacts(db, scope));
  const deps = { db, config, gateways: createPaymentGateways(config), now: () => new Date() };
  const sessionUser = (await findSessionUser(db, session.token, new Date()))!;
  const { CheckoutInputSchema } = await import('@nivedya/domain');
  const input = CheckoutInputSchema.parse({ lines: [{ sevaId: seva!.id, performDate: day, quantity: 1, devoteeName: 'X', starId: 5 }] });
  if (process.env.GENERIC) await db.execute(sql.raw('set plan_cache_mode = force_generic_plan'));
  await measure('facts2', () => loadBookingFacts(db, scope));
  await measure('checkout', () => checkout(deps as never, sessionUser, input));
} finally {
  await handle.close();
  await admin.query(`drop database ${name} with (force)`); await admin.end();
}
