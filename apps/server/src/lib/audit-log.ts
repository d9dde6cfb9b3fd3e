import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** ARCHITECTURE rule 10: one row per change, written in the same transaction as the change itself. */
export interface AuditEntry {
  /** Who made the change; null for the system. */
  actorUserId: number | null;
  templeId?: number | null;
  /** Dotted action code, e.g. account.deleted, seva.updated. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
  at: Date;
}

export async function writeAuditLog(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    templeId: entry.templeId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    createdAt: entry.at,
  });
}
