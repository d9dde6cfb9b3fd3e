import { DomainError } from '@nivedya/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConcurrencyGate } from '../lib/concurrency-gate.ts';

/**
 * A request's place at a ConcurrencyGate (the costly reads' in throttle.ts, the bookings' in
 * booking-admission.ts): taken in a hook before the handler, given back once, when the response is done
 * or the connection dropped (also while the request was still waiting for it).
 */
const releaseKey = Symbol('release gate place');

type PlacedRequest = FastifyRequest & { [releaseKey]?: () => void };

/** Who holds places: the user when logged in (many devotees share one address behind a carrier's NAT). */
export function gateClientKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

export async function takeGatePlace(
  gate: ConcurrencyGate,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const leave = await gate.enter(gateClientKey(request));
  (request as PlacedRequest)[releaseKey] = leave;
  reply.raw.once('close', leave);
  // The connection, not the request's stream: a POST's stream has ended once its body was read.
  if (request.raw.socket?.destroyed) {
    leave();
    throw new DomainError('SERVICE_UNAVAILABLE', 'The request was closed before its turn came');
  }
}

/** For an onResponse hook: light-my-request (app.inject) may not emit 'close'. */
export function giveGatePlaceBack(request: FastifyRequest): void {
  (request as PlacedRequest)[releaseKey]?.();
}
