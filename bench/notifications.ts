import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  createWebPushSender,
  generateVapidKeyPair,
} from '../apps/server/src/adapters/push/web-push-sender.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { type Config, testConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { pushTokens, temples, userRights, users } from '../apps/server/src/db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/auth/session-store.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data.ts';
import { startLocalWebPushService } from '../apps/server/src/test/local-web-push-service.ts';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.ts';

/**
 * A temple's message to all its devotees (npm run bench:notifications, issue #17 §1): DEVOTEES devotees
 * follow the temple and DEVICES of them turned push on (their browsers subscribed at a local push
 * service). Staff send one message, with SMS; prints how long the request took, how fast the background
 * sending reached the devotees (a notification and an SMS each, a chunk per transaction), how fast the
 * pushes went out, and checks each devotee got it exactly once. PostgreSQL from BENCH_DATABASE_URL or
 * TEST_DATABASE_URL.
 *
 *   npm run bench:notifications
 *   npm run bench:notifications -- --devotees 10000 --devices 500
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]) || fallback;
};
const DEVOTEES = option('--devotees', 50_000);
const DEVICES = option('--devices', 2_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function bench(config: Config) {
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedReferenceData(handle.db);
  const { db } = handle;
  const [temple] = await db
    .insert(temples)
    .values({ code: `bench-notify-${randomBytes(4).toString('hex')}`, name: 'Bench Temple' })
    .returning({ id: temples.id });
  if (!temple) throw new Error('no temple');
  await db.execute(sql`
    insert into users (user_name, mobile, user_type, status)
    select 'Devotee ' || g, '9' || lpad(g::text, 9, '0'), 4, 1 from generate_series(1, ${DEVOTEES}::int) g`);
  await db.execute(sql`
    insert into favourite_temples (user_id, temple_id)
    select id, ${temple.id}::int from users where user_type = 4`);
  const vapid = { ...generateVapidKeyPair(), subject: 'mailto:bench@example.org' };
  const pushService = await startLocalWebPushService(vapid.publicKey);
  const devotees = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where user_type = 4 order by id limit ${DEVICES}::int`),
  );
  for (let start = 0; start < devotees.length; start += 500) {
    await db.insert(pushTokens).values(
      devotees.slice(start, start + 500).map((devotee) => ({
        userId: devotee.id,
        token: pushService.subscribe().json,
        deviceType: 'web',
      })),
    );
  }
  const [admin] = await db
    .insert(users)
    .values({
      userName: 'Temple admin',
      email: `admin-${randomBytes(3).toString('hex')}@bench.test`,
      userType: 2,
      templeId: temple.id,
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('no admin');
  await db.insert(userRights).values({ userId: admin.id, right: 'notifications.send' });
  const session = await createSession(db, { userId: admin.id, now: new Date(), ttlDays: 1 });

  const app = await buildApp({
    config: { ...config, push: { vapid, fcm: null } },
    db,
    notificationDispatch: 'manual',
    pushSenders: [createWebPushSender(vapid, { agent: pushService.agent })],
  });
  const load = await import('node:os').then((os) => os.loadavg()[0]?.toFixed(2));
  console.log(
    `notifications: ${DEVOTEES.toLocaleString('en-IN')} devotees, ${DEVICES.toLocaleString('en-IN')} with push on; load average ${load}`,
  );

  let started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/temples/${temple.id}/notifications`,
    headers: { cookie: `${SESSION_COOKIE}=${session.token}; XSRF-TOKEN=bench`, 'x-xsrf-token': 'bench' },
    payload: {
      title: 'Mandala season',
      body: 'The temple opens at 3 AM from tomorrow',
      audience: 'all-devotees',
      sendSms: true,
    },
  });
  const requestMs = performance.now() - started;
  if (response.statusCode !== 201) throw new Error(`send answered ${response.statusCode}: ${response.body}`);
  const { id } = response.json() as { id: number };
  console.log(
    `  request  answered 201 in ${requestMs.toFixed(0)} ms (the sending goes on in the background)`,
  );

  started = performance.now();
  const sending = await app.broadcastSender.runNow();
  const sendingS = (performance.now() - started) / 1000;
  console.log(
    `  sending  ${DEVOTEES.toLocaleString('en-IN')} notifications + SMS in ${sendingS.toFixed(1)} s = ${(DEVOTEES / sendingS).toFixed(0)} devotees/s (${sending.chunks} chunks of 1,000)`,
  );

  started = performance.now();
  const pushed = await app.pushDispatcher.runNow();
  const pushS = (performance.now() - started) / 1000;
  console.log(
    `  push     ${pushed.sent} pushed + ${pushed.noDevice} without a device in ${pushS.toFixed(1)} s = ${(pushed.sent / pushS).toFixed(0)} pushes/s (${((pushed.sent + pushed.noDevice) / pushS).toFixed(0)} notifications/s); failed ${pushed.failed}, retrying ${pushed.retrying}`,
  );
  await app.close();

  const [counts] = rowsOf<{ rows: number; devotees: number; sms: number }>(
    await db.execute(sql`
      select count(*)::int as rows, count(distinct user_id)::int as devotees,
        (select count(*)::int from sms_outbox where purpose = 'temple-notification') as sms
      from notifications where broadcast_id = ${id}::int`),
  );
  const exact = counts?.rows === DEVOTEES && counts.devotees === DEVOTEES && counts.sms === DEVOTEES;
  const pushesExact = pushService.received.length === DEVICES && pushService.violations.length === 0;
  console.log(
    `  check    ${counts?.rows} notifications to ${counts?.devotees} devotees, ${counts?.sms} SMS, ${pushService.received.length} pushes received${exact && pushesExact ? ': each once' : ': MISCOUNTED'}`,
  );
  if (!(exact && pushesExact)) process.exitCode = 1;
  await pushService.close();
  await handle.close();
}

async function main() {
  if (!PG_URL) {
    console.log('bench:notifications needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
    process.exitCode = 1;
    return;
  }
  const scratch = await createScratchDatabase(PG_URL, 'nivedya_bench_notifications');
  try {
    await bench(testConfig({ databaseUrl: scratch.url, logLevel: 'silent', databasePoolSize: 8 }));
  } finally {
    await scratch.drop();
  }
}

await main();
