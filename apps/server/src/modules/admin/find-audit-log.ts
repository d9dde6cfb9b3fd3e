import { type AuditLogPage, type AuditLogQuery, DEFAULT_TIME_ZONE, DomainError } from '@nivedya/domain';
import { and, count, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auditLog, temples, users } from '../../db/schema/index.ts';

/** The start of an India calendar day as an instant, for comparing with audit_log.created_at. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${DEFAULT_TIME_ZONE}`;

/**
 * The audit log for the platform administrator (issue #15 §3; ARCHITECTURE rule 10): newest first,
 * filtered by temple, user, action (or its start) and India's calendar days.
 */
export async function findAuditLog(deps: Pick<AppDeps, 'db'>, query: AuditLogQuery): Promise<AuditLogPage> {
  if (query.from && query.to && query.from > query.to) {
    throw new DomainError('VALIDATION_FAILED', 'to: The last day comes before the first', {
      errors: [{ field: 'to', message: 'The last day comes before the first' }],
    });
  }
  const conditions: (SQL | undefined)[] = [
    query.templeId !== undefined ? eq(auditLog.templeId, query.templeId) : undefined,
    query.actorUserId !== undefined ? eq(auditLog.actorUserId, query.actorUserId) : undefined,
    query.action
      ? like(auditLog.action, `${query.action.replaceAll('%', '').replaceAll('_', '\\_')}%`)
      : undefined,
    query.from ? gte(auditLog.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, sql`${dayStart(query.to)} + interval '1 day'`) : undefined,
  ];
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    deps.db
      .select({
        entry: auditLog,
        actorName: users.userName,
        templeName: temples.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(temples, eq(temples.id, auditLog.templeId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .offset(query.offset)
      .limit(query.limit),
    deps.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actorName, templeName }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actor:
        entry.actorUserId === null ? null : { id: entry.actorUserId, userName: actorName ?? 'Unknown user' },
      temple: entry.templeId === null ? null : { id: entry.templeId, name: templeName ?? 'Unknown temple' },
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: (entry.before as Record<string, unknown> | null) ?? null,
      after: (entry.after as Record<string, unknown> | null) ?? null,
      ip: entry.ip,
    })),
    total: totals[0]?.total ?? 0,
  };
}
