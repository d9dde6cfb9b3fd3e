import { type VqSlotTemplate, weekdayOf } from '@nivedya/domain';

/**
 * The weekly slots a date's first slot of its own would replace (a date with slots of its own ignores
 * its weekday's), with the places they offer; null when there are none to replace, because the date
 * already has its own slots or its weekday has no active slot.
 */
export function regularSlotsReplaced(
  templates: readonly VqSlotTemplate[],
  date: string,
): { count: number; places: number } | null {
  const active = templates.filter((template) => template.isActive);
  if (active.some((template) => template.date === date)) return null;
  const weekday = weekdayOf(date);
  const regular = active.filter((template) => template.date === null && template.weekday === weekday);
  if (regular.length === 0) return null;
  return { count: regular.length, places: regular.reduce((sum, template) => sum + template.capacity, 0) };
}
