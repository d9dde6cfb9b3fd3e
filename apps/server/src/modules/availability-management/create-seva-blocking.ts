import type { CreateSevaBlockingInput, SevaBlockingCreated } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { fieldErrors, isSevaOfTemple } from '../catalogue-management/index.ts';
import { notifyBlockedStarSeries } from '../star-series/index.ts';
import { insertBlocking, selectBlocking } from './availability-management-repository.ts';
import { toSevaBlocking } from './blocking-dto.ts';
import { findAffectedBookings } from './find-affected-bookings.ts';
import { templeToday } from './temple-today.ts';

/** The affected bookings the answer lists; more are paged at …/affected-bookings. */
const AFFECTED_IN_ANSWER = 500;

/**
 * spec seva-blocking (Block): closes one seva, or every seva of the temple, from..to with a reason.
 * New bookings on those dates are refused from the next request on (checkout reads seva_blocking in
 * its transaction); bookings already made stand and are answered for the staff to postpone or refund,
 * and a devotee whose star series stands on one of the days is told and offered the star's next day.
 */
export async function createSevaBlocking(
  deps: Pick<AppDeps, 'db' | 'now' | 'starCalendars' | 'sms'>,
  actor: Actor,
  templeId: number,
  input: CreateSevaBlockingInput,
): Promise<SevaBlockingCreated> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const sevaId = input.sevaId ?? null;
    if (sevaId !== null && !(await isSevaOfTemple(tx, templeId, sevaId))) {
      throw fieldErrors([{ field: 'sevaId', message: 'No seva of this temple has this id' }]);
    }
    const { today } = await templeToday(tx, templeId, now);
    if (input.fromDate < today) {
      throw fieldErrors([{ field: 'fromDate', message: 'Blocking can start today at the earliest' }]);
    }
    const id = await insertBlocking(tx, {
      templeId,
      sevaId,
      fromDate: input.fromDate,
      toDate: input.toDate,
      reason: input.reason,
      blockedBy: actor.id,
      createdAt: now,
    });
    const blocking = toSevaBlocking((await selectBlocking(tx, templeId, id))!);
    const affectedBookings = await findAffectedBookings(tx, templeId, id, {
      offset: 0,
      limit: AFFECTED_IN_ANSWER,
    });
    // Devotees whose star series stands on these days are told, with the star's next open day.
    await notifyBlockedStarSeries(deps, tx, { templeId, sevaId, ...input }, now);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva-blocking.created',
      entity: 'seva-blocking',
      entityId: id,
      after: { ...blocking, affectedBookings: affectedBookings.total },
      ip: actor.ip,
      at: now,
    });
    return { blocking, affectedBookings };
  });
}
