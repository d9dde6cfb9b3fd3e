import type { Worker } from 'node:cluster';
import { DomainError, type ErrorCode, type ErrorDetails } from '@nivedya/domain';
import { type AuthRateLimits, COUNTER_METHODS, type RateLimitCounters, withGuard } from './rate-limits.ts';

/**
 * Login and OTP rate limits shared by the workers of a cluster (WEB_CONCURRENCY > 1): the counters live
 * once, in the primary, and each worker asks it over the cluster's IPC channel. Without this every
 * worker would keep its own and a client spread over N workers by the round robin would get N times
 * the attempts (ARCHITECTURE rule 5). Only logins and OTPs pay the round trip (well under a millisecond).
 */
type CounterMethod = (typeof COUNTER_METHODS)[number];

interface CounterRequest {
  kind: 'rate-limits';
  id: number;
  method: CounterMethod;
  args: unknown[];
}

interface CounterReply {
  kind: 'rate-limits';
  id: number;
  error?: { code: ErrorCode; message: string; details: ErrorDetails | undefined };
}

function isCounterRequest(message: unknown): message is CounterRequest {
  const candidate = message as Partial<CounterRequest> | null;
  return (
    candidate?.kind === 'rate-limits' &&
    typeof candidate.id === 'number' &&
    COUNTER_METHODS.includes(candidate.method as CounterMethod) &&
    Array.isArray(candidate.args)
  );
}

/** In the primary: answers a worker's counter requests from the one set of counters. */
export function serveRateLimits(worker: Worker, limits: RateLimitCounters): void {
  worker.on('message', (message: unknown) => {
    if (!isCounterRequest(message)) return;
    const call = limits[message.method] as (...args: unknown[]) => Promise<void>;
    call(...message.args).then(
      () => worker.send({ kind: 'rate-limits', id: message.id } satisfies CounterReply),
      (error: unknown) => {
        const domain =
          error instanceof DomainError ? error : new DomainError('INTERNAL', 'Rate limit check failed');
        worker.send({
          kind: 'rate-limits',
          id: message.id,
          error: { code: domain.code, message: domain.message, details: domain.details },
        } satisfies CounterReply);
      },
    );
  });
}

/** A worker's end of the IPC channel to the primary (its process; a test passes its own). */
export interface PrimaryChannel {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
}

function processChannel(): PrimaryChannel {
  const send = process.send?.bind(process);
  if (!send) throw new Error('clusterRateLimits runs only in a cluster worker');
  return { send: (message) => send(message), onMessage: (listener) => process.on('message', listener) };
}

/** In a worker: the rate limits, asked of the primary. */
export function clusterRateLimits(channel: PrimaryChannel = processChannel()): AuthRateLimits {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 1;
  channel.onMessage((message) => {
    const reply = message as Partial<CounterReply> | null;
    if (reply?.kind !== 'rate-limits' || typeof reply.id !== 'number') return;
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiter) return;
    if (reply.error)
      waiter.reject(new DomainError(reply.error.code, reply.error.message, reply.error.details));
    else waiter.resolve();
  });
  const ask = (method: CounterMethod, args: unknown[]) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      channel.send({ kind: 'rate-limits', id, method, args } satisfies CounterRequest);
    });
  const counters = Object.fromEntries(
    COUNTER_METHODS.map((method) => [method, (...args: unknown[]) => ask(method, args)]),
  ) as unknown as RateLimitCounters;
  return withGuard(counters);
}
