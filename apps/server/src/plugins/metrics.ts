import { createHash, timingSafeEqual } from 'node:crypto';
import client from '@prometheus-io/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetricsModule from 'fastify-metrics';
import fp from 'fastify-plugin';
import { type AppMetrics, REQUEST_DURATION_BUCKETS } from '../lib/metrics.ts';
import { problem, sendProblem } from './error-handler.ts';

export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN: the bearer token a scrape must send; unset, only this machine may scrape. */
  token: string | undefined;
}

// A CommonJS module whose plugin is its `exports.default`: Node's default import is the whole module.
const fastifyMetrics = fastifyMetricsModule.default;

/** The web build's hashed files (plugins/web.ts serves each as a route): one label, not one per file name. */
const WEB_ASSETS = '/assets/';

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever address it arrived from. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address ?? '');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests, which are of equal length: the time taken says nothing of the token's length or content. */
function isToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at GET /metrics (docs/operations.md, Metrics): a request-duration histogram per
 * route pattern (fastify-metrics), this process's CPU, memory and event-loop metrics, the database pool
 * and the bookings and payments counters of lib/metrics.ts. Registered after compress (which
 * compresses only the routes added after it) and before the csrf, auth and throttle hooks, so a
 * request they refuse (401, 403, 429) is timed too. Not public: with METRICS_TOKEN set a
 * scrape must send it as a bearer token (else 401); without, only a caller on this machine gets an
 * answer (else 404). The caller is the connection's own address, never X-Forwarded-For: behind
 * TRUST_PROXY that header names whoever the client says it is. A proxy on this machine connects from
 * loopback too, so a request carrying a proxy's forwarding headers is refused.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  await app.register(fastifyMetrics, {
    // The same client lib/metrics.ts uses, rather than whichever the plugin would find installed.
    promClient: client,
    // Served below, behind the guard, from this app's registry only.
    endpoint: null,
    // lib/metrics.ts collects them once per process.
    defaultMetrics: { enabled: false },
    routeMetrics: {
      // A histogram aggregates across processes and over any window; the summary's quantiles do not.
      enabled: { histogram: true, summary: false },
      overrides: {
        labels: {
          // The route's pattern (/api/v1/temples/:templeId/sevas), never the URL with its ids.
          getRouteLabel: (request) => {
            const route = request.routeOptions.url ?? '';
            return route.startsWith(WEB_ASSETS) ? `${WEB_ASSETS}*` : route;
          },
        },
        histogram: { buckets: REQUEST_DURATION_BUCKETS, registers: [options.metrics.registry] },
        // Created by the plugin even when off: in no registry, so a second app in this process can make its own.
        summary: { registers: [] },
      },
    },
  });

  const { token } = options;
  async function guard(request: FastifyRequest, reply: FastifyReply) {
    if (token) {
      if (isToken(request.headers.authorization, token)) return;
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendProblem(reply, problem('UNAUTHENTICATED', 'Send the metrics token as a bearer token'));
    }
    const isLocal =
      isLoopback(request.socket.remoteAddress) &&
      FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
    if (!isLocal) return sendProblem(reply, problem('NOT_FOUND', 'Nothing at /metrics'));
  }

  app.get(
    '/metrics',
    {
      // No session is asked for: the guard admits the scraper. Not timed: it would time itself.
      config: { access: 'public', disableMetrics: true },
      schema: { hide: true },
      exposeHeadRoute: false,
      onRequest: guard,
    },
    async (_request, reply) => reply.type(options.metrics.contentType).send(await options.metrics.scrape()),
  );
});
