import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { helpEntries } from '../../db/schema/index.ts';

export interface HelpEntryRow {
  id: number;
  pageName: string;
  title: string;
  contentHtml: string;
}

const columns = {
  id: helpEntries.id,
  pageName: helpEntries.pageName,
  title: helpEntries.title,
  contentHtml: helpEntries.contentHtml,
};

const SHOWN = 1;

export async function findShownHelpEntries(
  db: Executor,
  filter: { pageName?: string | undefined; offset: number; limit: number },
): Promise<{ rows: HelpEntryRow[]; total: number }> {
  const where = and(
    eq(helpEntries.status, SHOWN),
    filter.pageName ? eq(helpEntries.pageName, filter.pageName) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(helpEntries)
      .where(where)
      .orderBy(asc(helpEntries.pageName))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(helpEntries).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findShownHelpEntry(db: Executor, id: number): Promise<HelpEntryRow | undefined> {
  const rows = await db
    .select(columns)
    .from(helpEntries)
    .where(and(eq(helpEntries.id, id), eq(helpEntries.status, SHOWN)))
    .limit(1);
  return rows[0];
}

export type HelpRow = typeof helpEntries.$inferSelect;

/** Every entry, shown or hidden, for the administrators' help-list. */
export async function selectHelpPage(
  db: Executor,
  query: { search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: HelpRow[]; total: number }> {
  const where = query.search
    ? or(
        ilike(helpEntries.pageName, containing(query.search)),
        ilike(helpEntries.title, containing(query.search)),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(helpEntries)
      .where(where)
      .orderBy(asc(helpEntries.pageName))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(helpEntries).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectHelpRow(db: Executor, id: number): Promise<HelpRow | undefined> {
  const rows = await db.select().from(helpEntries).where(eq(helpEntries.id, id)).limit(1);
  return rows[0];
}

export async function insertHelpRow(db: Executor, values: typeof helpEntries.$inferInsert): Promise<HelpRow> {
  const rows = await db.insert(helpEntries).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into help_entries returned no row');
  return row;
}

export async function updateHelpRow(
  db: Executor,
  id: number,
  changes: Partial<typeof helpEntries.$inferInsert>,
): Promise<HelpRow | undefined> {
  const rows = await db.update(helpEntries).set(changes).where(eq(helpEntries.id, id)).returning();
  return rows[0];
}
