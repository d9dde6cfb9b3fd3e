import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { type BookingFacts, type BookingFactsScope, loadBookingFacts } from '../sevas/index.ts';

const DEFAULT_MAX_ENTRIES = 1_000;

/**
 * Checkout's memory of the booking facts it read, per cart scope (sevas and days), so that a checkout
 * whose sevas were read a moment ago goes to the database once, for its write, instead of reading first.
 * It is never trusted on its own: the write goes ahead only while booking_facts_version is still the
 * version the facts were read at (checkout-repository.ts), and every change to the tables they come
 * from moves that version on (migration 0005), in whichever process or transaction it happens. A write
 * refused for a newer version makes checkout read afresh (`reload`).
 * Day counters are left out: they change with every booking, and the write checks them itself, so the
 * remembered facts say nothing is booked yet and a full day is refused by the write.
 */
export class BookingFactsMemo {
  readonly #entries: LRUCache<string, BookingFacts>;
  #version: bigint | null = null;

  constructor(maxEntries = DEFAULT_MAX_ENTRIES) {
    this.#entries = new LRUCache({ max: maxEntries });
  }

  async load(db: Executor, scope: BookingFactsScope): Promise<BookingFacts> {
    return this.#entries.get(scopeKey(scope)) ?? this.reload(db, scope);
  }

  /** Reads the facts afresh and remembers them; what was read at an older version is forgotten. */
  async reload(db: Executor, scope: BookingFactsScope): Promise<BookingFacts> {
    const facts = withoutCounters(await loadBookingFacts(db, scope));
    const version = BigInt(facts.version);
    // A slower read that began before a change must not bring back what the change replaced.
    if (this.#version !== null && version < this.#version) return facts;
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    this.#entries.set(scopeKey(scope), facts);
    return facts;
  }

  get size(): number {
    return this.#entries.size;
  }
}

function scopeKey(scope: BookingFactsScope): string {
  const sevaIds = [...new Set(scope.sevaIds)].sort((a, b) => a - b).join(',');
  return scope.days ? `${sevaIds}|${scope.days.from}|${scope.days.to}` : sevaIds;
}

function withoutCounters(facts: BookingFacts): BookingFacts {
  return { ...facts, booked: () => 0 };
}
