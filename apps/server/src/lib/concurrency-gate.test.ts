import type { DomainError } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate.ts';

describe('concurrency gate for costly reads', () => {
  it('lets `concurrent` run, queues the rest in arrival order, and passes places on as they leave', async () => {
    const gate = createConcurrencyGate({ concurrent: 2, perClient: 2, maxWaiting: 10 });
    const order: string[] = [];
    const leaveA = await gate.enter('a');
    const leaveB = await gate.enter('b');
    const entered = (client: string) =>
      gate.enter(client).then((leave) => {
        order.push(client);
        return leave;
      });
    const c = entered('c');
    const d = entered('d');
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 2 });
    leaveA();
    leaveA(); // a second call gives back nothing more
    const leaveC = await c;
    expect(order).toEqual(['c']);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 1 });
    leaveB();
    (await d)();
    leaveC();
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a client a third place, running or waiting, but not other clients', async () => {
    const gate = createConcurrencyGate({ concurrent: 1, perClient: 2, maxWaiting: 10 });
    const first = await gate.enter('flooder');
    const second = gate.enter('flooder');
    await expect(gate.enter('flooder')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 1 },
    });
    const devotee = gate.enter('devotee');
    first();
    (await second)();
    (await devotee)();
    expect(gate.running).toBe(0);
    // Places given back are the client's again.
    (await gate.enter('flooder'))();
  });

  it('answers busy instead of queueing past maxWaiting', async () => {
    const gate = createConcurrencyGate({ concurrent: 1, perClient: 5, maxWaiting: 1 });
    const running = await gate.enter('a');
    const waiting = gate.enter('b');
    await expect(gate.enter('c')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    running();
    (await waiting)();
  });

  it('tells a crowd it turns away to come back one after another at the rate it serves', async () => {
    const busy = { code: 'BOOKING_BUSY' as const, message: 'Busy', retryAfterSeconds: 0.2 };
    // One place, no line; before it has measured itself, a place serves 10 a second.
    const gate = createConcurrencyGate({
      concurrent: 1,
      perClient: 10,
      maxWaiting: 0,
      busy,
      paceRetries: 10,
    });
    const leave = await gate.enter('first');
    const waits: number[] = [];
    for (const client of ['a', 'b', 'c', 'd']) {
      await gate.enter(client).then(
        () => expect.unreachable(),
        (error: DomainError) => {
          expect(error.code).toBe('BOOKING_BUSY');
          waits.push(Number(error.details?.retryAfterSeconds));
        },
      );
    }
    // The first after the shortest wait, each next a tenth of a second later (to the hundredth: the
    // refusals themselves take a moment).
    expect(waits.map((wait) => Math.round(wait * 100) / 100)).toEqual([0.2, 0.3, 0.4, 0.5]);
    leave();
    // Without pacing, every refusal names the same wait.
    const plain = createConcurrencyGate({ concurrent: 1, perClient: 10, maxWaiting: 0, busy });
    const held = await plain.enter('first');
    await expect(plain.enter('a')).rejects.toMatchObject({ details: { retryAfterSeconds: 0.2 } });
    await expect(plain.enter('b')).rejects.toMatchObject({ details: { retryAfterSeconds: 0.2 } });
    held();
  });
});
