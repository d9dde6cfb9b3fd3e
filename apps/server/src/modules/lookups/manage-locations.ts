import {
  type AdminLocation,
  type CreateLocationInput,
  DomainError,
  type Page,
  type UpdateLocationInput,
} from '@nivedya/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Locations for administrators (issue #15 §3): the places temples are registered under and devotees
 * filter the temple list by. A hidden location leaves its temples as they are.
 */

type LocationRow = typeof locations.$inferSelect;

function toAdminLocation(row: LocationRow): AdminLocation {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameNarration: row.nameNarration,
    state: row.state,
    orderNo: row.orderNo,
    status: row.status,
  };
}

function codeTaken(error: unknown): DomainError | null {
  if (violatedUniqueConstraint(error) !== 'locations_code_unique') return null;
  const message = 'Another location already uses this code';
  return new DomainError('CODE_IN_USE', message, { errors: [{ field: 'code', message }] });
}

export async function findAdminLocations(db: Executor): Promise<Page<AdminLocation>> {
  const rows = await db
    .select()
    .from(locations)
    .orderBy(asc(locations.state), asc(locations.orderNo), asc(locations.name));
  return { items: rows.map(toAdminLocation), total: rows.length };
}

export async function createLocation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  input: CreateLocationInput,
): Promise<AdminLocation> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(locations)
      .values({ ...input, nameNarration: input.nameNarration ?? null, createdAt: now })
      .returning()
      .catch((error: unknown) => {
        throw codeTaken(error) ?? error;
      });
    const row = rows[0];
    if (!row) throw new Error('insert into locations returned no row');
    const created = toAdminLocation(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      action: 'location.created',
      entity: 'location',
      entityId: row.id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}

export async function updateLocation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  locationId: number,
  input: UpdateLocationInput,
): Promise<AdminLocation> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(locations).where(eq(locations.id, locationId));
    if (!before) throw new DomainError('NOT_FOUND', 'No location with this id');
    const rows = await tx
      .update(locations)
      .set(input)
      .where(eq(locations.id, locationId))
      .returning()
      .catch((error: unknown) => {
        throw codeTaken(error) ?? error;
      });
    const row = rows[0];
    if (!row) throw new DomainError('NOT_FOUND', 'No location with this id');
    const after = toAdminLocation(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      action: 'location.updated',
      entity: 'location',
      entityId: locationId,
      before: toAdminLocation(before),
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
