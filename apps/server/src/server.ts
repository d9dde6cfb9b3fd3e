import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { expireHolds } from './modules/bookings/expire-holds.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { seedReferenceData } from './seed/seed-reference-data.ts';

async function start(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config);
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.seedDemoData) {
    const summary = await seedDemoData(database.db, new Date());
    console.log(summary);
  }

  const app = await buildApp({ config, db: database.db });
  // Checkouts left unpaid give their capacity back (ARCHITECTURE rule 3); one sweep at a time.
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    expireHolds(database.db, new Date())
      .then((expired) => {
        if (expired > 0) app.log.info({ expired }, 'expired unpaid holds');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'hold sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, config.payments.sweepSeconds * 1000);
  sweeper.unref();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    clearInterval(sweeper);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Nivedya is running at ${config.publicUrl} (${where})`);
}

await start();
