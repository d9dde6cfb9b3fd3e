import {
  addDays,
  minutesOfClock,
  planSlots,
  type VqSlotTemplate,
  type VqTemplateFacts,
} from '@nivedya/domain';
import type { TemplateRow } from './vq-settings-repository.ts';
import type { PlannedSlot } from './vq-slots-repository.ts';

/**
 * The slots of a date as people see them: the plan (the templates) overlaid by the date's materialised
 * rows. A materialised row keeps its own times and limits (decisions.md: "a slot that took bookings
 * keeps its values"); a row the plan no longer has is still shown to staff (isInPlan false) so its
 * bookings can be honoured, but devotees cannot book it.
 */

export interface MaterialisedSlot {
  date: string;
  /** HH:mm or HH:mm:ss */
  startTime: string;
  endTime: string;
  templateId: number | null;
  label: string | null;
  capacity: number;
  maxPartySize: number;
  booked: number;
  isBlocked: boolean;
  blockReason: string | null;
}

export interface DaySlot<R extends MaterialisedSlot = MaterialisedSlot> extends PlannedSlot {
  booked: number;
  isBlocked: boolean;
  blockReason: string | null;
  isInPlan: boolean;
  /** The materialised row, when there is one. */
  row: R | null;
}

export function toTemplateFacts(row: TemplateRow): VqTemplateFacts {
  return {
    id: row.id,
    weekday: row.weekday,
    date: row.slotDate,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    capacity: row.capacity,
    maxPartySize: row.maxPartySize,
    label: row.label,
    isActive: row.status === 1,
  };
}

export function toTemplateDto(row: TemplateRow): VqSlotTemplate {
  const facts = toTemplateFacts(row);
  return {
    id: facts.id,
    weekday: facts.weekday,
    date: facts.date,
    startTime: facts.startTime,
    endTime: facts.endTime,
    capacity: facts.capacity,
    maxPartySize: facts.maxPartySize,
    label: facts.label,
    isActive: facts.isActive,
  };
}

export function daySlots<R extends MaterialisedSlot>(
  date: string,
  templates: readonly VqTemplateFacts[],
  rows: readonly R[],
  dateBlock: { reason: string } | null,
): DaySlot<R>[] {
  const byStart = new Map(
    rows.filter((row) => row.date === date).map((row) => [row.startTime.slice(0, 5), row]),
  );
  const slots: DaySlot<R>[] = planSlots(templates, date).map((template) => {
    const row = byStart.get(template.startTime) ?? null;
    byStart.delete(template.startTime);
    if (row) return fromRow(row, true);
    return {
      templateId: template.id,
      date,
      startTime: template.startTime,
      endTime: template.endTime,
      capacity: template.capacity,
      maxPartySize: template.maxPartySize,
      label: template.label,
      booked: 0,
      isBlocked: dateBlock !== null,
      blockReason: dateBlock?.reason ?? null,
      isInPlan: true,
      row: null,
    };
  });
  for (const row of byStart.values()) slots.push(fromRow(row, false));
  return slots.sort((a, b) => minutesOfClock(a.startTime) - minutesOfClock(b.startTime));
}

function fromRow<R extends MaterialisedSlot>(row: R, isInPlan: boolean): DaySlot<R> {
  return {
    templateId: row.templateId,
    date: row.date,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    capacity: row.capacity,
    maxPartySize: row.maxPartySize,
    label: row.label,
    booked: row.booked,
    isBlocked: row.isBlocked,
    blockReason: row.blockReason,
    isInPlan,
    row,
  };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
