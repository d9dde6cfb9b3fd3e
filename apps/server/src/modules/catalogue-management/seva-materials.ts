import type { ReplaceSevaMaterialsInput, SevaMaterials } from '@nivedya/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { sevaMaterials } from '../../db/schema/index.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getStaffSeva } from './get-staff-seva.ts';

/**
 * A seva's materials (issue #14, the priest's worksheet): what one performance of it takes. Only the
 * temple's own sevas: another temple's seva, or a deleted one, is not found.
 */

async function selectMaterials(db: Executor, sevaId: number) {
  const rows = await db
    .select({ name: sevaMaterials.name, quantity: sevaMaterials.quantity, unit: sevaMaterials.unit })
    .from(sevaMaterials)
    .where(eq(sevaMaterials.sevaId, sevaId))
    .orderBy(asc(sevaMaterials.position));
  // node-postgres and PGlite both give a numeric as text when drizzle's mode is bypassed; be sure.
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

export async function getSevaMaterials(
  db: Executor,
  templeId: number,
  sevaId: number,
): Promise<SevaMaterials> {
  const seva = await getStaffSeva(db, templeId, sevaId);
  return { sevaId, sevaName: seva.name, materials: await selectMaterials(db, sevaId) };
}

/** Replaces the seva's whole list, in the order given; audited with the list before and after. */
export async function replaceSevaMaterials(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  sevaId: number,
  input: ReplaceSevaMaterialsInput,
): Promise<SevaMaterials> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getSevaMaterials(tx, templeId, sevaId);
    await tx.delete(sevaMaterials).where(eq(sevaMaterials.sevaId, sevaId));
    if (input.materials.length > 0) {
      await tx
        .insert(sevaMaterials)
        .values(input.materials.map((material, position) => ({ sevaId, position, ...material })));
    }
    const after = { ...before, materials: await selectMaterials(tx, sevaId) };
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva.materials.replaced',
      entity: 'seva',
      entityId: sevaId,
      before: { materials: before.materials },
      after: { materials: after.materials },
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
