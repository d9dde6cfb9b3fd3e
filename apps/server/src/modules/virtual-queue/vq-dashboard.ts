import {
  formatDisplayDate,
  localDateTime,
  slotPhase,
  type VqDashboard,
  type VqDisplay,
  type VqSlotStats,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { daySlots, toTemplateFacts } from './vq-day-slots.ts';
import type { VqDeps } from './vq-deps.ts';
import { loadSettings } from './vq-settings.ts';
import { selectActiveTemplates } from './vq-settings-repository.ts';
import { selectBlockedDates } from './vq-slots-repository.ts';
import { selectSlotStats } from './vq-stats-repository.ts';
import { getOfferingTemple, getVqTemple, type VqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-dashboard (booked, admitted, remaining and no-shows of a day's slots) and
 * virtual-queue-slot-display-page (the current slot and the next ones, counts only: it is public).
 */

export async function getVqDashboard(
  deps: Pick<VqDeps, 'db' | 'now'>,
  templeId: number,
  date: string | undefined,
): Promise<VqDashboard> {
  const temple = await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const day = date ?? localDateTime(now, temple.timeZone).date;
  const slots = await slotStatsOfDay(deps.db, temple, day, now);
  return {
    templeId,
    date: day,
    displayDate: formatDisplayDate(day),
    generatedAt: now.toISOString(),
    slots,
    totals: sumStats(slots),
  };
}

export async function getVqDisplay(deps: Pick<VqDeps, 'db' | 'now'>, templeId: number): Promise<VqDisplay> {
  const temple = await getOfferingTemple(deps.db, templeId);
  const now = deps.now();
  const day = localDateTime(now, temple.timeZone).date;
  const slots = await slotStatsOfDay(deps.db, temple, day, now);
  const current = admittingSlot(slots);
  const next = slots.filter((slot) => slot.phase === 'upcoming').slice(0, 3);
  const pick = (slot: VqSlotStats) => ({
    startTime: slot.startTime,
    endTime: slot.endTime,
    label: slot.label,
    capacity: slot.capacity,
    booked: slot.booked,
    admitted: slot.admitted,
    waiting: slot.waiting,
    remaining: slot.remaining,
    isBlocked: slot.isBlocked,
    phase: slot.phase,
  });
  const totals = sumStats(slots);
  return {
    templeId,
    templeName: temple.name,
    date: day,
    displayDate: formatDisplayDate(day),
    generatedAt: now.toISOString(),
    current: current ? pick(current) : null,
    next: next.map(pick),
    totals: { capacity: totals.capacity, booked: totals.booked, admitted: totals.admitted },
  };
}

/**
 * The slot the gate is admitting to, for "Now admitting": of the open slots, the one whose devotees
 * are coming in (admitted, then booked, most); the earliest when none has any. Two slots may be open
 * at once where a date's own slot sits beside a weekday slot devotees had booked (issue #18).
 */
export function admittingSlot<S extends Pick<VqSlotStats, 'phase' | 'admitted' | 'booked'>>(
  slots: readonly S[],
): S | null {
  const open = slots.filter((slot) => slot.phase === 'open');
  let best: S | null = null;
  for (const slot of open) {
    if (
      best === null ||
      slot.admitted > best.admitted ||
      (slot.admitted === best.admitted && slot.booked > best.booked)
    ) {
      best = slot;
    }
  }
  return best;
}

export async function slotStatsOfDay(
  db: Executor,
  temple: VqTemple,
  day: string,
  now: Date,
): Promise<VqSlotStats[]> {
  const settings = await loadSettings(db, temple.id);
  const [templates, rows, blocked] = await Promise.all([
    selectActiveTemplates(db, temple.id, day, day),
    selectSlotStats(db, {
      templeId: temple.id,
      from: day,
      to: day,
      now,
      graceMinutes: settings.graceMinutes,
    }),
    selectBlockedDates(db, temple.id, day, day),
  ]);
  const block = blocked[0] ? { reason: blocked[0].reason } : null;
  return daySlots(day, templates.map(toTemplateFacts), rows, block).map((slot) => {
    const stats = slot.row;
    return {
      startTime: slot.startTime,
      endTime: slot.endTime,
      label: slot.label,
      capacity: slot.capacity,
      bookings: stats?.bookings ?? 0,
      booked: slot.booked,
      admitted: stats?.admitted ?? 0,
      waiting: stats?.waiting ?? 0,
      noShows: stats?.noShows ?? 0,
      cancelled: stats?.cancelled ?? 0,
      remaining: Math.max(slot.capacity - slot.booked, 0),
      isBlocked: slot.isBlocked,
      blockReason: slot.blockReason,
      isInPlan: slot.isInPlan,
      phase: slotPhase(slot, now, temple.timeZone, settings.graceMinutes),
    };
  });
}

function sumStats(slots: readonly VqSlotStats[]) {
  const sum = (pick: (slot: VqSlotStats) => number) => slots.reduce((total, slot) => total + pick(slot), 0);
  return {
    capacity: sum((slot) => slot.capacity),
    bookings: sum((slot) => slot.bookings),
    booked: sum((slot) => slot.booked),
    admitted: sum((slot) => slot.admitted),
    waiting: sum((slot) => slot.waiting),
    noShows: sum((slot) => slot.noShows),
    cancelled: sum((slot) => slot.cancelled),
    remaining: sum((slot) => slot.remaining),
  };
}
