import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { backgroundJobsFor, startBackgroundJobs } from './jobs/background-jobs.ts';
import { serializeError } from './lib/log-serializers.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { seedReferenceData } from './seed/seed-reference-data.ts';

/**
 * Starts Nivedya. WEB_CONCURRENCY=1 (the default): one process does everything. WEB_CONCURRENCY=N > 1
 * (PostgreSQL only): a node:cluster primary migrates and seeds once, then forks N workers that share
 * the port and serve HTTP; the API is stateless (sessions and rate-limit counters live in the database),
 * and the background jobs (jobs/background-jobs.ts) run in the primary. A worker that dies is replaced.
 */
interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

const FORCE_EXIT_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  await database.whileStarting(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    if (config.seedDemoData) {
      const summary = await seedDemoData(database.db, new Date());
      console.log(summary);
    }
  });
  return database;
}

function onSignals(shutdown: (signal: string) => Promise<void>): void {
  let closing = false;
  const once = (signal: string) => {
    if (closing) return;
    closing = true;
    const forceExit = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    forceExit.unref();
    void shutdown(signal).then(() => process.exit(0));
  };
  process.on('SIGINT', () => once('SIGINT'));
  process.on('SIGTERM', () => once('SIGTERM'));
}

function runningMessage(config: Config, kind: DatabaseHandle['kind'], workers: number): string {
  const where = kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const processes = workers > 1 ? `, ${workers} workers` : '';
  return `Nivedya is running at ${config.publicUrl} (${where}${processes})`;
}

async function startSingle(config: Config): Promise<void> {
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, db: database.db });
  const jobs = await startBackgroundJobs(database, config.databaseUrl, app.log, backgroundJobsFor(config));
  onSignals(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await app.close();
    await database.close();
  });
  await app.listen({ host: config.host, port: config.port });
  console.log(runningMessage(config, database.kind, 1));
}

/** JSON lines like the workers' logs (pino), for the little the primary has to say. */
const primaryLog: Logger = {
  info: (object, message) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message, ...object })),
  error: (object, message) =>
    console.error(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        msg: message,
        ...object,
        ...('err' in object ? { err: serializeError(object.err) } : {}),
      }),
    ),
};

async function startPrimary(config: Config): Promise<void> {
  const database = await prepareDatabase(config);
  const jobs = await startBackgroundJobs(database, config.databaseUrl, primaryLog, backgroundJobsFor(config));
  let closing = false;
  let listening = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    let hasListened = false;
    worker.once('listening', () => {
      hasListened = true;
      listening += 1;
      if (listening === config.webConcurrency) console.log(runningMessage(config, database.kind, listening));
    });
    worker.once('exit', (code, signal) => {
      if (closing) return;
      if (!hasListened) {
        primaryLog.error({ code, signal }, 'a worker failed to start; stopping');
        process.exit(1);
      }
      primaryLog.error({ code, signal }, 'a worker died; starting another');
      fork();
    });
    return worker;
  };
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
  onSignals(async (signal) => {
    closing = true;
    primaryLog.info({ signal }, 'shutting down');
    await jobs.stop();
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await database.close();
  });
}

async function startWorker(config: Config): Promise<void> {
  // The primary has migrated and seeded; a worker only serves.
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database.db });
  onSignals(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });
  await app.listen({ host: config.host, port: config.port });
}

const config = loadConfigOrExit();
if (config.webConcurrency === 1) await startSingle(config);
else if (cluster.isPrimary) await startPrimary(config);
else await startWorker(config);
