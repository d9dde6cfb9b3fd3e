import { RecordStatus } from '@nivedya/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { templeEvents } from '../../db/schema/index.ts';

const columns = {
  id: templeEvents.id,
  templeId: templeEvents.templeId,
  kind: templeEvents.kind,
  title: templeEvents.title,
  titleNarration: templeEvents.titleNarration,
  description: templeEvents.description,
  startDate: templeEvents.startDate,
  endDate: templeEvents.endDate,
  imageId: templeEvents.imageId,
  status: templeEvents.status,
  updatedAt: templeEvents.updatedAt,
};

export type StaffEventRow = {
  id: number;
  templeId: number;
  kind: string;
  title: string;
  titleNarration: string | null;
  description: string | null;
  startDate: string;
  endDate: string;
  imageId: number | null;
  status: number;
  updatedAt: Date;
};

export interface StaffEventFilter {
  templeId: number;
  kind?: string | undefined;
  status?: number | undefined;
  when: 'upcoming' | 'past' | 'all';
  /** Text the title contains, in either language. */
  search?: string | undefined;
  today: string;
  offset: number;
  limit: number;
}

/** The temple's events (not deleted): upcoming ones nearest first, past ones latest first, upcoming before past. */
export async function selectStaffEvents(
  db: Executor,
  filter: StaffEventFilter,
): Promise<{ rows: StaffEventRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(templeEvents.templeId, filter.templeId),
    ne(templeEvents.status, RecordStatus.Deleted),
  ];
  if (filter.kind) conditions.push(eq(templeEvents.kind, filter.kind));
  if (filter.status !== undefined) conditions.push(eq(templeEvents.status, filter.status));
  if (filter.when === 'upcoming') conditions.push(gte(templeEvents.endDate, filter.today));
  if (filter.when === 'past') conditions.push(lt(templeEvents.endDate, filter.today));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(or(ilike(templeEvents.title, pattern), ilike(templeEvents.titleNarration, pattern)));
  }
  const where = and(...conditions);
  const isOver = sql`(${templeEvents.endDate} < ${filter.today})`;
  const order =
    filter.when === 'past'
      ? [desc(templeEvents.startDate), desc(templeEvents.id)]
      : [
          asc(isOver),
          sql`case when ${isOver} then null else ${templeEvents.startDate} end asc nulls last`,
          desc(templeEvents.startDate),
          asc(templeEvents.id),
        ];
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(templeEvents)
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(templeEvents).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectStaffEvent(
  db: Executor,
  templeId: number,
  eventId: number,
): Promise<StaffEventRow | undefined> {
  const rows = await db
    .select(columns)
    .from(templeEvents)
    .where(
      and(
        eq(templeEvents.id, eventId),
        eq(templeEvents.templeId, templeId),
        ne(templeEvents.status, RecordStatus.Deleted),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertEvent(db: Executor, values: typeof templeEvents.$inferInsert): Promise<number> {
  const rows = await db.insert(templeEvents).values(values).returning({ id: templeEvents.id });
  return rows[0]!.id;
}

export async function updateEventRow(
  db: Executor,
  eventId: number,
  changes: Partial<typeof templeEvents.$inferInsert>,
): Promise<void> {
  await db.update(templeEvents).set(changes).where(eq(templeEvents.id, eventId));
}
