import { DomainError, type ErrorCode } from '@nivedya/domain';

/**
 * Lets at most `concurrent` costly queries run at once in this process, the rest waiting in arrival
 * order, and lets one client hold at most `perClient` places (running or waiting). So a client that
 * floods the costly routes holds a couple of database connections at most, and everyone else's
 * requests find the pool's other connections free (hardening: unthrottled public reads).
 */
export interface ConcurrencyGate {
  /** Waits for a place; the returned function gives it back (safe to call more than once). */
  enter(clientKey: string): Promise<() => void>;
  readonly running: number;
  readonly waiting: number;
}

export interface ConcurrencyGateOptions {
  concurrent: number;
  perClient: number;
  /** Beyond this many waiting, a request is refused at once rather than queued. */
  maxWaiting: number;
  /**
   * What a request refused for want of a place is told (503), and after how long to try again; the
   * server is busy, by default, and a second.
   */
  busy?: { code: ErrorCode; message: string; retryAfterSeconds: number };
  /**
   * Refused requests are told to come back one after another, at the rate the gate is serving, after
   * the line they found has drained: a crowd turned away at once returns spread out, in the order it
   * came, and finds a place, instead of all at once after the same wait (then most are refused again,
   * and the server idles between the waves). The rate is the places freed in the last second, and at
   * least `paceRetries` a second for each place (before the gate has served for a second). The busy
   * refusal's retryAfterSeconds is then the shortest wait.
   */
  paceRetries?: number;
}

/** Seconds a refused client is told to wait: the gate frees places within moments. */
const RETRY_AFTER_SECONDS = 1;

export function createConcurrencyGate(options: ConcurrencyGateOptions): ConcurrencyGate {
  let running = 0;
  const queue: Array<() => void> = [];
  const heldByClient = new Map<string, number>();
  /** When places were given back, the last second's (paceRetries). */
  const freedAt: number[] = [];
  let nextRetryAt = 0;

  const forgetFreedBefore = (now: number) => {
    while ((freedAt[0] ?? now) <= now - 1000) freedAt.shift();
  };

  /** Seconds until a refused request should come back (paceRetries). */
  const retryAfter = (shortest: number): number => {
    if (!options.paceRetries) return shortest;
    const now = performance.now();
    forgetFreedBefore(now);
    const perSecond = Math.max(freedAt.length, options.concurrent * options.paceRetries);
    const lineDrained = now + (queue.length / perSecond) * 1000;
    nextRetryAt = Math.max(nextRetryAt, lineDrained, now + shortest * 1000);
    const wait = nextRetryAt - now;
    nextRetryAt += 1000 / perSecond;
    return Math.round(wait) / 1000;
  };

  const release = (clientKey: string) => {
    if (options.paceRetries) {
      const now = performance.now();
      freedAt.push(now);
      forgetFreedBefore(now);
    }
    const held = (heldByClient.get(clientKey) ?? 1) - 1;
    if (held > 0) heldByClient.set(clientKey, held);
    else heldByClient.delete(clientKey);
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async enter(clientKey) {
      const held = heldByClient.get(clientKey) ?? 0;
      if (held >= options.perClient) {
        throw new DomainError(
          'RATE_LIMITED',
          'Too many requests at once; please wait for the ones you sent',
          {
            retryAfterSeconds: RETRY_AFTER_SECONDS,
          },
        );
      }
      if (running >= options.concurrent && queue.length >= options.maxWaiting) {
        const busy = options.busy ?? {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The server is busy right now; please try again in a moment',
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        };
        throw new DomainError(busy.code, busy.message, {
          retryAfterSeconds: retryAfter(busy.retryAfterSeconds),
        });
      }
      heldByClient.set(clientKey, held + 1);
      // A place passes straight from the one leaving to the one first in line, so running never dips.
      if (running < options.concurrent) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(clientKey);
      };
    },
  };
}
