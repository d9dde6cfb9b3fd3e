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
  type VqTempleDetails,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { type DaySlot, daySlots, datesBetween, toTemplateFacts } from './vq-day-slots.ts';
import type { VqDeps } from './vq-deps.ts';
import { toQuestion } from './vq-questions.ts';
import { loadSettings } from './vq-settings.ts';
import { selectActiveTemplates, selectQuestions } from './vq-settings-repository.ts';
import { selectBlockedDates, selectSlotDays } from './vq-slots-repository.ts';
import { getOfferingTemple, type VqTemple } from './vq-temple.ts';

/**
 * spec virtual-queue-details-and-calendar and virtual-queue-calendar-details-page: what a devotee
 * reads before booking, and each slot's remaining places (kept current by the calendar stream).
 */

export async function getVqTempleDetails(deps: Pick<VqDeps, 'db' | 'now'>, templeId: number): Promise<VqTempleDetails> {
  const temple = await getOfferingTemple(deps.db, templeId);
  const [settings, questions] = await Promise.all([
    loadSettings(deps.db, templeId),
    selectQuestions(deps.db, templeId, true),
  ]);
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
  deps: Pick<VqDeps, 'db' | 'now'>,
  templeId: number,
  query: VqCalendarQuery,
): Promise<VqCalendar> {
  const temple = await getOfferingTemple(deps.db, templeId);
  const settings = await loadSettings(deps.db, templeId);
  const now = deps.now();
  const window = bookingWindow({ now, timeZone: temple.timeZone, ...settings });
  const from = query.from && query.from > window.today ? query.from : window.today;
  const to = query.to ?? (window.lastDate < from ? from : window.lastDate);
  if (to < from) return { templeId, today: window.today, lastDate: window.lastDate, days: [] };
  if (daysBetween(from, to) + 1 > VQ_CALENDAR_MAX_DAYS) {
    throw new DomainError('VALIDATION_FAILED', `At most ${VQ_CALENDAR_MAX_DAYS} days at a time`, {
      errors: [{ field: 'to', message: `At most ${VQ_CALENDAR_MAX_DAYS} days at a time` }],
    });
  }
  const slotsByDate = await loadDaySlots(deps.db, temple, from, to);
  const days = datesBetween(from, to).map((date) =>
    calendarDay(date, slotsByDate.get(date) ?? { slots: [], block: null }, { temple, settings, window, now }),
  );
  return { templeId, today: window.today, lastDate: window.lastDate, days };
}

export interface DatePlan {
  slots: DaySlot[];
  block: { reason: string } | null;
}

/** The slots of each date from `from` to `to`: templates, materialised rows and blocked dates, 3 queries. */
export async function loadDaySlots(
  db: Executor,
  temple: Pick<VqTemple, 'id'>,
  from: string,
  to: string,
): Promise<Map<string, DatePlan>> {
  const [templates, rows, blocked] = await Promise.all([
    selectActiveTemplates(db, temple.id, from, to),
    selectSlotDays(db, temple.id, from, to),
    selectBlockedDates(db, temple.id, from, to),
  ]);
  const facts = templates.map(toTemplateFacts);
  const materialised = rows.map((row) => ({ ...row, date: row.slotDate }));
  const blocks = new Map(blocked.map((row) => [row.blockDate, { reason: row.reason }]));
  return new Map(
    datesBetween(from, to).map((date) => {
      const block = blocks.get(date) ?? null;
      return [date, { slots: daySlots(date, facts, materialised, block), block }];
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
