import {
  bookingWindow,
  DomainError,
  daysBetween,
  formatDisplayDate,
  isSlotOver,
  opensOn,
  VQ_CALENDAR_MAX_DAYS,
  type VqCalendar,
  type VqCalendarDay,
  type VqCalendarQuery,
  type VqSettings,
  type VqTemplateFacts,
  type VqTempleDetails,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { type DaySlot, datesBetween, daySlots, toTemplateFacts } from './vq-day-slots.ts';
import type { VqDeps } from './vq-deps.ts';
import { toQuestion } from './vq-questions.ts';
import { selectActiveTemplates } from './vq-settings-repository.ts';
import { selectDayRows } from './vq-slots-repository.ts';
import type { VqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-details-and-calendar and virtual-queue-calendar-details-page: what a devotee
 * reads before booking, and each slot's remaining places (kept current by the calendar stream).
 */

export async function getVqTempleDetails(
  deps: Pick<VqDeps, 'db' | 'now' | 'facts'>,
  templeId: number,
): Promise<VqTempleDetails> {
  const { temple, settings, questions } = await deps.facts.getOffering(deps.db, templeId);
  const window = bookingWindow({ now: deps.now(), timeZone: temple.timeZone, ...settings });
  const { templeId: _templeId, updatedAt: _updatedAt, ...publicSettings } = settings;
  return {
    templeId,
    templeName: temple.name,
    templeNameNarration: temple.nameNarration,
    bannerUrl: temple.bannerUrl,
    timeZone: temple.timeZone,
    settings: publicSettings,
    questions: questions.map(toQuestion),
    today: window.today,
    lastDate: window.lastDate,
  };
}

export async function findVqCalendar(
  deps: Pick<VqDeps, 'db' | 'now' | 'facts'>,
  templeId: number,
  query: VqCalendarQuery,
): Promise<VqCalendar> {
  const { temple, settings, templates } = await deps.facts.getOffering(deps.db, templeId);
  const now = deps.now();
  const window = bookingWindow({ now, timeZone: temple.timeZone, ...settings });
  const from = query.from && query.from > window.today ? query.from : window.today;
  const to = query.to ?? ([from, window.lastDate].sort().at(-1) as string);
  if (to < from) return { templeId, today: window.today, lastDate: window.lastDate, days: [] };
  if (daysBetween(from, to) + 1 > VQ_CALENDAR_MAX_DAYS) {
    throw new DomainError('VALIDATION_FAILED', `At most ${VQ_CALENDAR_MAX_DAYS} days at a time`, {
      errors: [{ field: 'to', message: `At most ${VQ_CALENDAR_MAX_DAYS} days at a time` }],
    });
  }
  const slotsByDate = await loadDaySlots(deps.db, temple.id, from, to, templates);
  const days = datesBetween(from, to).map((date) =>
    calendarDay(date, slotsByDate.get(date) ?? { slots: [], block: null }, { temple, settings, window, now }),
  );
  return { templeId, today: window.today, lastDate: window.lastDate, days };
}

export interface DatePlan {
  slots: DaySlot[];
  block: { reason: string } | null;
}

/**
 * The slots of each date from `from` to `to`: the plan (the given active templates, or read now)
 * overlaid by materialised rows and blocked dates.
 */
export async function loadDaySlots(
  db: Executor,
  templeId: number,
  from: string,
  to: string,
  templates?: readonly VqTemplateFacts[],
): Promise<Map<string, DatePlan>> {
  const [plan, rows] = await Promise.all([
    templates ?? selectActiveTemplates(db, templeId, from, to).then((found) => found.map(toTemplateFacts)),
    selectDayRows(db, templeId, from, to),
  ]);
  return new Map(
    datesBetween(from, to).map((date) => {
      const block = rows.blocks.get(date) ?? null;
      return [date, { slots: daySlots(date, plan, rows.slots, block), block }];
    }),
  );
}

function calendarDay(
  date: string,
  plan: DatePlan,
  context: { temple: VqTemple; settings: VqSettings; window: ReturnType<typeof bookingWindow>; now: Date },
): VqCalendarDay {
  const isOpen = date >= context.window.today && date <= context.window.lastDate;
  const notYet = date > context.window.lastDate;
  return {
    date,
    displayDate: formatDisplayDate(date),
    isOpen,
    opensOn: notYet ? opensOn(date, context.window) : null,
    opensAt: notYet ? context.settings.openingTime : null,
    isBlocked: plan.block !== null,
    blockReason: plan.block?.reason ?? null,
    slots: plan.slots
      .filter((slot) => slot.isInPlan)
      .map((slot) => {
        const remaining = Math.max(slot.capacity - slot.booked, 0);
        const state = slot.isBlocked
          ? 'blocked'
          : !isOpen || isSlotOver(slot, context.now, context.temple.timeZone)
            ? 'closed'
            : remaining === 0
              ? 'full'
              : 'open';
        return {
          startTime: slot.startTime,
          endTime: slot.endTime,
          label: slot.label,
          capacity: slot.capacity,
          booked: slot.booked,
          remaining,
          maxPartySize: slot.maxPartySize,
          state,
          blockReason: slot.blockReason,
        };
      }),
  };
}

/** Darshan places still free on the dates, over the slots in their plan and not blocked. */
export async function queuePlacesLeft(
  db: Executor,
  templeId: number,
  from: string,
  to: string,
): Promise<number> {
  let left = 0;
  for (const plan of (await loadDaySlots(db, templeId, from, to)).values()) {
    for (const slot of plan.slots) {
      if (slot.isInPlan && !slot.isBlocked) left += Math.max(0, slot.capacity - slot.booked);
    }
  }
  return left;
}
