import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  deities,
  sevaAvailability,
  sevaBlocking,
  sevaDayCounters,
  sevaGroups,
  sevas,
  temples,
} from '../../db/schema/index.ts';

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

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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
