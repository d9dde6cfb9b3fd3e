import type { VqSlotTemplate } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { regularSlotsReplaced } from './regular-slots.ts';

function aSlot(overrides: Partial<VqSlotTemplate>): VqSlotTemplate {
  return {
    id: 1,
    weekday: 3,
    date: null,
    startTime: '05:00',
    endTime: '06:00',
    capacity: 200,
    maxPartySize: 5,
    label: null,
    isActive: true,
    ...overrides,
  };
}

// 2026-12-02 is a Wednesday (3).
const DATE = '2026-12-02';

describe("the regular slots a date's own slot replaces", () => {
  it("counts the weekday's active slots and their places", () => {
    const plan = [
      aSlot({ id: 1, capacity: 200 }),
      aSlot({ id: 2, startTime: '09:00', endTime: '10:30', capacity: 1200 }),
      aSlot({ id: 3, weekday: 4, capacity: 50 }),
      aSlot({ id: 4, startTime: '18:00', endTime: '19:00', capacity: 99, isActive: false }),
    ];
    expect(regularSlotsReplaced(plan, DATE)).toEqual({ count: 2, places: 1400 });
  });

  it('replaces nothing once the date has a slot of its own, or when its weekday has none', () => {
    expect(regularSlotsReplaced([aSlot({}), aSlot({ id: 9, weekday: null, date: DATE })], DATE)).toBeNull();
    expect(regularSlotsReplaced([aSlot({ weekday: 5 })], DATE)).toBeNull();
  });
});
