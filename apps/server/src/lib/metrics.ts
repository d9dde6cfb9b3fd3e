import { Counter, collectDefaultMetrics, Gauge, Registry } from '@prometheus-io/client';
import type { PoolStats } from '../db/client.ts';

/** Request duration buckets, seconds: most answers take milliseconds, a slow report or upload seconds. */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How a payment settled: paid, refunded, failed (declined; a bank transfer not received), cancelled. */
export type PaymentOutcome = 'paid' | 'refunded' | 'failed' | 'cancelled';
const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'refunded', 'failed', 'cancelled'];

export type CheckoutPaymentMode = 'gateway' | 'bank_transfer';
const CHECKOUT_PAYMENT_MODES: readonly CheckoutPaymentMode[] = ['gateway', 'bank_transfer'];

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, heap, event-loop lag, GC), collected once per process:
 * collecting them starts a timer, an event-loop monitor and a GC observer that are never stopped, so a
 * set per app would pile up in the test suite, which builds hundreds of apps in a few processes.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * What GET /metrics reports for one app (docs/operations.md, Metrics), beside the request histogram
 * plugins/metrics.ts adds to `registry`. Each app has a registry of its own, so one process may build
 * several apps (the tests do) without "metric already registered". The counters count this process's
 * events since it started, as Prometheus expects of a counter; label values are a few fixed words, never
 * ids or personal data. Use cases count an event once it is committed, and only the caller that won it.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly contentType = this.registry.contentType;

  readonly #checkouts = new Counter({
    name: 'nivedya_checkouts_total',
    help: "Checkouts that placed a devotee's orders and hold their places while the payment is awaited",
    labelNames: ['payment_mode'],
    registers: [this.registry],
  });

  readonly #payments = new Counter({
    name: 'nivedya_payments_total',
    help: 'Payments settled: paid, refunded (paid after its hold ran out and the day filled up), failed (declined, or a bank transfer not received), cancelled by the devotee',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  readonly #counterBills = new Counter({
    name: 'nivedya_counter_bills_total',
    help: 'Bills made at temple counters',
    registers: [this.registry],
  });

  readonly #queueTokens = new Counter({
    name: 'nivedya_queue_tokens_total',
    help: 'Virtual-queue tokens booked',
    registers: [this.registry],
  });

  /** `poolStats`: the database pool's counts (db/client.ts), null on the embedded database, which has none. */
  constructor(poolStats: () => PoolStats | null) {
    // Every series from the start at 0, so the first event is a rise rate() can see.
    for (const payment_mode of CHECKOUT_PAYMENT_MODES) this.#checkouts.inc({ payment_mode }, 0);
    for (const outcome of PAYMENT_OUTCOMES) this.#payments.inc({ outcome }, 0);
    this.#counterBills.inc(0);
    this.#queueTokens.inc(0);
    if (poolStats() !== null) this.#poolGauges(poolStats);
  }

  checkoutPlaced(paymentMode: CheckoutPaymentMode): void {
    this.#checkouts.inc({ payment_mode: paymentMode });
  }

  paymentSettled(outcome: PaymentOutcome): void {
    this.#payments.inc({ outcome });
  }

  counterBillMade(): void {
    this.#counterBills.inc();
  }

  queueTokenBooked(): void {
    this.#queueTokens.inc();
  }

  /** The Prometheus text format: this process's metrics, then this app's. */
  async scrape(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  /** Read at scrape time: a gauge set when a query ran would miss the moment the pool ran dry. */
  #poolGauges(poolStats: () => PoolStats | null): void {
    const gauges: [string, string, keyof PoolStats][] = [
      ['nivedya_db_pool_connections', 'Open PostgreSQL connections of the pool, idle or in use', 'total'],
      ['nivedya_db_pool_idle_connections', 'Open PostgreSQL connections of the pool not in use', 'idle'],
      ['nivedya_db_pool_waiting_queries', 'Queries waiting for a free connection of the pool', 'waiting'],
      ['nivedya_db_pool_max_connections', 'Connections the pool may open (DATABASE_POOL_SIZE)', 'max'],
    ];
    for (const [name, help, key] of gauges) {
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(poolStats()?.[key] ?? 0);
        },
      });
    }
  }
}
