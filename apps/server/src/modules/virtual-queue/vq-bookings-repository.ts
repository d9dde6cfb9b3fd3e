import type { Language } from '@nivedya/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { vqAnswers, vqBookingDevotees, vqBookings, vqQuestions, vqSlotDays } from '../../db/schema/index.ts';
import type { PlannedSlot } from './vq-slots-repository.ts';

/** Virtual-queue bookings, their devotees and answers: the only file here that touches them. */

export interface BookingPlan {
  templeId: number;
  timeZone: string;
  slot: PlannedSlot;
  userId: number;
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
  now: Date;
}

export interface PlacedBooking {
  id: number;
  queueNumber: string;
  slotDayId: number;
  endsAt: Date;
}

const rowsSql = (rows: SQL[][]) =>
  sql.join(
    rows.map((row) => sql`(${sql.join(row, sql`, `)})`),
    sql`, `,
  );

/**
 * ARCHITECTURE rule 3, in ONE statement: materialise the slot from the plan if it has no row yet and
 * take the party's places, or take them from the existing row only while it is not blocked and
 * `booked + party <= capacity` (the upsert holds the row lock to commit, so concurrent bookers queue
 * on it and can never overfill); then the booking numbered from the slot's `issued` counter, its
 * devotees, answers, audit row and notification. Nothing returned: the slot was full or blocked. A
 * unique violation (a second live booking of the user or of an ID proof that day) fails the whole
 * statement, so the places are never taken without a booking.
 */
export async function insertBooking(db: Executor, plan: BookingPlan): Promise<PlacedBooking | null> {
  const now = sql`${plan.now.toISOString()}::timestamptz`;
  const { slot } = plan;
  const starts = (time: string) => sql`((${slot.date}::date + ${time}::time) at time zone ${plan.timeZone})`;
  const devoteeRows = rowsSql(
    plan.devotees.map((devotee, index) => [
      sql`${index + 1}::smallint`,
      sql`${devotee.name}::text`,
      sql`${devotee.age}::smallint`,
      sql`${devotee.idProofType}::text`,
      sql`${devotee.idProofNumber}::text`,
    ]),
  );
  const answers =
    plan.answers.length === 0
      ? sql``
      : sql`, answers as (
        insert into vq_answers (booking_id, question_id, value)
        select booking.id, v.question_id, v.value
        from booking cross join (values ${rowsSql(
          plan.answers.map((answer) => [sql`${answer.questionId}::int`, sql`${answer.value}::text`]),
        )}) as v(question_id, value))`;

  const result = await db.execute(sql`
    with slot as (
      insert into vq_slot_days as d (temple_id, slot_date, start_time, end_time, starts_at, ends_at, template_id,
        label, capacity, max_party_size, booked, issued, created_at, updated_at)
      select ${plan.templeId}::int, ${slot.date}::date, ${slot.startTime}::time, ${slot.endTime}::time,
        ${starts(slot.startTime)}, ${starts(slot.endTime)}, ${slot.templateId}::int, ${slot.label}::text,
        ${slot.capacity}::int, ${slot.maxPartySize}::smallint, ${plan.partySize}::int, 1, ${now}, ${now}
      where ${plan.partySize}::int <= ${slot.capacity}::int and ${plan.partySize}::int <= ${slot.maxPartySize}::int
        and not exists (select 1 from vq_blocked_dates b
                         where b.temple_id = ${plan.templeId}::int and b.block_date = ${slot.date}::date)
      on conflict (temple_id, slot_date, start_time) do update
        set booked = d.booked + excluded.booked, issued = d.issued + 1, updated_at = excluded.updated_at
        where not d.is_blocked and d.booked + excluded.booked <= d.capacity
          and excluded.booked <= d.max_party_size
      returning d.id, d.issued, d.ends_at
    ), booking as (
      insert into vq_bookings (temple_id, slot_day_id, slot_date, user_id, queue_number, party_size, status,
        token_nonce, mobile, lead_name, created_at, updated_at)
      select ${plan.templeId}::int, slot.id, ${slot.date}::date, ${plan.userId}::int,
        ${plan.queuePrefix}::text || '-' || lpad(slot.issued::text, greatest(3, length(slot.issued::text)), '0'),
        ${plan.partySize}::smallint, 'booked', ${plan.nonce}::text, ${plan.mobile}::text, ${plan.leadName}::text,
        ${now}, ${now}
      from slot
      returning id, queue_number, slot_day_id
    ), devotees as (
      insert into vq_booking_devotees (booking_id, temple_id, slot_date, position, name, age, id_proof_type,
        id_proof_number, is_live)
      select booking.id, ${plan.templeId}::int, ${slot.date}::date, v.position, v.name, v.age, v.id_proof_type,
        v.id_proof_number, true
      from booking cross join (values ${devoteeRows}) as v(position, name, age, id_proof_type, id_proof_number)
    )${answers}, audit as (
      insert into audit_log (actor_user_id, temple_id, action, entity, entity_id, after, created_at)
      select ${plan.userId}::int, ${plan.templeId}::int, 'vq-booking.created', 'vq_booking', booking.id::text,
        jsonb_build_object('queueNumber', booking.queue_number, 'date', ${slot.date}::text,
          'startTime', ${slot.startTime}::text, 'partySize', ${plan.partySize}::int, 'status', 'booked'),
        ${now}
      from booking
    ), notification as (
      insert into notifications (user_id, temple_id, title, body, link, created_at, push_status, push_due_at)
      select ${plan.userId}::int, ${plan.templeId}::int, ${plan.notification.title}::text,
        replace(${plan.notification.body}::text, '{queueNumber}', booking.queue_number),
        ${plan.notification.linkPrefix}::text || booking.id, ${now}, 'pending', ${now}
      from booking
    )
    select booking.id, booking.queue_number, booking.slot_day_id, slot.ends_at from booking cross join slot`);
  const row = rowsOf<{ id: number; queue_number: string; slot_day_id: number; ends_at: Date | string }>(
    result,
  )[0];
  return row
    ? { id: row.id, queueNumber: row.queue_number, slotDayId: row.slot_day_id, endsAt: new Date(row.ends_at) }
    : null;
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
