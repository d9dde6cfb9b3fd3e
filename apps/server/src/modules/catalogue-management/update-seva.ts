import type { StaffSeva, UpdateSevaInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { updateSeva as updateSevaRow } from './catalogue-management-repository.ts';
import { getStaffSeva } from './get-staff-seva.ts';
import { assertMayApprove, assertOwnReferences, assertSevaFields } from './seva-rules.ts';

/**
 * spec sevainsert (edit): changes the given fields; null clears an optional one. The cross-field rules
 * are checked on the seva as it will be. Bookings already made keep the rate they were booked at.
 */
export async function updateSeva(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  sevaId: number,
  input: UpdateSevaInput,
): Promise<StaffSeva> {
  assertMayApprove(actor, input.isApproved);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getStaffSeva(tx, templeId, sevaId);
    await assertOwnReferences(tx, templeId, input);
    assertSevaFields({
      sevaType: input.sevaType ?? before.sevaType,
      isContinuous: input.isContinuous ?? before.isContinuous,
      isPrasadamDeliverable: input.isPrasadamDeliverable ?? before.isPrasadamDeliverable,
      deliveryCharge: input.deliveryCharge ?? before.deliveryCharge,
    });
    await updateSevaRow(tx, sevaId, { ...input, updatedAt: now });
    const after = await getStaffSeva(tx, templeId, sevaId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva.updated',
      entity: 'seva',
      entityId: sevaId,
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
