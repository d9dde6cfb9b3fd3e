import type { VqCalendar, VqCalendarDay, VqCalendarSlot } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { applyAvailability, summariseDay } from './calendar-shaping.ts';

function slot(overrides: Partial<VqCalendarSlot> = {}): VqCalendarSlot {
  return {
    startTime: '06:00',
    endTime: '07:00',
    label: null,
    capacity: 10,
    booked: 0,
    remaining: 10,
    maxPartySize: 5,
    state: 'open',
    blockReason: null,
    ...overrides,
  };
}

function day(overrides: Partial<VqCalendarDay> = {}): VqCalendarDay {
  return {
    date: '2026-03-05',
    displayDate: '05-Mar-2026',
    isOpen: true,
    opensOn: null,
    opensAt: null,
    isBlocked: false,
    blockReason: null,
    slots: [slot(), slot({ startTime: '07:00', endTime: '08:00' })],
    ...overrides,
  };
}

function calendar(days: VqCalendarDay[] = [day()]): VqCalendar {
  return { templeId: 1, today: '2026-03-05', lastDate: '2026-03-06', days };
}

describe('applyAvailability', () => {
  it('updates the counts of the changed slot and leaves the others', () => {
    const result = applyAvailability(calendar(), {
      templeId: 1,
      date: '2026-03-05',
      slots: [{ startTime: '06:00', capacity: 10, booked: 4, remaining: 6, isBlocked: false }],
    });
    expect(result?.days[0]?.slots[0]).toMatchObject({ booked: 4, remaining: 6, state: 'open' });
    expect(result?.days[0]?.slots[1]).toMatchObject({ booked: 0, remaining: 10 });
  });

  it.each([
    [{ remaining: 0, isBlocked: false }, 'open', 'full'],
    [{ remaining: 3, isBlocked: false }, 'full', 'open'],
    [{ remaining: 3, isBlocked: true }, 'open', 'blocked'],
    [{ remaining: 3, isBlocked: false }, 'blocked', 'open'],
    [{ remaining: 3, isBlocked: false }, 'closed', 'closed'],
  ] as const)('%o on a %s slot makes it %s', (change, before, after) => {
    const result = applyAvailability(calendar([day({ slots: [slot({ state: before })] })]), {
      templeId: 1,
      date: '2026-03-05',
      slots: [{ startTime: '06:00', capacity: 10, booked: 10 - change.remaining, ...change }],
    });
    expect(result?.days[0]?.slots[0]?.state).toBe(after);
  });

  it('asks for a refetch when the event has a slot the calendar does not know', () => {
    const result = applyAvailability(calendar(), {
      templeId: 1,
      date: '2026-03-05',
      slots: [{ startTime: '09:00', capacity: 10, booked: 1, remaining: 9, isBlocked: false }],
    });
    expect(result).toBeNull();
  });

  it('ignores dates and temples outside the calendar', () => {
    const original = calendar();
    const change = { startTime: '06:00', capacity: 10, booked: 1, remaining: 9, isBlocked: false };
    expect(applyAvailability(original, { templeId: 1, date: '2026-04-01', slots: [change] })).toBe(original);
    expect(applyAvailability(original, { templeId: 2, date: '2026-03-05', slots: [change] })).toBe(original);
  });
});

describe('summariseDay', () => {
  it('adds the places of the open slots only', () => {
    const summary = summariseDay(
      day({ slots: [slot({ remaining: 4 }), slot({ startTime: '07:00', remaining: 5, state: 'closed' })] }),
    );
    expect(summary).toEqual({ remaining: 4, state: 'open' });
  });

  it('is full when no slot is open and one is full', () => {
    expect(summariseDay(day({ slots: [slot({ remaining: 0, state: 'full' })] })).state).toBe('full');
  });

  it('is unavailable when the day is blocked, not open yet or has no slots', () => {
    expect(summariseDay(day({ isBlocked: true })).state).toBe('unavailable');
    expect(summariseDay(day({ isOpen: false })).state).toBe('unavailable');
    expect(summariseDay(day({ slots: [] })).state).toBe('unavailable');
  });
});
