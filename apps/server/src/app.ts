import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { createEmailAdapter, type EmailAdapter } from './adapters/email/email-adapter.ts';
import { createPaymentGateways, type PaymentGateways } from './adapters/payments/gateways.ts';
import { createPushDelivery } from './adapters/push/push-delivery.ts';
import type { PushDispatcher } from './adapters/push/push-dispatcher.ts';
import type { PushSender } from './adapters/push/push-sender.ts';
import type { SmsAdapter } from './adapters/sms/sms-adapter.ts';
import { createSmsDelivery } from './adapters/sms/sms-delivery.ts';
import type { SmsDispatcher } from './adapters/sms/sms-dispatcher.ts';
import type { SmsProvider } from './adapters/sms/sms-provider.ts';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { type Database, databasePoolStats } from './db/client.ts';
import type { ConcurrencyGate } from './lib/concurrency-gate.ts';
import { LOG_SERIALIZERS } from './lib/log-serializers.ts';
import { AppMetrics } from './lib/metrics.ts';
import { createOutboxWorker, type OutboxWorker } from './lib/outbox-worker.ts';
import { createAuthRateLimits, createRateLimitStore } from './lib/rate-limits.ts';
import { createSessionMemo } from './modules/auth/index.ts';
import { BookingFactsMemo } from './modules/bookings/index.ts';
import { moduleRoutes } from './modules/index.ts';
import { type BroadcastSendingCounts, sendDueBroadcasts } from './modules/notifications/index.ts';
import { StarCalendars } from './modules/panchangam/index.ts';
import { createReleaseLines } from './modules/releases/index.ts';
import { queuePlacesLeft } from './modules/virtual-queue/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { bookingAdmissionPlugin, bookingGate } from './plugins/booking-admission.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { nulGuardPlugin } from './plugins/nul-guard.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { costlyReadGate, throttlePlugin } from './plugins/throttle.ts';
import { webPlugin } from './plugins/web.ts';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  sms?: SmsAdapter;
  /** Overrides the provider SMS_ADAPTER names (contract tests: one that talks to a local server). */
  smsProvider?: SmsProvider;
  /**
   * 'automatic' (default): the SMS dispatcher delivers queued messages in the background. 'manual':
   * only when app.smsDispatcher.deliverDue() is called, so a test decides when delivery happens.
   */
  smsDispatch?: 'automatic' | 'manual';
  /** Overrides the push services the config names (contract tests: ones that talk to a local server). */
  pushSenders?: readonly PushSender[];
  /**
   * As smsDispatch, for pushes and temples' notifications: 'manual' pushes only when
   * app.pushDispatcher.runNow() is called, and sends a large notification only by app.broadcastSender.
   */
  notificationDispatch?: 'automatic' | 'manual';
  email?: EmailAdapter;
  gateways?: PaymentGateways;
  now?: () => Date;
  /** Default: half the database pool's connections for costly public reads (plugins/throttle.ts). */
  costlyReads?: ConcurrencyGate;
  /** The gate booking requests pass (plugins/booking-admission.ts); by default sized to the pool. */
  bookings?: ConcurrencyGate;
  /** Sees every route as it is added (tests enumerate the routes, e.g. the temple-scope test). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (default: stdout); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
}

const JSON_BODY_LIMIT = 1_048_576;

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued SMS through the configured provider; null with the built-in outbox. */
    smsDispatcher: SmsDispatcher | null;
    /** Pushes written notifications to the users' registered devices. */
    pushDispatcher: PushDispatcher;
    /** Sends the temples' notifications that are due, chunk by chunk (send-due-broadcasts.ts). */
    broadcastSender: OutboxWorker<BroadcastSendingCounts>;
  }
}

/** TRUST_PROXY as Fastify takes it: N hops is "the N addresses nearest the server are proxies". */
function trustedProxies(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
            // No personal data in a log line: errors without SQL parameters, URLs without query values.
            serializers: LOG_SERIALIZERS,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustedProxies(config.trustProxy),
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  // The embedded database is one process: its counters need not be shared, and writing them cost reads.
  const rateLimitStore = createRateLimitStore(db, config.databaseUrl ? 'database' : 'memory');
  const smsDelivery = createSmsDelivery({ config, db, now, log: app.log, provider: options.smsProvider });
  app.decorate('smsDispatcher', smsDelivery.dispatcher);
  if (smsDelivery.dispatcher) {
    const { dispatcher } = smsDelivery;
    if (options.smsDispatch !== 'manual') app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => dispatcher.stop());
  }
  const pushDelivery = createPushDelivery({ config, db, now, log: app.log, senders: options.pushSenders });
  app.decorate('pushDispatcher', pushDelivery.dispatcher);
  const isDispatching = options.notificationDispatch !== 'manual';
  if (isDispatching) app.addHook('onReady', async () => pushDelivery.dispatcher.start());
  app.addHook('onClose', async () => pushDelivery.close());
  const sms = options.sms ?? smsDelivery.adapter;
  // Nudged when staff send to a large audience now; scheduled ones and sendings a restart stopped are
  // taken up by the background job (jobs/background-jobs.ts), in whichever process runs it.
  const broadcastSender = createOutboxWorker({
    name: 'notifications',
    pass: () => sendDueBroadcasts({ db, sms }, now),
    pollIntervalMs: null,
    log: app.log,
  });
  app.decorate('broadcastSender', broadcastSender);
  if (isDispatching) app.addHook('onReady', async () => broadcastSender.start());
  app.addHook('onClose', async () => broadcastSender.stop());
  const deps: AppDeps = {
    config,
    db,
    sms,
    email: options.email ?? createEmailAdapter(config),
    gateways: options.gateways ?? createPaymentGateways(config, db),
    metrics: new AppMetrics(() => databasePoolStats(db)),
    now,
    rateLimits: createAuthRateLimits(rateLimitStore, config.rateLimit),
    sessions: createSessionMemo(),
    bookingFacts: new BookingFactsMemo(),
    starCalendars: new StarCalendars(db),
    releases: createReleaseLines((executor, release) =>
      release.sevaId === null
        ? queuePlacesLeft(executor, release.templeId, release.fromDate, release.toDate)
        : Promise.resolve(null),
    ),
    broadcasts: broadcastSender,
  };

  // The API speaks JSON (and multipart where a route registers it); a text/plain body would otherwise
  // reach validation as a string and answer 400 instead of 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(errorHandlerPlugin);
  await app.register(nulGuardPlugin);
  // Built once: @fastify/helmet rebuilt the middleware (and re-parsed the CSP) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(metricsPlugin, { metrics: deps.metrics, token: config.metricsToken });
  await app.register(csrfPlugin, { secure: config.cookieSecure });
  await app.register(authPlugin, {
    db,
    cookieSecure: config.cookieSecure,
    now: deps.now,
    sessionMemo: deps.sessions,
  });
  await app.register(throttlePlugin, {
    store: rateLimitStore,
    gate: options.costlyReads ?? costlyReadGate(config.databasePoolSize),
  });
  await app.register(bookingAdmissionPlugin, {
    gate: options.bookings ?? bookingGate(config.databasePoolSize),
  });
  await app.register(openApiPlugin);

  for (const routes of moduleRoutes) {
    await app.register(routes, deps);
  }

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
