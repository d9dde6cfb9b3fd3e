import type { VqAvailabilityEvent, VqCalendar, VqCalendarDay, VqCalendarSlot } from '@nivedya/domain';

/**
 * The calendar stream's `availability` event patched into the cached calendar. A slot the cache does
 * not know (the temple changed that day's slots) cannot be shaped here: null asks for a refetch.
 */
export function applyAvailability(calendar: VqCalendar, event: VqAvailabilityEvent): VqCalendar | null {
  if (event.templeId !== calendar.templeId) return calendar;
  const index = calendar.days.findIndex((day) => day.date === event.date);
  if (index < 0) return calendar;
  const day = calendar.days[index] as VqCalendarDay;
  const known = new Set(day.slots.map((slot) => slot.startTime));
  if (event.slots.some((slot) => !known.has(slot.startTime))) return null;
  const slots = day.slots.map((slot): VqCalendarSlot => {
    const change = event.slots.find((candidate) => candidate.startTime === slot.startTime);
    if (!change) return slot;
    return {
      ...slot,
      capacity: change.capacity,
      booked: change.booked,
      remaining: change.remaining,
      state: nextState(slot, change.isBlocked, change.remaining, day.isOpen),
      blockReason: change.isBlocked ? slot.blockReason : null,
    };
  });
  const days = calendar.days.slice();
  days[index] = { ...day, slots };
  return { ...calendar, days };
}

function nextState(
  slot: VqCalendarSlot,
  isBlocked: boolean,
  remaining: number,
  isDayOpen: boolean,
): VqCalendarSlot['state'] {
  // A closed slot (over, or its date not open yet) stays closed whatever its counts do.
  if (slot.state === 'closed' || !isDayOpen) return 'closed';
  if (isBlocked) return 'blocked';
  return remaining > 0 ? 'open' : 'full';
}

export interface DaySummary {
  /** Places left in the slots that can still be booked. */
  remaining: number;
  /** open: some slot bookable; full: every slot taken; unavailable: blocked, closed or no slots. */
  state: 'open' | 'full' | 'unavailable';
}

/** What one date of the calendar shows at a glance. */
export function summariseDay(day: VqCalendarDay): DaySummary {
  if (!day.isOpen || day.isBlocked) return { remaining: 0, state: 'unavailable' };
  const open = day.slots.filter((slot) => slot.state === 'open');
  const remaining = open.reduce((sum, slot) => sum + slot.remaining, 0);
  if (open.length > 0) return { remaining, state: 'open' };
  return { remaining: 0, state: day.slots.some((slot) => slot.state === 'full') ? 'full' : 'unavailable' };
}
