import { RecordStatus } from '@nivedya/domain';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { templeInstructions } from '../../db/schema/index.ts';

const columns = {
  id: templeInstructions.id,
  templeId: templeInstructions.templeId,
  title: templeInstructions.title,
  titleNarration: templeInstructions.titleNarration,
  bodyHtml: templeInstructions.bodyHtml,
  orderNo: templeInstructions.orderNo,
  status: templeInstructions.status,
  updatedAt: templeInstructions.updatedAt,
};

export type InstructionRow = {
  id: number;
  templeId: number;
  title: string;
  titleNarration: string | null;
  bodyHtml: string;
  orderNo: number;
  status: number;
  updatedAt: Date;
};

/**
 * The temple's instructions (not deleted), in their order, of one status when given, whose title in
 * either language contains the search text when given.
 */
export async function selectInstructions(
  db: Executor,
  filter: {
    templeId: number;
    status?: number | undefined;
    search?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: InstructionRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(templeInstructions.templeId, filter.templeId),
    ne(templeInstructions.status, RecordStatus.Deleted),
  ];
  if (filter.status !== undefined) conditions.push(eq(templeInstructions.status, filter.status));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(ilike(templeInstructions.title, pattern), ilike(templeInstructions.titleNarration, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(templeInstructions)
      .where(where)
      .orderBy(asc(templeInstructions.orderNo), asc(templeInstructions.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(templeInstructions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectInstruction(
  db: Executor,
  templeId: number,
  instructionId: number,
): Promise<InstructionRow | undefined> {
  const rows = await db
    .select(columns)
    .from(templeInstructions)
    .where(
      and(
        eq(templeInstructions.id, instructionId),
        eq(templeInstructions.templeId, templeId),
        ne(templeInstructions.status, RecordStatus.Deleted),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertInstruction(
  db: Executor,
  values: typeof templeInstructions.$inferInsert,
): Promise<number> {
  const rows = await db.insert(templeInstructions).values(values).returning({ id: templeInstructions.id });
  return rows[0]!.id;
}

export async function updateInstructionRow(
  db: Executor,
  instructionId: number,
  changes: Partial<typeof templeInstructions.$inferInsert>,
): Promise<void> {
  await db.update(templeInstructions).set(changes).where(eq(templeInstructions.id, instructionId));
}
