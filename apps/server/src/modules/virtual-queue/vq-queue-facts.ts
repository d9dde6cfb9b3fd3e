import { DomainError, type VqSettings, type VqTemplateFacts } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
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
  /** The temple's queue as devotees may use it: VQ_NOT_OFFERED without IsVirtualQueue. */
  getOffering(db: Executor, templeId: number): Promise<QueueFacts>;
  invalidate(templeId: number): void;
}

export const FACTS_TTL_MS = 5_000;

export function createQueueFactsCache(ttlMs = FACTS_TTL_MS, clock: () => number = Date.now): QueueFactsCache {
  const entries = new Map<number, { facts: Promise<QueueFacts>; expiresAt: number }>();

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
    invalidate(templeId) {
      entries.delete(templeId);
    },
  };
  return cache;
}
