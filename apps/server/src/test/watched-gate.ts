import type { ConcurrencyGate } from '../lib/concurrency-gate.ts';

/** A gate that remembers the most requests it ever let run at once, for tests of a route's limit. */
export function watched(gate: ConcurrencyGate): ConcurrencyGate & { readonly mostRunning: number } {
  let mostRunning = 0;
  return {
    get running() {
      return gate.running;
    },
    get waiting() {
      return gate.waiting;
    },
    get mostRunning() {
      return mostRunning;
    },
    async enter(clientKey: string) {
      const leave = await gate.enter(clientKey);
      mostRunning = Math.max(mostRunning, gate.running);
      return leave;
    },
  };
}
