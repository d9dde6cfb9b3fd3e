import { DomainError, type VqSettings, type VqTemplateFacts } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { type DatePlan, loadDaySlots } from './find-vq-calendar.ts';
import { toTemplateFacts } from './vq-day-slots.ts';
import { loadSettings } from './vq-settings.ts';
import { type QuestionRow, selectQuestions, selectTemplates } from './vq-settings-repository.ts';
import { getVqTemple, type VqTemple } from './vq-temple.ts';

/**
 * What devotees' requests read of a temple's queue on every call — the temple, its settings, active
 * questions and slot plan — kept in memory for a few seconds. At a popular day's opening thousands of
 * bookings and calendar reads arrive within seconds; without this, four of every booking's reads would
 * return the same rows. Changes made through this process take effect at once (the admin use cases
 * invalidate); another process sees them within the TTL. Capacity, blocks and party limits of slots
 * already booked are always read from their row inside the booking's statement.
 */

export interface QueueFacts {
  temple: VqTemple;
  settings: VqSettings;
  questions: QuestionRow[];
  /** Active slot templates. */
  templates: VqTemplateFacts[];
}

export interface QueueFactsCache {
  get(db: Executor, templeId: number): Promise<QueueFacts>;
  /**
   * A date's slots as the temple's plan and the slot rows make them, read at most once per
   * DAY_SLOTS_TTL_MS in this process: at an opening every booking of a date asked for the same rows.
   * Their places may be a moment old; a booking's own statement decides with the row as it is.
   */
  daySlots(db: Executor, templeId: number, date: string): Promise<DatePlan | undefined>;
  /** The temple's queue as devotees may use it: VQ_NOT_OFFERED without IsVirtualQueue. */
  getOffering(db: Executor, templeId: number): Promise<QueueFacts>;
  invalidate(templeId: number): void;
}

export const FACTS_TTL_MS = 5_000;
export const DAY_SLOTS_TTL_MS = 1_000;

export function createQueueFactsCache(ttlMs = FACTS_TTL_MS, clock: () => number = Date.now): QueueFactsCache {
  const entries = new Map<number, { facts: Promise<QueueFacts>; expiresAt: number }>();
  const days = new Map<string, { plan: Promise<DatePlan | undefined>; expiresAt: number }>();

  async function load(db: Executor, templeId: number): Promise<QueueFacts> {
    const temple = await getVqTemple(db, templeId);
    const [settings, questions, templates] = await Promise.all([
      loadSettings(db, templeId),
      selectQuestions(db, templeId, true),
      selectTemplates(db, templeId, { isActive: true }),
    ]);
    return { temple, settings, questions, templates: templates.map(toTemplateFacts) };
  }

  const cache: QueueFactsCache = {
    get(db, templeId) {
      const entry = entries.get(templeId);
      if (entry && entry.expiresAt > clock()) return entry.facts;
      // One load per temple at a time: concurrent requests share it.
      const facts = load(db, templeId);
      entries.set(templeId, { facts, expiresAt: clock() + ttlMs });
      facts.catch(() => {
        if (entries.get(templeId)?.facts === facts) entries.delete(templeId);
      });
      return facts;
    },
    async getOffering(db, templeId) {
      const facts = await cache.get(db, templeId);
      if (!facts.temple.isVirtualQueue) {
        throw new DomainError('VQ_NOT_OFFERED', `${facts.temple.name} does not take virtual-queue bookings`, {
          templeId,
        });
      }
      return facts;
    },
    daySlots(db, templeId, date) {
      const key = `${templeId}:${date}`;
      const entry = days.get(key);
      if (entry && entry.expiresAt > clock()) return entry.plan;
      const plan = cache
        .get(db, templeId)
        .then((facts) => loadDaySlots(db, templeId, date, date, facts.templates))
        .then((plans) => plans.get(date));
      // Forget what has expired, so the map holds only the dates being booked.
      for (const [other, held] of days) if (held.expiresAt <= clock()) days.delete(other);
      days.set(key, { plan, expiresAt: clock() + DAY_SLOTS_TTL_MS });
      plan.catch(() => {
        if (days.get(key)?.plan === plan) days.delete(key);
      });
      return plan;
    },
    invalidate(templeId) {
      entries.delete(templeId);
      for (const key of days.keys()) if (key.startsWith(`${templeId}:`)) days.delete(key);
    },
  };
  return cache;
}
