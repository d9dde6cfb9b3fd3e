import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
