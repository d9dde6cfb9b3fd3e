import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { type DatabaseHandle, type Executor, openDatabase } from './client.ts';
import { batchedStatement } from './statement-batches.ts';

/** A statement the test ends when it chooses: what each batch held, and a way to answer it. */
function controlledRuns() {
  const batches: string[][] = [];
  const pending: { items: string[]; answer(): void; fail(error: unknown): void }[] = [];
  const run = (_db: Executor, items: readonly string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push([...items]);
      pending.push({
        items: [...items],
        answer: () => resolve(items.map((item) => `answer to ${item}`)),
        fail: reject,
      });
    });
  return { batches, pending, run };
}

/** Lets the event loop turn until `condition` holds (the batches go out at the end of a turn). */
async function turnsUntil(condition: () => boolean) {
  for (let turn = 0; turn < 100 && !condition(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(condition()).toBe(true);
}

function refused(code: string) {
  return Object.assign(new Error(`refused ${code}`), { code });
}

describe('statements shared by the calls that arrive together', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase(testConfig({ databaseUrl: undefined, inMemoryDatabase: true }));
  });
  afterAll(async () => database.close());

  it('sends the calls of one turn together, and the calls made while it runs together after it', async () => {
    const { batches, pending, run } = controlledRuns();
    const ask = batchedStatement({ run, maxItems: 100 });
    const first = ['a', 'b', 'c'].map((item) => ask(database.db, item));
    await turnsUntil(() => batches.length === 1);
    const second = ['d', 'e'].map((item) => ask(database.db, item));
    await new Promise((resolve) => setImmediate(resolve));
    // The calls made while a batch of their lane runs never join it, and wait for it to end.
    expect(batches).toEqual([['a', 'b', 'c']]);
    pending[0]?.answer();
    expect(await Promise.all(first)).toEqual(['answer to a', 'answer to b', 'answer to c']);
    await turnsUntil(() => batches.length === 2);
    expect(batches[1]).toEqual(['d', 'e']);
    pending[1]?.answer();
    expect(await Promise.all(second)).toEqual(['answer to d', 'answer to e']);
  });

  it('runs lanes apart and at once, keeps two items of one key apart, and sends at most maxItems', async () => {
    const { batches, pending, run } = controlledRuns();
    const ask = batchedStatement({
      run,
      lane: (item: string) => item.slice(0, 1),
      key: (item: string) => (item.includes('!') ? null : item.slice(0, 2)),
      maxItems: 3,
    });
    const answers = ['x1', 'y1', 'x2', 'x1', 'x3!', 'x4!', 'x5!'].map((item) => ask(database.db, item));
    await turnsUntil(() => batches.length === 2);
    expect(batches).toEqual([['x1', 'x2', 'x3!'], ['y1']]);
    pending[0]?.answer();
    await turnsUntil(() => batches.length === 3);
    // The second x1 waited for the first; the rest keep the order they came in.
    expect(batches[2]).toEqual(['x1', 'x4!', 'x5!']);
    pending[1]?.answer();
    pending[2]?.answer();
    expect(await Promise.all(answers)).toEqual(
      ['x1', 'y1', 'x2', 'x1', 'x3!', 'x4!', 'x5!'].map((item) => `answer to ${item}`),
    );
  });

  it('runs each item of a batch PostgreSQL refused alone, and fails all of one it never answered', async () => {
    const { batches, pending, run } = controlledRuns();
    const ask = batchedStatement({ run, maxItems: 100 });
    const answers = ['a', 'b', 'c'].map((item) =>
      ask(database.db, item).catch((error: Error) => error.message),
    );
    await turnsUntil(() => batches.length === 1);
    pending[0]?.fail(refused('23514'));
    await turnsUntil(() => batches.length === 2);
    expect(batches[1]).toEqual(['a']);
    pending[1]?.answer();
    await turnsUntil(() => batches.length === 3);
    expect(batches[2]).toEqual(['b']);
    pending[2]?.fail(refused('22003'));
    await turnsUntil(() => batches.length === 4);
    expect(batches[3]).toEqual(['c']);
    pending[3]?.answer();
    expect(await Promise.all(answers)).toEqual(['answer to a', 'refused 22003', 'answer to c']);

    // A lost connection may have committed the statement: it is never run again.
    const lost = ['d', 'e'].map((item) => ask(database.db, item).catch((error: Error) => error.message));
    await turnsUntil(() => batches.length === 5);
    pending[4]?.fail(new Error('Connection terminated unexpectedly'));
    expect(await Promise.all(lost)).toEqual([
      'Connection terminated unexpectedly',
      'Connection terminated unexpectedly',
    ]);
    expect(batches).toHaveLength(5);
  });

  it('runs each call alone in a transaction', async () => {
    const { batches, pending, run } = controlledRuns();
    const ask = batchedStatement({ run, maxItems: 100 });
    await database.db.transaction(async (tx) => {
      const answers = [ask(tx, 'a'), ask(tx, 'b')];
      expect(batches).toEqual([['a'], ['b']]);
      for (const each of pending) each.answer();
      expect(await Promise.all(answers)).toEqual(['answer to a', 'answer to b']);
    });
  });
});
