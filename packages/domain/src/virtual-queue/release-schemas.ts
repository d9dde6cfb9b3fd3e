import { z } from 'zod';
import { daysBetween } from '../booking/calendar.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { ClockTimeSchema } from './vq-settings-schemas.ts';

/**
 * A release (issue #20 §2): a temple opens a range of darshan dates, or of a seva's dates, at a set time. From a few minutes
 * before, devotees who open it wait in its waiting room; at the opening they are put in line (in the
 * order they came, or in a random order among those who came before the opening, as the temple chose),
 * and admitted in batches at the temple's rate. An admitted devotee has a short window to book; nobody
 * else can book those dates until the release closes.
 */

/** How the devotees who came before the opening are put in line. Later arrivals always queue behind. */
export const RELEASE_ORDERS = ['arrival', 'random'] as const;
export type ReleaseOrder = (typeof RELEASE_ORDERS)[number];

/** Seconds between two batches of admissions; a batch is a twelfth of the admissions of a minute. */
export const RELEASE_BATCH_SECONDS = 5;
/** How often a waiting devotee's screen asks for its place when their turn is near (at most). */
export const WAITING_ROOM_POLL_SECONDS = 5;
/** How often it asks when nothing can change for them for minutes (pollSecondsFor). */
export const WAITING_ROOM_POLL_SECONDS_FAR = 30;
/** The widest range of dates one release opens. */
export const RELEASE_MAX_DAYS = 62;

export const RELEASE_DEFAULTS = {
  waitingMinutes: 15,
  order: 'arrival',
  admitPerMinute: 600,
  windowMinutes: 10,
  openForMinutes: 120,
} as const;

const minutes = (min: number, max: number) => z.number().int().min(min).max(max);

export const RELEASE_DATE_MESSAGES = {
  backwards: 'The last date cannot be before the first',
  tooLong: `At most ${RELEASE_MAX_DAYS} days`,
  opensAfter: 'Bookings must open on or before the first date',
  past: 'The opening must be later than now',
} as const;

/** The release's fields, each checked alone (a form extends them: its inputs hold text). */
export const ReleaseFieldsSchema = z.strictObject({
  /** The seva whose dates open; null (the default) for the temple's darshan queue. */
  sevaId: z.number().int().positive().nullable().default(null),
  fromDate: IsoDateSchema,
  toDate: IsoDateSchema,
  /** The day and time (HH:mm, the temple's clock) bookings open. */
  opensOn: IsoDateSchema,
  opensAt: ClockTimeSchema,
  /** Minutes before the opening that the waiting room lets devotees in. */
  waitingMinutes: minutes(1, 120).default(RELEASE_DEFAULTS.waitingMinutes),
  order: z.enum(RELEASE_ORDERS).default(RELEASE_DEFAULTS.order),
  /** Devotees admitted a minute: no more than the booking path serves; a temple may go slower. */
  admitPerMinute: minutes(12, 60_000).default(RELEASE_DEFAULTS.admitPerMinute),
  /** Minutes an admitted devotee has to book. */
  windowMinutes: minutes(2, 60).default(RELEASE_DEFAULTS.windowMinutes),
  /** Minutes after the opening that bookings of these dates still go through the waiting room. */
  openForMinutes: minutes(10, 1440).default(RELEASE_DEFAULTS.openForMinutes),
});

/** The checks across fields: the range, and an opening no later than its first date. */
export function checkReleaseDates(
  input: { fromDate: string; toDate: string; opensOn: string },
  context: z.RefinementCtx,
): void {
  if (input.toDate < input.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: RELEASE_DATE_MESSAGES.backwards });
  } else if (daysBetween(input.fromDate, input.toDate) + 1 > RELEASE_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: RELEASE_DATE_MESSAGES.tooLong });
  }
  if (input.opensOn > input.fromDate) {
    context.addIssue({ code: 'custom', path: ['opensOn'], message: RELEASE_DATE_MESSAGES.opensAfter });
  }
}

export const ReleaseInputSchema = ReleaseFieldsSchema.superRefine(checkReleaseDates);
export type ReleaseInput = z.input<typeof ReleaseInputSchema>;
export type ReleaseInputParsed = z.infer<typeof ReleaseInputSchema>;

export const RELEASE_STATUSES = ['scheduled', 'waiting', 'admitting', 'closed', 'cancelled'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** What devotees see of a release. */
export const ReleaseSummarySchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  templeName: z.string(),
  /** The zone the temple's clock (and the times shown) are in. */
  templeTimeZone: z.string(),
  /** The seva whose dates open (its name as the temple gave it); null for the darshan queue. */
  sevaId: z.number().int().nullable(),
  sevaName: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Instants (ISO 8601). The waiting room opens at waitingOpensAt, bookings at opensAt. */
  waitingOpensAt: z.string(),
  opensAt: z.string(),
  /** After this, the dates book as any other. */
  closesAt: z.string(),
  order: z.enum(RELEASE_ORDERS),
  windowMinutes: z.number().int(),
  status: z.enum(RELEASE_STATUSES),
});
export type ReleaseSummary = z.infer<typeof ReleaseSummarySchema>;

export const ReleaseSummaryListSchema = z.object({ items: z.array(ReleaseSummarySchema) });

/** What the temple sees: the settings and the line's counts. */
export const ReleaseSchema = ReleaseSummarySchema.extend({
  admitPerMinute: z.number().int(),
  /** Devotees in the line (put in line, or waiting for the opening's draw). */
  arrivals: z.number().int(),
  /** Devotees admitted so far. */
  admitted: z.number().int(),
  createdAt: z.string(),
});
export type Release = z.infer<typeof ReleaseSchema>;
export const ReleaseListSchema = z.object({ items: z.array(ReleaseSchema) });

export const ReleaseParamsSchema = z.object({ releaseId: z.coerce.number().int().positive() });
export const TempleReleaseParamsSchema = z.object({
  templeId: z.coerce.number().int().positive(),
  releaseId: z.coerce.number().int().positive(),
});

export const WAITING_ROOM_STATES = [
  'notYet',
  'notJoined',
  'waiting',
  'admitted',
  'expired',
  'closed',
] as const;
export type WaitingRoomState = (typeof WAITING_ROOM_STATES)[number];

export const WaitingRoomSchema = z.object({
  release: ReleaseSummarySchema,
  state: z.enum(WAITING_ROOM_STATES),
  /** 1 for the next devotee to be admitted; null before the opening's draw puts you in line. */
  position: z.number().int().nullable(),
  /** When your batch should be admitted, at the temple's rate (ISO 8601), while you wait. */
  estimatedAt: z.string().nullable(),
  /** Until when you may book, once admitted. */
  admittedUntil: z.string().nullable(),
  /** Darshan places still free over the release's dates; null for a seva's release. */
  placesLeft: z.number().int().nullable(),
  /** Ask again after this many seconds. */
  pollSeconds: z.number().int(),
});
export type WaitingRoom = z.infer<typeof WaitingRoomSchema>;
