import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../seed/seed-reference-data.ts';
import { CookieJar } from './cookie-jar.ts';
import { derivedDataApart } from './derived-data.ts';
import { guardDocumentedStatuses, type UndocumentedStatus } from './documented-statuses.ts';
import { preparedEmbeddedDatabase, preparedPostgresTemplate } from './prepared-databases.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Moves the clock every use case reads. */
  clock: { now: Date };
  /** Success statuses routes answered but their OpenAPI document does not list (each answered a 500). */
  undocumentedStatuses: UndocumentedStatus[];
  /** Fails when any route answered a status its document does not list. */
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set and
 * API_TEST_DB is not 'pglite', a new database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestContext(
  overrides: Partial<Config> = {},
  appOptions: Partial<BuildAppOptions> = {},
  /** Adds test-only routes before the app is ready. */
  beforeReady?: (app: FastifyInstance, db: Database) => void,
): Promise<TestContext> {
  const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  const scratch = serverUrl
    ? await createScratchDatabase(serverUrl, 'nivedya_test', preparedPostgresTemplate())
    : undefined;
  const databaseUrl = scratch?.url;
  const dropDatabase = scratch?.drop ?? (async () => {});
  const config = testConfig({ databaseUrl, ...overrides });
  // Migrated already (prepared-databases.ts): migrating finds nothing to do.
  const database = await openDatabase(
    config,
    config.inMemoryDatabase && !databaseUrl ? { startingPoint: preparedEmbeddedDatabase() } : {},
  );
  await database.migrate();
  // As server.ts does on every start: stars, locations and the app version exist in every install.
  await seedReferenceData(database.db);
  const clock = { now: new Date() };
  const undocumentedStatuses: UndocumentedStatus[] = [];
  const guard = guardDocumentedStatuses(undocumentedStatuses);
  const app = await buildApp({
    config,
    db: database.db,
    now: () => clock.now,
    // A test pushes (app.pushDispatcher.runNow()) and sends large notifications
    // (app.broadcastSender.runNow()) when it says so, not in the background beside its requests.
    notificationDispatch: 'manual',
    ...appOptions,
    onRoute: (route) => {
      appOptions.onRoute?.(route);
      guard(route);
    },
  });
  beforeReady?.(app, database.db);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    clock,
    undocumentedStatuses,
    async close() {
      await app.close();
      // Whatever the test did to orders, what the database derives from them is still equal to them.
      const apart = await derivedDataApart(database.db);
      await database.close();
      await dropDatabase();
      if (Object.values(apart).some((rows) => rows.length > 0)) {
        throw new Error(`Derived data differs from the orders it comes from: ${JSON.stringify(apart)}`);
      }
      if (undocumentedStatuses.length > 0) {
        const answers = undocumentedStatuses.map(({ route, status }) => `${route} → ${status}`);
        throw new Error(`Statuses missing from the routes' OpenAPI document: ${answers.join(', ')}`);
      }
    },
  };
}

/**
 * From now until vi.useRealTimers(), setting context.clock.now moves the system clock too: the rate-limit
 * counters (rate-limiter-flexible) read the system clock, not the app's. Date alone is faked; timers run.
 */
export function moveSystemClockWithApp(context: TestContext): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = context.clock.now;
  vi.setSystemTime(now);
  Object.defineProperty(context.clock, 'now', {
    get: () => now,
    set: (value: Date) => {
      now = value;
      vi.setSystemTime(value);
    },
  });
}

/**
 * A browser-like caller: keeps cookies between requests and echoes XSRF-TOKEN on every non-GET,
 * as the web app does.
 */
export class TestClient {
  readonly jar = new CookieJar();
  readonly app: FastifyInstance;
  readonly ip: string;

  constructor(app: FastifyInstance, ip = '127.0.0.1') {
    this.app = app;
    this.ip = ip;
  }

  get cookies(): Map<string, string> {
    return this.jar.cookies;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.jar.hasXsrfToken) {
      await this.request({ method: 'GET', url: '/api/health' });
    }
    const headers = {
      ...(options.headers as Record<string, string>),
      ...this.jar.headersFor(method, { csrf: options.csrf !== false }),
    };
    const response = await this.app.inject({ ...options, headers, remoteAddress: this.ip });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      this.jar.keep(cookie);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  patch(url: string, payload?: unknown) {
    return this.request({
      method: 'PATCH',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  put(url: string, payload?: unknown) {
    return this.request({
      method: 'PUT',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  delete(url: string, payload?: unknown) {
    return this.request({
      method: 'DELETE',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
}
