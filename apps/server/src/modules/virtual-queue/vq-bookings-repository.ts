import { type Language, UserStatus } from '@nivedya/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { OutboxStatus } from '../../adapters/sms/sms-adapter.ts';
import { priorityOf } from '../../adapters/sms/sms-outbox-repository.ts';
import { type Executor, runStatement, type Statement } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  auditLog,
  notifications,
  sessions,
  smsOutbox,
  users,
  vqAnswers,
  vqBlockedDates,
  vqBookingDevotees,
  vqBookings,
  vqQuestions,
  vqSlotDays,
} from '../../db/schema/index.ts';
import { aliased, insertColumns, sqlColumn, sqlTable } from '../../db/sql-names.ts';
import { statementParameters } from '../../db/statement-parameters.ts';
import type { PlannedSlot } from './vq-slots-repository.ts';

/** What the confirmation SMS is for, in the SMS report. */
export const VQ_BOOKING_SMS_PURPOSE = 'vq-booking-confirmed';

/** Virtual-queue bookings, their devotees and answers: the only file here that touches them. */

export interface BookingPlan {
  templeId: number;
  timeZone: string;
  slot: PlannedSlot;
  userId: number;
  /** The devotee's session (its stored hash): the booking is written only while it is live. */
  sessionTokenHash: string;
  mobile: string | null;
  leadName: string;
  partySize: number;
  /** 'GVR-20261122-0630': the slot's token number follows. */
  queuePrefix: string;
  nonce: string;
  devotees: { name: string; age: number; idProofType: string | null; idProofNumber: string | null }[];
  answers: { questionId: number; value: string }[];
  /**
   * The in-app notification, and the SMS in the same words and language; {queueNumber} in the body is
   * replaced by the number issued.
   */
  notification: { title: string; body: string; language: Language; linkPrefix: string };
  /** The confirmation SMS's outbox row, as the SMS adapter writes it (sms-adapter.ts `outboxRow`). */
  sms: { adapter: string; status: OutboxStatus };
  now: Date;
}

export interface PlacedBooking {
  id: number;
  queueNumber: string;
  slotDayId: number;
  endsAt: Date;
}

/** What the booking's statement did: placed, or nothing because the session ended or the slot had no room. */
export type BookingWrite =
  | { outcome: 'placed'; booking: PlacedBooking }
  | { outcome: 'no-session' | 'refused' };

const p = statementParameters<BookingPlan>();
const now = p.param('timestamptz', (plan) => plan.now.toISOString());
const templeId = p.value(vqBookings.templeId, (plan) => plan.templeId);
const userId = p.value(vqBookings.userId, (plan) => plan.userId);
const slotDate = p.value(vqSlotDays.slotDate, (plan) => plan.slot.date);
const startTime = p.param('time', (plan) => plan.slot.startTime);
const endTime = p.param('time', (plan) => plan.slot.endTime);
const timeZone = p.param('text', (plan) => plan.timeZone);
const partySize = p.param('int', (plan) => plan.partySize);
const capacity = p.value(vqSlotDays.capacity, (plan) => plan.slot.capacity);
const maxPartySize = p.param('int', (plan) => plan.slot.maxPartySize);
const mobile = p.value(vqBookings.mobile, (plan) => plan.mobile);
const queueNumberOf = (queuePrefix: string, issued: string) =>
  `${queuePrefix} || '-' || lpad(${issued}::text, greatest(3, length(${issued}::text)), '0')`;

const s = aliased(sessions, 's');
const u = aliased(users, 'u');
const d = aliased(vqSlotDays, 'd');
const b = aliased(vqBlockedDates, 'b');

const slotRow = insertColumns(vqSlotDays, {
  templeId,
  slotDate,
  startTime,
  endTime,
  startsAt: `((${slotDate} + ${startTime}) at time zone ${timeZone})`,
  endsAt: `((${slotDate} + ${endTime}) at time zone ${timeZone})`,
  templateId: p.value(vqSlotDays.templateId, (plan) => plan.slot.templateId),
  label: p.value(vqSlotDays.label, (plan) => plan.slot.label),
  capacity,
  maxPartySize: `${maxPartySize}::smallint`,
  booked: partySize,
  issued: '1',
  createdAt: now,
  updatedAt: now,
});
const booking = insertColumns(vqBookings, {
  templeId,
  slotDayId: 'slot.id',
  slotDate,
  userId,
  queueNumber: queueNumberOf(
    p.param('text', (plan) => plan.queuePrefix),
    'slot.issued',
  ),
  partySize: `${partySize}::smallint`,
  status: `'booked'`,
  tokenNonce: p.value(vqBookings.tokenNonce, (plan) => plan.nonce),
  mobile,
  leadName: p.value(vqBookings.leadName, (plan) => plan.leadName),
  createdAt: now,
  updatedAt: now,
});
const devoteeRows = p.rows(
  'v',
  (plan) => plan.devotees.map((devotee, index) => ({ ...devotee, position: index + 1 })),
  {
    position: vqBookingDevotees.position,
    name: vqBookingDevotees.name,
    age: vqBookingDevotees.age,
    idProofType: vqBookingDevotees.idProofType,
    idProofNumber: vqBookingDevotees.idProofNumber,
  },
);
const devotee = insertColumns(vqBookingDevotees, {
  bookingId: 'booking.id',
  templeId,
  slotDate,
  position: devoteeRows.field.position,
  name: devoteeRows.field.name,
  age: devoteeRows.field.age,
  idProofType: devoteeRows.field.idProofType,
  idProofNumber: devoteeRows.field.idProofNumber,
  isLive: 'true',
});
const answerRows = p.rows('a', (plan) => plan.answers, {
  questionId: vqAnswers.questionId,
  value: vqAnswers.value,
});
const answer = insertColumns(vqAnswers, {
  bookingId: 'booking.id',
  questionId: answerRows.field.questionId,
  value: answerRows.field.value,
});
const audit = insertColumns(auditLog, {
  actorUserId: userId,
  templeId,
  action: `'vq-booking.created'`,
  entity: `'vq_booking'`,
  entityId: 'booking.id::text',
  after: `jsonb_build_object('queueNumber', booking.queue_number, 'date', ${slotDate}::text, 'startTime', ${startTime}::text, 'partySize', ${partySize}, 'status', 'booked')`,
  createdAt: now,
});
const notificationBody = p.param('text', (plan) => plan.notification.body);
const notification = insertColumns(notifications, {
  userId,
  templeId,
  title: p.value(notifications.title, (plan) => plan.notification.title),
  body: `replace(${notificationBody}, '{queueNumber}', booking.queue_number)`,
  link: `${p.param('text', (plan) => plan.notification.linkPrefix)} || booking.id`,
  createdAt: now,
  pushStatus: `'pending'`,
  pushDueAt: now,
});
const smsStatus = p.param('text', (plan) => plan.sms.status);
const sms = insertColumns(smsOutbox, {
  toMobile: mobile,
  body: `replace(${notificationBody}, '{queueNumber}', booking.queue_number)`,
  purpose: `'${VQ_BOOKING_SMS_PURPOSE}'`,
  templeId,
  language: p.value(smsOutbox.language, (plan) => plan.notification.language),
  adapter: p.value(smsOutbox.adapter, (plan) => plan.sms.adapter),
  status: smsStatus,
  priority: String(priorityOf(VQ_BOOKING_SMS_PURPOSE)),
  createdAt: now,
  sentAt: `case when ${smsStatus} = 'sent' then ${now} end`,
  nextAttemptAt: `case when ${smsStatus} = 'queued' then ${now} end`,
});

/**
 * ARCHITECTURE rule 3, in ONE statement and one round trip, with no BEGIN/COMMIT: materialise the slot
 * from the plan if it has no row yet and take the party's places, or take them from the existing row
 * only while it is not blocked and `booked + party <= capacity` (the upsert holds the row lock to
 * commit, so concurrent bookers queue on it and can never overfill); then the booking numbered from the
 * slot's `issued` counter, its devotees, answers, audit row, notification and confirmation SMS. It
 * writes nothing unless `devotee` finds the session still live, so the route may take the devotee from
 * the auth plugin's memory of the session (SessionMemo) and make this its only read or write. A unique
 * violation (a second live booking of the user or of an ID proof that day) fails the whole statement,
 * so the places are never taken without a booking. Rows travel as arrays (unnest), so the text is the
 * same for every booking: a prepared statement, parsed and planned once per connection.
 */
const INSERT_VQ_BOOKING: Statement = {
  name: 'insert_vq_booking_v1',
  text: `
    with expected as materialized (
      select ${p.param('text', (plan) => plan.sessionTokenHash)} as token_hash
    ), devotee as (
      select ${u.id} as id
        from expected e
        join ${sqlTable(sessions)} s on ${s.tokenHash} = e.token_hash
        join ${sqlTable(users)} u on ${u.id} = ${s.userId}
       where ${s.expiresAt} > ${now} and ${u.id} = ${userId} and ${u.status} = ${UserStatus.Active}
         and ${u.deletedAt} is null
    ), slot as (
      insert into ${sqlTable(vqSlotDays)} as d (${slotRow.columns})
      select ${slotRow.values}
      from devotee
      where ${partySize} <= ${capacity} and ${partySize} <= ${maxPartySize}
        and not exists (select 1 from ${sqlTable(vqBlockedDates)} b
                         where ${b.templeId} = ${templeId} and ${b.blockDate} = ${slotDate})
      on conflict (${sqlColumn(vqSlotDays.templeId)}, ${sqlColumn(vqSlotDays.slotDate)}, ${sqlColumn(vqSlotDays.startTime)}) do update
        set ${sqlColumn(vqSlotDays.booked)} = ${d.booked} + excluded.${sqlColumn(vqSlotDays.booked)},
            ${sqlColumn(vqSlotDays.issued)} = ${d.issued} + 1,
            ${sqlColumn(vqSlotDays.updatedAt)} = excluded.${sqlColumn(vqSlotDays.updatedAt)}
        where not ${d.isBlocked} and ${d.booked} + excluded.${sqlColumn(vqSlotDays.booked)} <= ${d.capacity}
          and excluded.${sqlColumn(vqSlotDays.booked)} <= ${d.maxPartySize}
      returning ${d.id} as id, ${d.issued} as issued, ${d.endsAt} as ends_at
    ), booking as (
      insert into ${sqlTable(vqBookings)} (${booking.columns})
      select ${booking.values}
      from slot
      returning ${sqlColumn(vqBookings.id)} as id, ${sqlColumn(vqBookings.queueNumber)} as queue_number,
        ${sqlColumn(vqBookings.slotDayId)} as slot_day_id
    ), devotees as (
      insert into ${sqlTable(vqBookingDevotees)} (${devotee.columns})
      select ${devotee.values}
      from booking cross join ${devoteeRows.from}
    ), answers as (
      insert into ${sqlTable(vqAnswers)} (${answer.columns})
      select ${answer.values}
      from booking cross join ${answerRows.from}
    ), audit as (
      insert into ${sqlTable(auditLog)} (${audit.columns})
      select ${audit.values}
      from booking
    ), notification as (
      insert into ${sqlTable(notifications)} (${notification.columns})
      select ${notification.values}
      from booking
    ), sms as (
      insert into ${sqlTable(smsOutbox)} (${sms.columns})
      select ${sms.values}
      from booking
      where ${mobile} is not null
    )
    select exists (select from devotee) as session_live, booking.id, booking.queue_number,
      booking.slot_day_id, slot.ends_at
    from (select) as one
    left join booking on true
    left join slot on true`,
};

/** Writes the booking (see INSERT_VQ_BOOKING). */
export async function insertBooking(db: Executor, plan: BookingPlan): Promise<BookingWrite> {
  const [row] = await runStatement<{
    session_live: boolean;
    id: number | null;
    queue_number: string | null;
    slot_day_id: number | null;
    ends_at: Date | string | null;
  }>(db, INSERT_VQ_BOOKING, p.values(plan));
  if (!row?.session_live) return { outcome: 'no-session' };
  if (row.id === null || row.queue_number === null || row.slot_day_id === null || row.ends_at === null) {
    return { outcome: 'refused' };
  }
  return {
    outcome: 'placed',
    booking: {
      id: row.id,
      queueNumber: row.queue_number,
      slotDayId: row.slot_day_id,
      endsAt: new Date(row.ends_at),
    },
  };
}

const bookingColumns = {
  id: vqBookings.id,
  templeId: vqBookings.templeId,
  slotDayId: vqBookings.slotDayId,
  slotDate: vqBookings.slotDate,
  userId: vqBookings.userId,
  queueNumber: vqBookings.queueNumber,
  partySize: vqBookings.partySize,
  status: vqBookings.status,
  tokenNonce: vqBookings.tokenNonce,
  mobile: vqBookings.mobile,
  leadName: vqBookings.leadName,
  createdAt: vqBookings.createdAt,
  cancelledAt: vqBookings.cancelledAt,
  cancelReason: vqBookings.cancelReason,
  admittedAt: vqBookings.admittedAt,
  admittedByName: vqBookings.admittedByName,
  admittedGate: vqBookings.admittedGate,
  startTime: vqSlotDays.startTime,
  endTime: vqSlotDays.endTime,
  endsAt: vqSlotDays.endsAt,
  slotLabel: vqSlotDays.label,
};

function selectBookings(db: Executor) {
  return db
    .select(bookingColumns)
    .from(vqBookings)
    .innerJoin(vqSlotDays, eq(vqSlotDays.id, vqBookings.slotDayId));
}
export async function selectBooking(db: Executor, bookingId: number) {
  const rows = await selectBookings(db).where(eq(vqBookings.id, bookingId)).limit(1);
  return rows[0];
}
export type BookingRow = NonNullable<Awaited<ReturnType<typeof selectBooking>>>;

export async function selectBookingsByIds(db: Executor, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return selectBookings(db)
    .where(inArray(vqBookings.id, [...bookingIds]))
    .orderBy(asc(vqSlotDays.startTime), asc(vqBookings.id));
}

export async function selectBookingByQueueNumber(db: Executor, templeId: number, queueNumber: string) {
  const rows = await selectBookings(db)
    .where(and(eq(vqBookings.templeId, templeId), eq(vqBookings.queueNumber, queueNumber)))
    .limit(1);
  return rows[0];
}

/** The booking a mobile holds at the temple on a date: the live one first, else the latest. */
export async function selectBookingByMobile(db: Executor, templeId: number, mobile: string, date: string) {
  const rows = await selectBookings(db)
    .where(
      and(eq(vqBookings.templeId, templeId), eq(vqBookings.mobile, mobile), eq(vqBookings.slotDate, date)),
    )
    .orderBy(sql`${vqBookings.status} = 'cancelled'`, desc(vqBookings.id))
    .limit(1);
  return rows[0];
}

export async function selectUserBookings(
  db: Executor,
  query: { userId: number; when: 'upcoming' | 'past' | 'all'; now: Date; offset: number; limit: number },
) {
  const isUpcoming = sql`(${vqBookings.status} = 'booked' and ${vqSlotDays.endsAt} > ${query.now.toISOString()}::timestamptz)`;
  const where = and(
    eq(vqBookings.userId, query.userId),
    query.when === 'all' ? undefined : query.when === 'upcoming' ? isUpcoming : sql`not ${isUpcoming}`,
  );
  const [rows, totals] = await Promise.all([
    selectBookings(db)
      .where(where)
      .orderBy(
        query.when === 'upcoming' ? asc(vqSlotDays.startsAt) : desc(vqSlotDays.startsAt),
        desc(vqBookings.id),
      )
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vqBookings)
      .innerJoin(vqSlotDays, eq(vqSlotDays.id, vqBookings.slotDayId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The SQL of the status people read: a booked token whose window (with grace) closed is a no-show. */
export function shownStatus(now: Date, graceMinutes: number) {
  return sql<string>`case when ${vqBookings.status} = 'booked'
    and ${vqSlotDays.endsAt} + make_interval(mins => ${graceMinutes}::int) <= ${now.toISOString()}::timestamptz
    then 'no-show' else ${vqBookings.status} end`;
}

export async function selectStaffBookings(
  db: Executor,
  query: {
    templeId: number;
    date: string;
    startTime?: string | undefined;
    status?: string | undefined;
    search?: string | undefined;
    now: Date;
    graceMinutes: number;
    offset: number;
    limit: number;
  },
) {
  const status = shownStatus(query.now, query.graceMinutes);
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    eq(vqBookings.templeId, query.templeId),
    eq(vqBookings.slotDate, query.date),
    query.startTime ? eq(vqSlotDays.startTime, `${query.startTime}:00`) : undefined,
    query.status ? sql`${status} = ${query.status}` : undefined,
    pattern
      ? or(
          ilike(vqBookings.queueNumber, pattern),
          ilike(vqBookings.mobile, pattern),
          ilike(vqBookings.leadName, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    selectBookings(db)
      .where(where)
      .orderBy(asc(vqSlotDays.startTime), asc(vqBookings.id))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vqBookings)
      .innerJoin(vqSlotDays, eq(vqSlotDays.id, vqBookings.slotDayId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The live bookings of a date's slots (one slot, or all): what a block leaves to act on. */
export async function selectLiveBookingsOfDate(
  db: Executor,
  templeId: number,
  date: string,
  startTime: string | null,
) {
  return selectBookings(db)
    .where(
      and(
        eq(vqBookings.templeId, templeId),
        eq(vqBookings.slotDate, date),
        inArray(vqBookings.status, ['booked', 'admitted']),
        startTime === null ? undefined : eq(vqSlotDays.startTime, `${startTime}:00`),
      ),
    )
    .orderBy(asc(vqSlotDays.startTime), asc(vqBookings.id));
}

export async function selectDevotees(db: Executor, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: vqBookingDevotees.bookingId,
      name: vqBookingDevotees.name,
      age: vqBookingDevotees.age,
      idProofType: vqBookingDevotees.idProofType,
      idProofNumber: vqBookingDevotees.idProofNumber,
    })
    .from(vqBookingDevotees)
    .where(inArray(vqBookingDevotees.bookingId, [...bookingIds]))
    .orderBy(asc(vqBookingDevotees.bookingId), asc(vqBookingDevotees.position));
}

export async function selectAnswers(db: Executor, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: vqAnswers.bookingId,
      questionId: vqAnswers.questionId,
      label: vqQuestions.label,
      value: vqAnswers.value,
    })
    .from(vqAnswers)
    .innerJoin(vqQuestions, eq(vqQuestions.id, vqAnswers.questionId))
    .where(inArray(vqAnswers.bookingId, [...bookingIds]))
    .orderBy(asc(vqAnswers.bookingId), asc(vqQuestions.sortOrder), asc(vqQuestions.id));
}

/**
 * booked → cancelled, once: only the transaction whose UPDATE matched gives the places back, so a
 * repeated or racing cancel frees capacity exactly once.
 */
export async function markCancelled(
  db: Executor,
  change: { bookingId: number; by: number; reason: string | null; now: Date },
) {
  const rows = await db
    .update(vqBookings)
    .set({
      status: 'cancelled',
      cancelledAt: change.now,
      cancelledBy: change.by,
      cancelReason: change.reason,
      updatedAt: change.now,
    })
    .where(and(eq(vqBookings.id, change.bookingId), eq(vqBookings.status, 'booked')))
    .returning({ slotDayId: vqBookings.slotDayId, partySize: vqBookings.partySize });
  const row = rows[0];
  if (row) {
    await db
      .update(vqBookingDevotees)
      .set({ isLive: false })
      .where(eq(vqBookingDevotees.bookingId, change.bookingId));
  }
  return row;
}

/** booked → admitted, once: of two racing scans only one UPDATE matches. */
export async function markAdmitted(
  db: Executor,
  change: { bookingId: number; templeId: number; by: number; byName: string; gate: string; now: Date },
) {
  const rows = await db
    .update(vqBookings)
    .set({
      status: 'admitted',
      admittedAt: change.now,
      admittedBy: change.by,
      admittedByName: change.byName,
      admittedGate: change.gate,
      updatedAt: change.now,
    })
    .where(
      and(
        eq(vqBookings.id, change.bookingId),
        eq(vqBookings.templeId, change.templeId),
        eq(vqBookings.status, 'booked'),
      ),
    )
    .returning({ id: vqBookings.id });
  return rows[0];
}
