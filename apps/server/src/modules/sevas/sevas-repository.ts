import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, runStatement, type Statement } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  deities,
  sevaAvailability,
  sevaBlocking,
  sevaDayCounters,
  sevaGroups,
  sevas,
  temples,
} from '../../db/schema/index.ts';
import type { TempleBookingSettingsRow } from '../temples/index.ts';

const ACTIVE = 1;
const COUNTER_ONLY = 2;

const sevaColumns = {
  id: sevas.id,
  templeId: sevas.templeId,
  code: sevas.code,
  name: sevas.name,
  nameNarration: sevas.nameNarration,
  rate: sevas.rate,
  performTime: sevas.performTime,
  prasadamTime: sevas.prasadamTime,
  maxLimitPerDay: sevas.maxLimitPerDay,
  shortDescription: sevas.shortDescription,
  rulesRemark: sevas.rulesRemark,
  devoteeCount: sevas.devoteeCount,
  sevaType: sevas.sevaType,
  bookingType: sevas.bookingType,
  dayType: sevas.dayType,
  blockTime: sevas.blockTime,
  endDate: sevas.endDate,
  isContinuous: sevas.isContinuous,
  isApproved: sevas.isApproved,
  needsApproval: sevas.needsApproval,
  isPrasadamDeliverable: sevas.isPrasadamDeliverable,
  deliveryCharge: sevas.deliveryCharge,
  deliveryRemarks: sevas.deliveryRemarks,
  deliveryHeading: sevas.deliveryHeading,
  postageCharge: sevas.postageCharge,
  status: sevas.status,
  deityId: deities.id,
  deityName: deities.name,
  deityNameNarration: deities.nameNarration,
  groupId: sevaGroups.id,
  groupName: sevaGroups.name,
  groupNameNarration: sevaGroups.nameNarration,
};

/** Sevas a devotee can book online: active, approved for listing, not counter-only. */
function onlineBookable(): SQL | undefined {
  return and(eq(sevas.status, ACTIVE), eq(sevas.isApproved, true), ne(sevas.bookingType, COUNTER_ONLY));
}

function selectSevas(db: Executor) {
  return db
    .select(sevaColumns)
    .from(sevas)
    .leftJoin(deities, eq(deities.id, sevas.deityId))
    .leftJoin(sevaGroups, eq(sevaGroups.id, sevas.sevaGroupId));
}

export interface SevaFilter {
  templeId: number;
  groupId?: number | undefined;
  deityId?: number | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

export async function selectOnlineSevas(db: Executor, filter: SevaFilter) {
  const conditions: (SQL | undefined)[] = [eq(sevas.templeId, filter.templeId), onlineBookable()];
  if (filter.groupId !== undefined) conditions.push(eq(sevas.sevaGroupId, filter.groupId));
  if (filter.deityId !== undefined) conditions.push(eq(sevas.deityId, filter.deityId));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(or(ilike(sevas.name, pattern), ilike(sevas.nameNarration, pattern)));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectSevas(db)
      .where(where)
      .orderBy(asc(sevas.orderNo), asc(sevas.name), asc(sevas.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(sevas).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type SevaRow = Awaited<ReturnType<typeof selectOnlineSevas>>['rows'][number];

/** Sevas by id, whatever their state (callers tell the devotee why one cannot be booked). */
export async function selectSevasByIds(db: Executor, sevaIds: readonly number[]) {
  if (sevaIds.length === 0) return [];
  return selectSevas(db).where(inArray(sevas.id, [...sevaIds]));
}

/** Sevas matching the text in their English or Malayalam name, of listed temples that take bookings. */
export async function searchOnlineSevas(db: Executor, text: string, limit: number) {
  const pattern = containing(text);
  return db
    .select({
      id: sevas.id,
      name: sevas.name,
      nameNarration: sevas.nameNarration,
      rate: sevas.rate,
      sevaType: sevas.sevaType,
      deityId: deities.id,
      deityName: deities.name,
      deityNameNarration: deities.nameNarration,
      templeId: temples.id,
      templeName: temples.name,
      templeNameNarration: temples.nameNarration,
    })
    .from(sevas)
    .innerJoin(temples, eq(temples.id, sevas.templeId))
    .leftJoin(deities, eq(deities.id, sevas.deityId))
    .where(
      and(
        onlineBookable(),
        eq(temples.status, ACTIVE),
        eq(temples.isSeva, true),
        or(ilike(sevas.name, pattern), ilike(sevas.nameNarration, pattern)),
      ),
    )
    .orderBy(asc(temples.orderNo), asc(sevas.orderNo), asc(sevas.name), asc(sevas.id))
    .limit(limit);
}

/** Active availability rules of the sevas. */
export async function selectAvailabilityRules(db: Executor, sevaIds: readonly number[]) {
  if (sevaIds.length === 0) return [];
  return db
    .select({
      id: sevaAvailability.id,
      sevaId: sevaAvailability.sevaId,
      kind: sevaAvailability.kind,
      weekdays: sevaAvailability.weekdays,
      fromDate: sevaAvailability.fromDate,
      toDate: sevaAvailability.toDate,
      dailyLimit: sevaAvailability.dailyLimit,
      remarks: sevaAvailability.remarks,
    })
    .from(sevaAvailability)
    .where(and(inArray(sevaAvailability.sevaId, [...sevaIds]), eq(sevaAvailability.status, ACTIVE)))
    .orderBy(asc(sevaAvailability.fromDate), asc(sevaAvailability.id));
}

export type AvailabilityRuleRow = Awaited<ReturnType<typeof selectAvailabilityRules>>[number];

/** Blocked ranges overlapping from..to: the sevas' own and their temples' (sevaId null). */
export async function selectBlockings(
  db: Executor,
  scope: { templeIds: readonly number[]; sevaIds: readonly number[]; from: string; to: string },
) {
  if (scope.templeIds.length === 0) return [];
  return db
    .select({
      templeId: sevaBlocking.templeId,
      sevaId: sevaBlocking.sevaId,
      fromDate: sevaBlocking.fromDate,
      toDate: sevaBlocking.toDate,
      reason: sevaBlocking.reason,
    })
    .from(sevaBlocking)
    .where(
      and(
        inArray(sevaBlocking.templeId, [...scope.templeIds]),
        or(isNull(sevaBlocking.sevaId), inArray(sevaBlocking.sevaId, [...scope.sevaIds])),
        lte(sevaBlocking.fromDate, scope.to),
        gte(sevaBlocking.toDate, scope.from),
      ),
    )
    .orderBy(asc(sevaBlocking.fromDate));
}

export type BlockingRow = Awaited<ReturnType<typeof selectBlockings>>[number];

/** Units booked (paid or held) per seva and day, from..to. Read only: checkout takes the hold. */
export async function selectDayCounters(
  db: Executor,
  scope: { sevaIds: readonly number[]; from: string; to: string },
) {
  if (scope.sevaIds.length === 0) return [];
  return db
    .select({
      sevaId: sevaDayCounters.sevaId,
      performDate: sevaDayCounters.performDate,
      booked: sevaDayCounters.booked,
    })
    .from(sevaDayCounters)
    .where(
      and(
        inArray(sevaDayCounters.sevaId, [...scope.sevaIds]),
        gte(sevaDayCounters.performDate, scope.from),
        lte(sevaDayCounters.performDate, scope.to),
      ),
    );
}

/** Special-pooja rules of the temple's bookable special-pooja sevas (type 2) between from and to. */
export async function selectSpecialPoojaRules(
  db: Executor,
  scope: { templeId: number; from: string; to: string },
) {
  return db
    .select({ sevaId: sevaAvailability.sevaId })
    .from(sevaAvailability)
    .innerJoin(sevas, eq(sevas.id, sevaAvailability.sevaId))
    .where(
      and(
        eq(sevaAvailability.templeId, scope.templeId),
        eq(sevaAvailability.kind, 'special'),
        eq(sevaAvailability.status, ACTIVE),
        lte(sevaAvailability.fromDate, scope.to),
        gte(sevaAvailability.toDate, scope.from),
        eq(sevas.sevaType, 2),
        onlineBookable(),
      ),
    );
}

export async function selectActiveDeities(db: Executor, templeId: number) {
  return db
    .select({
      id: deities.id,
      templeId: deities.templeId,
      code: deities.code,
      name: deities.name,
      nameNarration: deities.nameNarration,
      description: deities.description,
    })
    .from(deities)
    .where(and(eq(deities.templeId, templeId), eq(deities.status, ACTIVE)))
    .orderBy(asc(deities.orderNo), asc(deities.name), asc(deities.id));
}

/** Active seva groups with the number of their sevas a devotee can book online. */
export async function selectActiveSevaGroups(db: Executor, templeId: number) {
  return db
    .select({
      id: sevaGroups.id,
      templeId: sevaGroups.templeId,
      code: sevaGroups.code,
      name: sevaGroups.name,
      nameNarration: sevaGroups.nameNarration,
      sevaCount: sql<number>`count(${sevas.id})`.mapWith(Number),
    })
    .from(sevaGroups)
    .leftJoin(sevas, and(eq(sevas.sevaGroupId, sevaGroups.id), onlineBookable()))
    .where(and(eq(sevaGroups.templeId, templeId), eq(sevaGroups.status, ACTIVE)))
    .groupBy(sevaGroups.id)
    .orderBy(asc(sevaGroups.orderNo), asc(sevaGroups.name), asc(sevaGroups.id));
}

/**
 * Everything loadBookingFacts reads, in ONE statement (one round trip, prepared once per connection on
 * PostgreSQL): the sevas by id with their deity and group, their temples' booking and payment settings,
 * the sevas' active availability rules, the blockings (the sevas' own and their temples') and the day
 * counters over from..to, and the booking facts' version they were read at (schema bookingFactsVersion). Rows come back as json with the keys, types and order of the queries above
 * (selectSevasByIds, selectTempleBookingSettings, selectAvailabilityRules, selectBlockings,
 * selectDayCounters); seva-booking-facts.integration.test.ts holds the two forms equal.
 * $1 seva ids, $2 from, $3 to (both null: no days, so no blockings or counters). The parameters are
 * read through `p`, out of the planner's sight, so every execution costs the same to it and PostgreSQL
 * keeps the statement's generic plan instead of planning it again on each request.
 */
const BOOKING_FACTS: Statement = {
  name: 'booking_facts_v2',
  text: `
    with p as materialized (select $1::int[] as seva_ids, $2::date as from_date, $3::date as to_date),
    s as materialized (
      select sv.*, d.name as deity_name, d.name_narration as deity_name_narration,
             g.id as group_id, g.name as group_name, g.name_narration as group_name_narration,
             d.id as joined_deity_id
        from sevas sv
        left join deities d on d.id = sv.deity_id
        left join seva_groups g on g.id = sv.seva_group_id
       where sv.id = any((select seva_ids from p)::int[])
    )
    select
      (select coalesce(json_agg(json_build_object(
          'id', s.id, 'templeId', s.temple_id, 'code', s.code, 'name', s.name,
          'nameNarration', s.name_narration, 'rate', s.rate, 'performTime', s.perform_time,
          'prasadamTime', s.prasadam_time, 'maxLimitPerDay', s.max_limit_per_day,
          'shortDescription', s.short_description, 'rulesRemark', s.rules_remark,
          'devoteeCount', s.devotee_count, 'sevaType', s.seva_type, 'bookingType', s.booking_type,
          'dayType', s.day_type, 'blockTime', s.block_time, 'endDate', s.end_date,
          'isContinuous', s.is_continuous, 'isApproved', s.is_approved,
          'needsApproval', s.needs_approval, 'isPrasadamDeliverable', s.is_prasadam_deliverable, 'deliveryCharge', s.delivery_charge,
          'deliveryRemarks', s.delivery_remarks, 'deliveryHeading', s.delivery_heading,
          'postageCharge', s.postage_charge, 'status', s.status, 'deityId', s.joined_deity_id,
          'deityName', s.deity_name, 'deityNameNarration', s.deity_name_narration,
          'groupId', s.group_id, 'groupName', s.group_name, 'groupNameNarration', s.group_name_narration
        )), '[]') from s) as sevas,
      (select coalesce(json_agg(json_build_object(
          'id', t.id, 'name', t.name, 'nameNarration', t.name_narration, 'status', t.status,
          'isSeva', t.is_seva, 'isDakshinaEnabled', t.is_dakshina_enabled,
          'isNameStarRequired', t.is_name_star_required, 'timeZone', t.time_zone,
          'sevaBlockPeriodDays', t.seva_block_period_days, 'sevaEndDate', t.seva_end_date,
          'platformChargeAmount', t.platform_charge_amount,
          'platformChargePercent', t.platform_charge_percent,
          'splitServiceCharge', t.split_service_charge,
          'isIntroductoryServiceCharge', t.is_introductory_service_charge,
          'introductoryServiceAmount', t.introductory_service_amount,
          'paymentGatewayId', t.payment_gateway_id, 'bankName', t.bank_name, 'bankBranch', t.bank_branch,
          'bankAccountName', t.bank_account_name, 'bankAccountNumber', t.bank_account_number,
          'bankIfsc', t.bank_ifsc, 'upiVpa', t.upi_vpa
        )), '[]') from temples t where t.id in (select temple_id from s)) as temples,
      (select coalesce(json_agg(json_build_object(
          'id', a.id, 'sevaId', a.seva_id, 'kind', a.kind, 'weekdays', a.weekdays, 'fromDate', a.from_date,
          'toDate', a.to_date, 'dailyLimit', a.daily_limit, 'remarks', a.remarks
        ) order by a.from_date, a.id), '[]')
         from seva_availability a where a.seva_id in (select id from s) and a.status = 1) as rules,
      (select coalesce(json_agg(json_build_object(
          'templeId', b.temple_id, 'sevaId', b.seva_id, 'fromDate', b.from_date, 'toDate', b.to_date,
          'reason', b.reason
        ) order by b.from_date), '[]')
         from seva_blocking b
        where b.temple_id in (select temple_id from s)
          and (b.seva_id is null or b.seva_id in (select id from s))
          and b.from_date <= (select to_date from p) and b.to_date >= (select from_date from p)) as blockings,
      (select coalesce(json_agg(json_build_object(
          'sevaId', c.seva_id, 'performDate', c.perform_date, 'booked', c.booked
        )), '[]')
         from seva_day_counters c
        where c.seva_id in (select id from s)
          and c.perform_date between (select from_date from p) and (select to_date from p)) as counters,
      (select version::text from booking_facts_version where id = 1) as "factsVersion"`,
};

/** The temple columns checkout needs beside the booking settings: where the money goes. */
export interface TemplePaymentRow {
  id: number;
  name: string;
  paymentGatewayId: string | null;
  bankName: string | null;
  bankBranch: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
  upiVpa: string | null;
}

export interface BookingFactRows {
  sevas: SevaRow[];
  temples: (TempleBookingSettingsRow & TemplePaymentRow)[];
  rules: AvailabilityRuleRow[];
  blockings: BlockingRow[];
  counters: Awaited<ReturnType<typeof selectDayCounters>>;
  /** booking_facts_version.version when these rows were read, as text (a bigint). */
  factsVersion: string;
}

export async function selectBookingFactRows(
  db: Executor,
  scope: { sevaIds: readonly number[]; days: { from: string; to: string } | null },
): Promise<BookingFactRows> {
  const [row] = await runStatement<BookingFactRows>(db, BOOKING_FACTS, [
    scope.sevaIds,
    scope.days?.from ?? null,
    scope.days?.to ?? null,
  ]);
  return row ?? { sevas: [], temples: [], rules: [], blockings: [], counters: [], factsVersion: '0' };
}
