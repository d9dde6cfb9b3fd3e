import {
  DomainError,
  formatDisplayDate,
  localDateTime,
  slotText,
  type VqBlock,
  type VqBlockInput,
  type VqBlockResult,
  type VqUnblockQuery,
} from '@nivedya/domain';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { cancelBookingIn } from './cancel-vq-booking.ts';
import { loadDaySlots } from './find-vq-calendar.ts';
import { selectBookingsByIds, selectLiveBookingsOfDate } from './vq-bookings-repository.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import { toStaffSummary } from './vq-dto.ts';
import { loadSettings } from './vq-settings.ts';
import {
  blockSlotDays,
  deleteBlockedDate,
  insertBlockedDate,
  materialiseSlots,
  unblockSlotDays,
} from './vq-slots-repository.ts';
import { selectStaffBlocks } from './vq-stats-repository.ts';
import { getVqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-slot-blocking. Blocking materialises the slots it closes and flags their rows,
 * so a booking in flight either commits before the block takes the row lock (and is listed here for
 * action) or finds the slot blocked. A whole date is also remembered in vq_blocked_dates, so a slot
 * added to it later is born blocked.
 */
export async function blockVqSlots(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  input: VqBlockInput,
): Promise<VqBlockResult> {
  const temple = await getVqTemple(deps.db, templeId);
  const now = deps.now();
  if (input.date < localDateTime(now, temple.timeZone).date) {
    throw new DomainError('VALIDATION_FAILED', 'A date that has passed cannot be blocked', {
      errors: [{ field: 'date', message: 'A date that has passed cannot be blocked' }],
    });
  }
  const plan = (await loadDaySlots(deps.db, temple.id, input.date, input.date)).get(input.date);
  const startTime = input.startTime ?? null;
  const slots = (plan?.slots ?? []).filter((slot) => startTime === null || slot.startTime === startTime);
  if (startTime !== null && slots.length === 0) {
    throw new DomainError(
      'VQ_SLOT_NOT_FOUND',
      `There is no darshan slot at ${startTime} on ${formatDisplayDate(input.date)}`,
    );
  }
  const settings = await loadSettings(deps.db, templeId);
  const { bookings, cancelled } = await deps.db.transaction(async (tx) => {
    if (startTime === null) {
      await insertBlockedDate(tx, { templeId, date: input.date, reason: input.reason, by: actor.id, now });
    }
    await materialiseSlots(tx, templeId, temple.timeZone, slots, now);
    await blockSlotDays(tx, {
      templeId,
      date: input.date,
      startTime,
      reason: input.reason,
      by: actor.id,
      now,
    });
    const live = await selectLiveBookingsOfDate(tx, templeId, input.date, startTime);
    let count = 0;
    if (input.cancelBookings) {
      for (const booking of live.filter((row) => row.status === 'booked')) {
        const reason = `the ${slotText(booking.startTime, booking.endTime)} slot is closed: ${input.reason}`;
        if (await cancelBookingIn(tx, deps, booking, { actor, reason, templeName: temple.name, now }))
          count += 1;
      }
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'vq-slot.blocked',
      entity: 'vq_slot',
      entityId: `${input.date}${startTime ? ` ${startTime}` : ''}`,
      after: {
        date: input.date,
        startTime,
        reason: input.reason,
        liveBookings: live.length,
        cancelled: count,
      },
      ip: actor.ip ?? null,
      at: now,
    });
    // Read again when some were cancelled, so that those say so.
    const bookings =
      count > 0
        ? await selectBookingsByIds(
            tx,
            live.map((row) => row.id),
          )
        : live;
    return { bookings, cancelled: count };
  });
  deps.live.publish(templeId, input.date);
  return {
    date: input.date,
    startTime,
    reason: input.reason,
    bookings: bookings.map((booking) => toStaffSummary(booking, now, settings.graceMinutes)),
    cancelled,
  };
}

export async function unblockVqSlots(deps: VqDeps, actor: Actor, templeId: number, query: VqUnblockQuery) {
  await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const startTime = query.startTime ?? null;
  await deps.db.transaction(async (tx) => {
    const dates = startTime === null ? await deleteBlockedDate(tx, templeId, query.date) : [];
    const slots = await unblockSlotDays(tx, { templeId, date: query.date, startTime, now });
    if (dates.length === 0 && slots.length === 0) {
      throw new DomainError('NOT_FOUND', 'Nothing is blocked there');
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'vq-slot.unblocked',
      entity: 'vq_slot',
      entityId: `${query.date}${startTime ? ` ${startTime}` : ''}`,
      before: { date: query.date, startTime, blocked: true },
      after: { date: query.date, startTime, blocked: false, slots: slots.length },
      ip: actor.ip ?? null,
      at: now,
    });
  });
  deps.live.publish(templeId, query.date);
}

/** The blocks from `from` (default today) on: whole dates, and single slots of dates not blocked whole. */
export async function findVqBlocks(
  deps: Pick<VqDeps, 'db' | 'now'>,
  templeId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ items: VqBlock[]; total: number }> {
  const temple = await getVqTemple(deps.db, templeId);
  const from = query.from ?? localDateTime(deps.now(), temple.timeZone).date;
  const items = await selectStaffBlocks(deps.db, { templeId, from, to: query.to ?? null });
  return { items, total: items.length };
}
