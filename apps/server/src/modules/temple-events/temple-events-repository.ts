import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { templeEvents, temples } from '../../db/schema/index.ts';

const SHOWN = 1;

const eventColumns = {
  id: templeEvents.id,
  templeId: templeEvents.templeId,
  kind: templeEvents.kind,
  title: templeEvents.title,
  titleNarration: templeEvents.titleNarration,
  description: templeEvents.description,
  startDate: templeEvents.startDate,
  endDate: templeEvents.endDate,
  imageId: templeEvents.imageId,
};

export interface TempleEventFilter {
  templeId: number;
  kind?: string | undefined;
  when: 'upcoming' | 'past' | 'all';
  /** The temple's today, yyyy-MM-dd. */
  today: string;
  offset: number;
  limit: number;
}

/** Shown events of a temple: upcoming ones soonest first, past ones latest first, 'all' upcoming first. */
export async function selectShownEvents(db: Executor, filter: TempleEventFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(templeEvents.templeId, filter.templeId),
    eq(templeEvents.status, SHOWN),
  ];
  if (filter.kind) conditions.push(eq(templeEvents.kind, filter.kind));
  if (filter.when === 'upcoming') conditions.push(gte(templeEvents.endDate, filter.today));
  if (filter.when === 'past') conditions.push(lt(templeEvents.endDate, filter.today));
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
      .select(eventColumns)
      .from(templeEvents)
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(templeEvents).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type TempleEventRow = Awaited<ReturnType<typeof selectShownEvents>>['rows'][number];

/** One shown event of a listed temple, with the temple's names. */
export async function selectShownEvent(db: Executor, eventId: number) {
  const rows = await db
    .select({
      ...eventColumns,
      templeName: temples.name,
      templeNameNarration: temples.nameNarration,
    })
    .from(templeEvents)
    .innerJoin(temples, eq(temples.id, templeEvents.templeId))
    .where(and(eq(templeEvents.id, eventId), eq(templeEvents.status, SHOWN), eq(temples.status, 1)))
    .limit(1);
  return rows[0];
}
