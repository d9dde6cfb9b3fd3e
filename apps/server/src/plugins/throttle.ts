import { DomainError } from '@nivedya/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type ConcurrencyGate, createConcurrencyGate } from '../lib/concurrency-gate.ts';
import { inWords, type RateLimitStore } from '../lib/rate-limits.ts';
import { gateClientKey, giveGatePlaceBack, takeGatePlace } from './gate-place.ts';

/**
 * Public routes that cost more than a plain read (hardening: a flood of anonymous searches made a
 * devotee's seva list take seconds). Each is limited per client, counted in the shared store so every
 * process agrees, and the costly ones also pass the concurrency gate. A client is its user when logged
 * in (many devotees share one address behind a mobile carrier's NAT), its IP address otherwise.
 */
export const THROTTLES = {
  /** Catalogue search across temples, sevas and deities: pattern scans. */
  search: { requests: 120, perSeconds: 60, costly: true },
  /** The temple list, searched by name and ordered by distance: every devotee's first page. */
  temples: { requests: 120, perSeconds: 60, costly: true },
  /** Lists a devotee pages through: a temple's sevas, specials and availability. */
  catalogue: { requests: 300, perSeconds: 60, costly: false },
  /** Star-day and Panchangam computations: astronomy on the server's CPU. */
  panchangam: { requests: 30, perSeconds: 60, costly: true },
  /** Contact-us enquiries: each one is a message staff read. */
  enquiry: { requests: 10, perSeconds: 900, costly: false },
} as const;

export type Throttle = keyof typeof THROTTLES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits this public route per client (plugins/throttle.ts). */
    throttle?: Throttle;
  }
}

export interface ThrottlePluginOptions {
  store: RateLimitStore;
  gate: ConcurrencyGate;
}

/** The gate for a server whose database pool has `poolSize` connections: half of them for costly reads. */
export function costlyReadGate(poolSize: number): ConcurrencyGate {
  return createConcurrencyGate({
    concurrent: Math.max(1, Math.floor(poolSize / 2)),
    perClient: 2,
    maxWaiting: 200,
  });
}

export const throttlePlugin = fp(async (app: FastifyInstance, options: ThrottlePluginOptions) => {
  const limiters = Object.fromEntries(
    Object.entries(THROTTLES).map(([name, policy]) => [
      name,
      options.store.limiter(`throttle-${name}`, {
        points: policy.requests,
        durationSeconds: policy.perSeconds,
        // A client over its limit is refused from memory until its window ends: a flood costs no queries.
        blockInMemoryWhenSpent: true,
      }),
    ]),
  ) as Record<Throttle, ReturnType<RateLimitStore['limiter']>>;

  // After the auth plugin's onRequest, so a logged-in devotee counts as themselves.
  app.addHook('onRequest', async (request, reply) => {
    const name = request.routeOptions.config.throttle;
    if (!name) return;
    const key = gateClientKey(request);
    try {
      await limiters[name].consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const wait = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new DomainError('RATE_LIMITED', `Too many requests; please try again in ${inWords(wait)}`, {
        retryAfterSeconds: wait,
      });
    }
    if (!THROTTLES[name].costly) return;
    await takeGatePlace(options.gate, request, reply);
  });
  app.addHook('onResponse', async (request) => giveGatePlaceBack(request));
});
