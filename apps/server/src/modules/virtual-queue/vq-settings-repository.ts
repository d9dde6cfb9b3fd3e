import { and, asc, eq, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { vqQuestions, vqSettings, vqSlotTemplates } from '../../db/schema/index.ts';

/** The virtual queue's settings, slot templates and questions: the only file here that touches them. */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function selectSettings(db: Executor, templeId: number) {
  const rows = await db.select().from(vqSettings).where(eq(vqSettings.templeId, templeId)).limit(1);
  return rows[0];
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof selectSettings>>>;

export async function upsertSettings(
  db: Executor,
  values: Omit<typeof vqSettings.$inferInsert, 'updatedAt'> & { updatedAt: Date },
): Promise<SettingsRow> {
  const { templeId: _templeId, ...changes } = values;
  const rows = await db
    .insert(vqSettings)
    .values(values)
    .onConflictDoUpdate({ target: vqSettings.templeId, set: changes })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('settings not saved');
  return row;
}

export async function selectTemplates(
  db: Executor,
  templeId: number,
  filter: { fromDate?: string | undefined; isActive?: boolean | undefined } = {},
) {
  return db
    .select()
    .from(vqSlotTemplates)
    .where(
      and(
        eq(vqSlotTemplates.templeId, templeId),
        filter.isActive === undefined ? undefined : eq(vqSlotTemplates.status, filter.isActive ? 1 : 0),
        filter.fromDate === undefined
          ? undefined
          : or(isNull(vqSlotTemplates.slotDate), gte(vqSlotTemplates.slotDate, filter.fromDate)),
      ),
    )
    .orderBy(
      asc(vqSlotTemplates.slotDate),
      asc(vqSlotTemplates.weekday),
      asc(vqSlotTemplates.startTime),
      asc(vqSlotTemplates.id),
    );
}
export type TemplateRow = Awaited<ReturnType<typeof selectTemplates>>[number];

/** Active weekly templates and active templates of dates from `from` to `to`. */
export async function selectActiveTemplates(db: Executor, templeId: number, from: string, to: string) {
  const rows = await selectTemplates(db, templeId, { fromDate: from, isActive: true });
  return rows.filter((row) => row.slotDate === null || row.slotDate <= to);
}

export async function selectTemplate(db: Executor, templeId: number, templateId: number) {
  const rows = await db
    .select()
    .from(vqSlotTemplates)
    .where(and(eq(vqSlotTemplates.templeId, templeId), eq(vqSlotTemplates.id, templateId)))
    .limit(1);
  return rows[0];
}

/** Active templates sharing a weekday or a date with the given one, to look for overlaps. */
export async function selectSiblingTemplates(
  db: Executor,
  templeId: number,
  when: { weekday: number | null; slotDate: string | null },
  exceptId: number | null,
) {
  return db
    .select()
    .from(vqSlotTemplates)
    .where(
      and(
        eq(vqSlotTemplates.templeId, templeId),
        eq(vqSlotTemplates.status, 1),
        when.weekday === null
          ? eq(vqSlotTemplates.slotDate, when.slotDate ?? '')
          : and(isNotNull(vqSlotTemplates.weekday), eq(vqSlotTemplates.weekday, when.weekday)),
        exceptId === null ? undefined : ne(vqSlotTemplates.id, exceptId),
      ),
    );
}

export async function insertTemplates(db: Executor, rows: (typeof vqSlotTemplates.$inferInsert)[]) {
  return db.insert(vqSlotTemplates).values(rows).returning();
}

export async function updateTemplate(
  db: Executor,
  templateId: number,
  values: Partial<typeof vqSlotTemplates.$inferInsert>,
): Promise<TemplateRow> {
  const rows = await db
    .update(vqSlotTemplates)
    .set(values)
    .where(eq(vqSlotTemplates.id, templateId))
    .returning();
  const row = rows[0];
  if (!row) throw new Error('template not updated');
  return row;
}

export async function selectQuestions(db: Executor, templeId: number, activeOnly: boolean) {
  return db
    .select()
    .from(vqQuestions)
    .where(
      and(
        eq(vqQuestions.templeId, templeId),
        activeOnly ? eq(vqQuestions.status, 1) : ne(vqQuestions.status, 2),
      ),
    )
    .orderBy(asc(vqQuestions.sortOrder), asc(vqQuestions.id));
}
export type QuestionRow = Awaited<ReturnType<typeof selectQuestions>>[number];

export async function selectQuestion(db: Executor, templeId: number, questionId: number) {
  const rows = await db
    .select()
    .from(vqQuestions)
    .where(and(eq(vqQuestions.templeId, templeId), eq(vqQuestions.id, questionId), ne(vqQuestions.status, 2)))
    .limit(1);
  return rows[0];
}

export async function insertQuestion(db: Executor, values: typeof vqQuestions.$inferInsert) {
  const rows = await db.insert(vqQuestions).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('question not inserted');
  return row;
}

export async function updateQuestion(
  db: Executor,
  questionId: number,
  values: Partial<typeof vqQuestions.$inferInsert>,
): Promise<QuestionRow> {
  const rows = await db.update(vqQuestions).set(values).where(eq(vqQuestions.id, questionId)).returning();
  const row = rows[0];
  if (!row) throw new Error('question not updated');
  return row;
}
