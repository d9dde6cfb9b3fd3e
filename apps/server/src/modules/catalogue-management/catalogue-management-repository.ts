import { DomainError, RecordStatus } from '@nivedya/domain';
import { and, asc, count, eq, ilike, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing, startingWith } from '../../db/like-patterns.ts';
import { deities, sevaGroups, sevas } from '../../db/schema/index.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';

/**
 * The temple's catalogue as staff see it: every record but the deleted ones (status 2). Deleting
 * keeps the row, since booked order lines point at it, and frees its code for a new record.
 */

const notDeleted = (column: AnyPgColumn) => ne(column, RecordStatus.Deleted);

/** A unique-code violation, as the error a person can act on; anything else is rethrown. */
export async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.endsWith('_temple_code_unique')) {
      throw new DomainError('CODE_IN_USE', 'This code is already used in this temple; choose another', {
        errors: [{ field: 'code', message: 'This code is already used in this temple' }],
      });
    }
    throw error;
  }
}

/** The code a deleted record keeps: never a code a person can type (they have no '~'). */
export function freedCode(code: string, id: number): string {
  return `${code}~${id}`;
}

// Deities ------------------------------------------------------------------------------------------

/**
 * Sevas (not deleted) that point at the owner row. Written with explicit table names: in a query on one
 * table Drizzle leaves columns unqualified, and "id" inside the subquery would mean the seva's.
 */
function liveSevaCount(column: 'deity_id' | 'seva_group_id', owner: typeof deities | typeof sevaGroups) {
  return sql<number>`(select count(*) from ${sevas} as live where live.${sql.identifier(column)} = ${owner}.id and live.status <> ${RecordStatus.Deleted})`.mapWith(
    Number,
  );
}

const deityColumns = {
  id: deities.id,
  templeId: deities.templeId,
  code: deities.code,
  name: deities.name,
  nameNarration: deities.nameNarration,
  description: deities.description,
  orderNo: deities.orderNo,
  status: deities.status,
  updatedAt: deities.updatedAt,
  sevaCount: liveSevaCount('deity_id', deities),
};

export type StaffDeityRow = {
  id: number;
  templeId: number;
  code: string;
  name: string;
  nameNarration: string | null;
  description: string | null;
  orderNo: number;
  status: number;
  updatedAt: Date;
  sevaCount: number;
};

export interface CatalogueFilter {
  templeId: number;
  status?: number | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

export async function selectStaffDeities(
  db: Executor,
  filter: CatalogueFilter,
): Promise<{ rows: StaffDeityRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(deities.templeId, filter.templeId), notDeleted(deities.status)];
  if (filter.status !== undefined) conditions.push(eq(deities.status, filter.status));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(or(ilike(deities.name, pattern), ilike(deities.nameNarration, pattern)));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(deityColumns)
      .from(deities)
      .where(where)
      .orderBy(asc(deities.orderNo), asc(deities.name), asc(deities.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(deities).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectStaffDeity(
  db: Executor,
  templeId: number,
  deityId: number,
): Promise<StaffDeityRow | undefined> {
  const rows = await db
    .select(deityColumns)
    .from(deities)
    .where(and(eq(deities.id, deityId), eq(deities.templeId, templeId), notDeleted(deities.status)))
    .limit(1);
  return rows[0];
}

export async function insertDeity(db: Executor, values: typeof deities.$inferInsert): Promise<number> {
  const rows = await withCodeCheck(() => db.insert(deities).values(values).returning({ id: deities.id }));
  return rows[0]!.id;
}

export async function updateDeity(
  db: Executor,
  deityId: number,
  changes: Partial<typeof deities.$inferInsert>,
): Promise<void> {
  await withCodeCheck(() => db.update(deities).set(changes).where(eq(deities.id, deityId)));
}

// Seva groups --------------------------------------------------------------------------------------

const groupColumns = {
  id: sevaGroups.id,
  templeId: sevaGroups.templeId,
  code: sevaGroups.code,
  name: sevaGroups.name,
  nameNarration: sevaGroups.nameNarration,
  orderNo: sevaGroups.orderNo,
  status: sevaGroups.status,
  updatedAt: sevaGroups.updatedAt,
  sevaCount: liveSevaCount('seva_group_id', sevaGroups),
};

export type StaffSevaGroupRow = Omit<StaffDeityRow, 'description'>;

export async function selectStaffSevaGroups(
  db: Executor,
  filter: CatalogueFilter,
): Promise<{ rows: StaffSevaGroupRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(sevaGroups.templeId, filter.templeId),
    notDeleted(sevaGroups.status),
  ];
  if (filter.status !== undefined) conditions.push(eq(sevaGroups.status, filter.status));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(or(ilike(sevaGroups.name, pattern), ilike(sevaGroups.nameNarration, pattern)));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(groupColumns)
      .from(sevaGroups)
      .where(where)
      .orderBy(asc(sevaGroups.orderNo), asc(sevaGroups.name), asc(sevaGroups.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(sevaGroups).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectStaffSevaGroup(
  db: Executor,
  templeId: number,
  groupId: number,
): Promise<StaffSevaGroupRow | undefined> {
  const rows = await db
    .select(groupColumns)
    .from(sevaGroups)
    .where(and(eq(sevaGroups.id, groupId), eq(sevaGroups.templeId, templeId), notDeleted(sevaGroups.status)))
    .limit(1);
  return rows[0];
}

export async function insertSevaGroup(db: Executor, values: typeof sevaGroups.$inferInsert): Promise<number> {
  const rows = await withCodeCheck(() =>
    db.insert(sevaGroups).values(values).returning({ id: sevaGroups.id }),
  );
  return rows[0]!.id;
}

export async function updateSevaGroup(
  db: Executor,
  groupId: number,
  changes: Partial<typeof sevaGroups.$inferInsert>,
): Promise<void> {
  await withCodeCheck(() => db.update(sevaGroups).set(changes).where(eq(sevaGroups.id, groupId)));
}

// Sevas --------------------------------------------------------------------------------------------

const sevaColumns = {
  id: sevas.id,
  templeId: sevas.templeId,
  code: sevas.code,
  name: sevas.name,
  nameNarration: sevas.nameNarration,
  deityId: sevas.deityId,
  deityName: deities.name,
  deityNameNarration: deities.nameNarration,
  sevaGroupId: sevas.sevaGroupId,
  groupName: sevaGroups.name,
  groupNameNarration: sevaGroups.nameNarration,
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
  tags: sevas.tags,
  blockTime: sevas.blockTime,
  endDate: sevas.endDate,
  isContinuous: sevas.isContinuous,
  isApproved: sevas.isApproved,
  needsApproval: sevas.needsApproval,
  isPrasadamDeliverable: sevas.isPrasadamDeliverable,
  deliveryCharge: sevas.deliveryCharge,
  deliveryHeading: sevas.deliveryHeading,
  deliveryRemarks: sevas.deliveryRemarks,
  postageCharge: sevas.postageCharge,
  orderNo: sevas.orderNo,
  status: sevas.status,
  updatedAt: sevas.updatedAt,
};

function selectSevaRows(db: Executor) {
  return db
    .select(sevaColumns)
    .from(sevas)
    .leftJoin(deities, eq(deities.id, sevas.deityId))
    .leftJoin(sevaGroups, eq(sevaGroups.id, sevas.sevaGroupId));
}

export type StaffSevaRow = Awaited<ReturnType<ReturnType<typeof selectSevaRows>['limit']>>[number];

export interface SevaCatalogueFilter extends CatalogueFilter {
  deityId?: number | undefined;
  groupId?: number | undefined;
  sevaType?: number | undefined;
}

export async function selectStaffSevas(
  db: Executor,
  filter: SevaCatalogueFilter,
): Promise<{ rows: StaffSevaRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(sevas.templeId, filter.templeId), notDeleted(sevas.status)];
  if (filter.status !== undefined) conditions.push(eq(sevas.status, filter.status));
  if (filter.deityId !== undefined) conditions.push(eq(sevas.deityId, filter.deityId));
  if (filter.groupId !== undefined) conditions.push(eq(sevas.sevaGroupId, filter.groupId));
  if (filter.sevaType !== undefined) conditions.push(eq(sevas.sevaType, filter.sevaType));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(ilike(sevas.name, pattern), ilike(sevas.nameNarration, pattern), ilike(sevas.code, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectSevaRows(db)
      .where(where)
      .orderBy(asc(sevas.orderNo), asc(sevas.name), asc(sevas.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(sevas).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectStaffSeva(
  db: Executor,
  templeId: number,
  sevaId: number,
): Promise<StaffSevaRow | undefined> {
  const rows = await selectSevaRows(db)
    .where(and(eq(sevas.id, sevaId), eq(sevas.templeId, templeId), notDeleted(sevas.status)))
    .limit(1);
  return rows[0];
}

/** The times of the temple's sevas (not deleted) among the ids, or of all of them without ids. */
export async function selectSevaTimesOfTemple(
  db: Executor,
  templeId: number,
  sevaIds: readonly number[] | undefined,
) {
  return db
    .select({
      id: sevas.id,
      performTime: sevas.performTime,
      prasadamTime: sevas.prasadamTime,
      blockTime: sevas.blockTime,
    })
    .from(sevas)
    .where(
      and(
        eq(sevas.templeId, templeId),
        notDeleted(sevas.status),
        sevaIds === undefined ? undefined : inArray(sevas.id, [...sevaIds]),
      ),
    )
    .orderBy(asc(sevas.id));
}

export async function insertSeva(db: Executor, values: typeof sevas.$inferInsert): Promise<number> {
  const rows = await withCodeCheck(() => db.insert(sevas).values(values).returning({ id: sevas.id }));
  return rows[0]!.id;
}

export async function updateSeva(
  db: Executor,
  sevaId: number,
  changes: Partial<typeof sevas.$inferInsert>,
): Promise<void> {
  await withCodeCheck(() => db.update(sevas).set(changes).where(eq(sevas.id, sevaId)));
}

export async function updateSevaTimes(
  db: Executor,
  sevaIds: readonly number[],
  changes: Pick<Partial<typeof sevas.$inferInsert>, 'performTime' | 'prasadamTime' | 'blockTime'> & {
    updatedAt: Date;
  },
): Promise<void> {
  if (sevaIds.length === 0) return;
  await db
    .update(sevas)
    .set(changes)
    .where(inArray(sevas.id, [...sevaIds]));
}

/** Codes of a kind of record in the temple equal to base or base-N: the ones a new code must avoid. */
export async function selectCodesLike(
  db: Executor,
  kind: 'deity' | 'seva-group' | 'seva',
  templeId: number,
  base: string,
): Promise<Set<string>> {
  const similar = (column: AnyPgColumn) => or(eq(column, base), like(column, startingWith(`${base}-`)));
  const rows =
    kind === 'deity'
      ? await db
          .select({ code: deities.code })
          .from(deities)
          .where(and(eq(deities.templeId, templeId), similar(deities.code)))
      : kind === 'seva-group'
        ? await db
            .select({ code: sevaGroups.code })
            .from(sevaGroups)
            .where(and(eq(sevaGroups.templeId, templeId), similar(sevaGroups.code)))
        : await db
            .select({ code: sevas.code })
            .from(sevas)
            .where(and(eq(sevas.templeId, templeId), similar(sevas.code)));
  return new Set(rows.map((row) => row.code));
}
