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
});
