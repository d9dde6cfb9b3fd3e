import { DomainError, formatDisplayDate, slotText, type VqSlotDayUpdate } from '@nivedya/domain';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { loadDaySlots } from './find-vq-calendar.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import { materialiseSlots, selectSlotDay, updateSlotDayLimits } from './vq-slots-repository.ts';
import { getVqTemple } from './vq-temple.ts';

/**
 * One date's slot: staff raise or lower its capacity or party size (e.g. a festival morning), never
 * below the devotees it already holds. The date keeps these values whatever the plan says later.
 */
export async function updateSlotDay(
  deps: VqDeps,
  actor: Actor,
  input: { templeId: number; date: string; startTime: string; changes: VqSlotDayUpdate },
) {
  const temple = await getVqTemple(deps.db, input.templeId);
  const plan = (await loadDaySlots(deps.db, temple.id, input.date, input.date)).get(input.date);
  const slot = plan?.slots.find((candidate) => candidate.startTime === input.startTime);
  if (!slot) {
    throw new DomainError(
      'VQ_SLOT_NOT_FOUND',
      `There is no darshan slot at ${input.startTime} on ${formatDisplayDate(input.date)}`,
    );
  }
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    await materialiseSlots(tx, temple.id, temple.timeZone, [slot], now);
    const before = await selectSlotDay(tx, temple.id, input.date, input.startTime);
    if (!before) throw new Error('slot not materialised');
    const row = await updateSlotDayLimits(tx, before.id, { ...input.changes, now });
    if (!row) {
      throw new DomainError(
        'VQ_SLOT_HAS_BOOKINGS',
        `The ${slotText(slot.startTime, slot.endTime)} slot already holds ${before.booked} devotees`,
        { booked: before.booked },
      );
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: temple.id,
      action: 'vq-slot.updated',
      entity: 'vq_slot',
      entityId: `${input.date} ${input.startTime}`,
      before: { capacity: before.capacity, maxPartySize: before.maxPartySize },
      after: { capacity: row.capacity, maxPartySize: row.maxPartySize },
      ip: actor.ip ?? null,
      at: now,
    });
    return row;
  });
  deps.live.publish(temple.id, input.date);
  return {
    date: updated.slotDate,
    startTime: updated.startTime.slice(0, 5),
    endTime: updated.endTime.slice(0, 5),
    capacity: updated.capacity,
    booked: updated.booked,
  };
}
