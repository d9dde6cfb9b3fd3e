import { and, asc, between, eq, gte, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { vqBlockedDates, vqSlotDays } from '../../db/schema/index.ts';

/** The materialised slots of dates (vq_slot_days) and blocked dates: the only file here touching them. */

/** A slot of a date as the plan (templates) or its materialised row gives it. */
export interface PlannedSlot {
  templateId: number | null;
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  capacity: number;
  maxPartySize: number;
  label: string | null;
}

export async function selectSlotDay(db: Executor, templeId: number, date: string, startTime: string) {
  const rows = await db
    .select()
    .from(vqSlotDays)
    .where(
      and(
        eq(vqSlotDays.templeId, templeId),
        eq(vqSlotDays.slotDate, date),
        eq(vqSlotDays.startTime, `${startTime}:00`),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function selectBlockedDates(db: Executor, templeId: number, from: string, to: string) {
  return db
    .select()
    .from(vqBlockedDates)
    .where(and(eq(vqBlockedDates.templeId, templeId), between(vqBlockedDates.blockDate, from, to)))
    .orderBy(asc(vqBlockedDates.blockDate));
}

/** The window of a slot as instants, computed in SQL from the temple's zone. */
const startsAt = (date: string, time: string, timeZone: string) =>
  sql`((${date}::date + ${time}::time) at time zone ${timeZone})`;

/**
 * Creates the rows of slots not yet materialised (ON CONFLICT DO NOTHING: a concurrent creator of the
 * same slot waits for the other and then leaves its row alone). A blocked date's slots are born blocked.
 */
export async function materialiseSlots(
  db: Executor,
  templeId: number,
  timeZone: string,
  slots: readonly PlannedSlot[],
  now: Date,
): Promise<void> {
  if (slots.length === 0) return;
  const values = sql.join(
    slots.map(
      (slot) => sql`(${templeId}::int, ${slot.date}::date, ${slot.startTime}::time, ${slot.endTime}::time,
        ${startsAt(slot.date, slot.startTime, timeZone)}, ${startsAt(slot.date, slot.endTime, timeZone)},
        ${slot.templateId}::int, ${slot.label}::text, ${slot.capacity}::int, ${slot.maxPartySize}::smallint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into vq_slot_days (temple_id, slot_date, start_time, end_time, starts_at, ends_at, template_id, label,
      capacity, max_party_size, is_blocked, block_reason, blocked_by, blocked_at, created_at, updated_at)
    select v.temple_id, v.slot_date, v.start_time, v.end_time, v.starts_at, v.ends_at, v.template_id, v.label,
      v.capacity, v.max_party_size, b.id is not null, b.reason, b.blocked_by, b.created_at,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from (values ${values}) as v(temple_id, slot_date, start_time, end_time, starts_at, ends_at, template_id, label,
      capacity, max_party_size)
    left join vq_blocked_dates b on b.temple_id = v.temple_id and b.block_date = v.slot_date
    on conflict (temple_id, slot_date, start_time) do nothing`);
}

/** Blocks one slot or every slot of a date; the row locks wait for bookings in flight to commit. */
export async function blockSlotDays(
  db: Executor,
  block: { templeId: number; date: string; startTime: string | null; reason: string; by: number; now: Date },
) {
  return db
    .update(vqSlotDays)
    .set({
      isBlocked: true,
      blockReason: block.reason,
      blockedBy: block.by,
      blockedAt: block.now,
      updatedAt: block.now,
    })
    .where(
      and(
        eq(vqSlotDays.templeId, block.templeId),
        eq(vqSlotDays.slotDate, block.date),
        block.startTime === null ? undefined : eq(vqSlotDays.startTime, `${block.startTime}:00`),
      ),
    )
    .returning({ id: vqSlotDays.id });
}

export async function unblockSlotDays(
  db: Executor,
  unblock: { templeId: number; date: string; startTime: string | null; now: Date },
) {
  return db
    .update(vqSlotDays)
    .set({ isBlocked: false, blockReason: null, blockedBy: null, blockedAt: null, updatedAt: unblock.now })
    .where(
      and(
        eq(vqSlotDays.templeId, unblock.templeId),
        eq(vqSlotDays.slotDate, unblock.date),
        eq(vqSlotDays.isBlocked, true),
        unblock.startTime === null ? undefined : eq(vqSlotDays.startTime, `${unblock.startTime}:00`),
      ),
    )
    .returning({ id: vqSlotDays.id });
}

export async function insertBlockedDate(
  db: Executor,
  block: { templeId: number; date: string; reason: string; by: number; now: Date },
) {
  await db
    .insert(vqBlockedDates)
    .values({
      templeId: block.templeId,
      blockDate: block.date,
      reason: block.reason,
      blockedBy: block.by,
      createdAt: block.now,
    })
    .onConflictDoUpdate({
      target: [vqBlockedDates.templeId, vqBlockedDates.blockDate],
      set: { reason: block.reason, blockedBy: block.by, createdAt: block.now },
    });
}

export async function deleteBlockedDate(db: Executor, templeId: number, date: string) {
  return db
    .delete(vqBlockedDates)
    .where(and(eq(vqBlockedDates.templeId, templeId), eq(vqBlockedDates.blockDate, date)))
    .returning({ id: vqBlockedDates.id });
}

/** Staff change one materialised slot; never below the devotees it already holds. */
export async function updateSlotDayLimits(
  db: Executor,
  slotDayId: number,
  values: { capacity?: number | undefined; maxPartySize?: number | undefined; now: Date },
) {
  const rows = await db
    .update(vqSlotDays)
    .set({
      ...(values.capacity === undefined ? {} : { capacity: values.capacity }),
      ...(values.maxPartySize === undefined ? {} : { maxPartySize: values.maxPartySize }),
      updatedAt: values.now,
    })
    .where(
      and(
        eq(vqSlotDays.id, slotDayId),
        values.capacity === undefined ? undefined : sql`${vqSlotDays.booked} <= ${values.capacity}`,
      ),
    )
    .returning();
  return rows[0];
}

/** Future rows made from a template, to refresh after the template changes. */
export async function selectTemplateSlotDays(
  db: Executor,
  templeId: number,
  templateId: number,
  fromDate: string,
) {
  return db
    .select()
    .from(vqSlotDays)
    .where(
      and(
        eq(vqSlotDays.templeId, templeId),
        eq(vqSlotDays.templateId, templateId),
        gte(vqSlotDays.slotDate, fromDate),
      ),
    )
    .orderBy(asc(vqSlotDays.slotDate));
}

/** Gives a cancelled booking's places back: called only by the transaction that cancelled it. */
export async function releaseSlot(db: Executor, slotDayId: number, partySize: number, now: Date) {
  await db.execute(sql`
    update vq_slot_days set booked = booked - ${partySize}::int, updated_at = ${now.toISOString()}::timestamptz
     where id = ${slotDayId}::int`);
}

/**
 * Drops the future rows that carry nothing of their own (no token ever issued, not blocked): after
 * the plan changes they would only repeat the old plan. A booking racing this re-creates its row.
 */
export async function deleteUnusedFutureSlotDays(db: Executor, templeId: number, fromDate: string) {
  await db.execute(sql`
    delete from vq_slot_days d
     where d.temple_id = ${templeId}::int and d.slot_date >= ${fromDate}::date
       and d.issued = 0 and not d.is_blocked
       and not exists (select 1 from vq_bookings b where b.slot_day_id = d.id)`);
}

/** A changed template's limits reach its future rows that can take them (never below their bookings). */
export async function applyTemplateLimits(
  db: Executor,
  change: {
    templeId: number;
    templateId: number;
    fromDate: string;
    startTime: string;
    endTime: string;
    capacity: number;
    maxPartySize: number;
    label: string | null;
    now: Date;
  },
) {
  await db.execute(sql`
    update vq_slot_days
       set capacity = ${change.capacity}::int, max_party_size = ${change.maxPartySize}::smallint,
           label = ${change.label}::text, updated_at = ${change.now.toISOString()}::timestamptz
     where temple_id = ${change.templeId}::int and template_id = ${change.templateId}::int
       and slot_date >= ${change.fromDate}::date
       and start_time = ${change.startTime}::time and end_time = ${change.endTime}::time
       and booked <= ${change.capacity}::int`);
}

/**
 * A temple's materialised slots and blocked dates from `from` to `to` in one light query: what the
 * devotees' calendar and booking read on every call.
 */
export async function selectDayRows(db: Executor, templeId: number, from: string, to: string) {
  const result = await db.execute(sql`
    select 'slot' as kind, slot_date::text as date, start_time::text as start_time, end_time::text as end_time,
      template_id, label, capacity, max_party_size, booked, is_blocked, block_reason
    from vq_slot_days
    where temple_id = ${templeId}::int and slot_date between ${from}::date and ${to}::date
    union all
    select 'date', block_date::text, null, null, null, null, 0, 0, 0, true, reason
    from vq_blocked_dates
    where temple_id = ${templeId}::int and block_date between ${from}::date and ${to}::date`);
  const rows = (
    result as {
      rows: {
        kind: 'slot' | 'date';
        date: string;
        start_time: string | null;
        end_time: string | null;
        template_id: number | null;
        label: string | null;
        capacity: number;
        max_party_size: number;
        booked: number;
        is_blocked: boolean;
        block_reason: string | null;
      }[];
    }
  ).rows;
  return {
    slots: rows
      .filter((row) => row.kind === 'slot')
      .map((row) => ({
        date: row.date,
        startTime: row.start_time ?? '',
        endTime: row.end_time ?? '',
        templateId: row.template_id,
        label: row.label,
        capacity: row.capacity,
        maxPartySize: row.max_party_size,
        booked: row.booked,
        isBlocked: row.is_blocked,
        blockReason: row.block_reason,
      })),
    blocks: new Map(
      rows.filter((row) => row.kind === 'date').map((row) => [row.date, { reason: row.block_reason ?? '' }]),
    ),
  };
}

/**
 * A date's slots that stay whatever its plan becomes: devotees hold tokens for them (the rows
 * deleteUnusedFutureSlotDays keeps for their bookings).
 */
export async function selectUsedSlotDays(db: Executor, templeId: number, date: string) {
  const result = await db.execute(sql`
    select d.start_time::text as start_time, d.end_time::text as end_time from vq_slot_days d
     where d.temple_id = ${templeId}::int and d.slot_date = ${date}::date
       and (d.issued > 0 or exists (select 1 from vq_bookings b where b.slot_day_id = d.id))`);
  return rowsOf<{ start_time: string; end_time: string }>(result).map((row) => ({
    startTime: row.start_time.slice(0, 5),
    endTime: row.end_time.slice(0, 5),
  }));
}
