import { ERROR_MESSAGES } from '@nivedya/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ConcurrencyGate, createConcurrencyGate } from '../lib/concurrency-gate.ts';
import { giveGatePlaceBack, takeGatePlace } from './gate-place.ts';

/**
 * Bookings (a queue token, a checkout) at a season's opening: thousands of devotees press Book in the
 * same minute. Each process serves a few booking requests per database connection at once (so the pool
 * is never idle while the server parses, checks and answers), and keeps a short line behind them, in
 * arrival order. Whoever arrives when the line is full is answered at once, 503 BOOKING_BUSY, with a
 * time to come back: one after another at the rate the process serves (lib/concurrency-gate.ts
 * paceRetries), so the crowd turned away returns spread out, in the order it came, and the app tries
 * again by itself then. A devotee let in is answered within a fraction of a second; the rest wait on
 * their phones, not in the server's sockets, where every request held open made everyone's slower.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A booking request: it passes the booking gate before its handler (plugins/booking-admission.ts). */
    bookingAdmission?: boolean;
  }
}

/**
 * Bookings served at once per database connection: with 2, the pool sat idle while the server worked
 * (bench:vq: 348 bookings a second, not 615).
 */
const SERVED_PER_CONNECTION = 4;
/** Requests waiting per database connection (48 for the default pool of 4; bench:vq, issue #20). */
const WAITING_PER_CONNECTION = 12;
/** The shortest wait a refused booking is given; a crowd is spread at the rate served (paceRetries). */
const RETRY_AFTER_SECONDS = 0.2;
/** Bookings a place serves a second before the gate has measured it: one in 20 ms. */
const SERVED_PER_PLACE_PER_SECOND = 50;

export function bookingGate(poolSize: number): ConcurrencyGate {
  return createConcurrencyGate({
    concurrent: poolSize * SERVED_PER_CONNECTION,
    // No share per devotee: the line is in arrival order for everyone, and its length bounds what any
    // one client can hold.
    perClient: Number.POSITIVE_INFINITY,
    maxWaiting: poolSize * WAITING_PER_CONNECTION,
    busy: {
      code: 'BOOKING_BUSY',
      message: ERROR_MESSAGES.BOOKING_BUSY,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    },
    paceRetries: SERVED_PER_PLACE_PER_SECOND,
  });
}

export const bookingAdmissionPlugin = fp(async (app: FastifyInstance, options: { gate: ConcurrencyGate }) => {
  // preHandler: after the session is known and the body is valid, so neither an intruder nor a
  // malformed request takes a place.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.bookingAdmission) await takeGatePlace(options.gate, request, reply);
  });
  app.addHook('onResponse', async (request) => giveGatePlaceBack(request));
});
