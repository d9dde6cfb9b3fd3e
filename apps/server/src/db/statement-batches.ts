import { type Executor, isDatabase } from './client.ts';

/**
 * Many requests at once asking the database the same kind of thing (a gate's facts, a movement of a
 * zone) share one statement: on a busy server a round trip costs more than the work it carries (the
 * socket writes and wake-ups of the driver and of PostgreSQL, per statement), so a statement for a batch
 * of requests costs little more than one for a single request.
 *
 * A call waits for the statement its batch runs, never for one that was already on its way when it was
 * made: what it reads or writes is as fresh as its own statement would have been. Calls made while
 * nothing of their lane runs go out together at the end of the event loop's turn (every request that
 * arrived in it has had its say); calls made while a batch of their lane runs go out together when it
 * ends. So an idle server answers as soon as before, and a busy one sends fewer, larger statements.
 * Inside a transaction (`db` is not a database openDatabase made) each call runs alone, in it.
 */
export interface BatchedStatementOptions<I, O> {
  /** Answers a batch: one answer per item, in the items' order. */
  run(db: Executor, items: readonly I[]): Promise<O[]>;
  /**
   * Items of different lanes never share a batch, and each lane has one batch in flight at most: the
   * movements of one zone, whose count row every statement of the lane locks, wait for each other here
   * rather than on the lock, holding a connection each.
   */
  lane?: (item: I) => string | number;
  /** Two items with the same key never share a batch: the later one goes in the next (null: no key). */
  key?: (item: I) => string | null;
  maxItems: number;
}

interface Waiting<I, O> {
  item: I;
  resolve(answer: O): void;
  reject(error: unknown): void;
}

interface Lane<I, O> {
  waiting: Waiting<I, O>[];
  isRunning: boolean;
  isScheduled: boolean;
}

export function batchedStatement<I, O>(
  options: BatchedStatementOptions<I, O>,
): (db: Executor, item: I) => Promise<O> {
  const lanesOf = new WeakMap<object, Map<string | number, Lane<I, O>>>();

  async function runAlone(db: Executor, item: I): Promise<O> {
    const [answer] = await options.run(db, [item]);
    return answer as O;
  }

  function take(lane: Lane<I, O>): Waiting<I, O>[] {
    if (!options.key) return lane.waiting.splice(0, options.maxItems);
    const batch: Waiting<I, O>[] = [];
    const later: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (const waiting of lane.waiting) {
      const key = options.key(waiting.item);
      if (batch.length === options.maxItems || (key !== null && keys.has(key))) {
        later.push(waiting);
        continue;
      }
      if (key !== null) keys.add(key);
      batch.push(waiting);
    }
    lane.waiting = later;
    return batch;
  }

  async function flush(db: Executor, lanes: Map<string | number, Lane<I, O>>, name: string | number) {
    const lane = lanes.get(name);
    if (!lane) return;
    lane.isScheduled = false;
    const batch = take(lane);
    lane.isRunning = true;
    try {
      await answer(db, batch);
    } finally {
      lane.isRunning = false;
      if (lane.waiting.length > 0) void flush(db, lanes, name);
      else lanes.delete(name);
    }
  }

  async function answer(db: Executor, batch: Waiting<I, O>[]) {
    try {
      const answers = await options.run(
        db,
        batch.map((waiting) => waiting.item),
      );
      for (const [index, waiting] of batch.entries()) waiting.resolve(answers[index] as O);
    } catch (error) {
      if (batch.length === 1 || !isRefusedStatement(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // PostgreSQL refused the statement, so none of it was written: each item goes again alone, so
      // that one the database cannot take fails alone.
      for (const waiting of batch) {
        await runAlone(db, waiting.item).then(waiting.resolve, waiting.reject);
      }
    }
  }

  return (db, item) => {
    if (!isDatabase(db)) return runAlone(db, item);
    let lanes = lanesOf.get(db);
    if (!lanes) {
      lanes = new Map();
      lanesOf.set(db, lanes);
    }
    const name = options.lane?.(item) ?? '';
    let lane = lanes.get(name);
    if (!lane) {
      lane = { waiting: [], isRunning: false, isScheduled: false };
      lanes.set(name, lane);
    }
    const answerOf = new Promise<O>((resolve, reject) => lane.waiting.push({ item, resolve, reject }));
    if (!lane.isRunning && !lane.isScheduled) {
      lane.isScheduled = true;
      const scheduled = lanes;
      setImmediate(() => void flush(db, scheduled, name));
    }
    return answerOf;
  };
}

/**
 * An error PostgreSQL answered the statement with (it carries a SQLSTATE), as opposed to a lost
 * connection, after which the statement may or may not have been committed.
 */
function isRefusedStatement(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
}
