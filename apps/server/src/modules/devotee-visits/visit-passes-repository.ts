import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf, runStatement, type Statement } from '../../db/client.ts';
import { temples, visitEvents, visitPasses, visitZones } from '../../db/schema/index.ts';
import { batchedStatement } from '../../db/statement-batches.ts';

/** Walk-in passes: the only file that writes them. */

/** The advisory lock class of a zone's pass queue (the other key is the zone id). */
const PASS_QUEUE_LOCK = 16_023;

/**
 * Issuing and calling passes of a zone take turns, across server processes, until the transaction
 * ends: numbers stay in order and no room is handed out twice. Gate scans do not take it.
 */
export async function lockPassQueue(tx: Executor, zoneId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PASS_QUEUE_LOCK}::int, ${zoneId}::int)`);
}

const passColumns = {
  id: visitPasses.id,
  number: visitPasses.number,
  token: visitPasses.token,
  templeId: visitPasses.templeId,
  templeName: temples.name,
  timeZone: temples.timeZone,
  zoneId: visitPasses.zoneId,
  zoneName: visitZones.name,
  zoneNameNarration: visitZones.nameNarration,
  date: visitPasses.date,
  people: visitPasses.people,
  mobile: visitPasses.mobile,
  status: visitPasses.status,
  issuedAt: visitPasses.issuedAt,
  calledAt: visitPasses.calledAt,
  enteredAt: visitPasses.enteredAt,
};

function passRows(db: Executor) {
  return db
    .select(passColumns)
    .from(visitPasses)
    .innerJoin(visitZones, eq(visitZones.id, visitPasses.zoneId))
    .innerJoin(temples, eq(temples.id, visitPasses.templeId));
}
export type PassRow = Awaited<ReturnType<typeof passRows>>[number];

export async function selectPassById(db: Executor, templeId: number, passId: number) {
  const [row] = await passRows(db)
    .where(and(eq(visitPasses.templeId, templeId), eq(visitPasses.id, passId)))
    .limit(1);
  return row;
}

export async function selectPassByToken(db: Executor, token: string) {
  const [row] = await passRows(db).where(eq(visitPasses.token, token)).limit(1);
  return row;
}

export async function selectPassPage(
  db: Executor,
  filter: { templeId: number; date: string; status?: string | undefined },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(visitPasses.templeId, filter.templeId),
    eq(visitPasses.date, filter.date),
    filter.status ? eq(visitPasses.status, filter.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    passRows(db)
      .where(where)
      .orderBy(desc(visitPasses.issuedAt), desc(visitPasses.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(visitPasses).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

export async function insertPass(
  tx: Executor,
  values: Omit<typeof visitPasses.$inferInsert, 'number' | 'status'>,
): Promise<number> {
  const [row] = await tx
    .insert(visitPasses)
    .values({
      ...values,
      status: 'waiting',
      number: sql`(select coalesce(max(${visitPasses.number}), 0) + 1 from ${visitPasses}
                    where ${visitPasses.zoneId} = ${values.zoneId} and ${visitPasses.date} = ${values.date})`,
    })
    .returning({ id: visitPasses.id });
  if (!row) throw new Error('pass not saved');
  return row.id;
}

/** A zone's waiting passes of a day, in number order: the queue. */
export async function selectWaitingPasses(db: Executor, zoneId: number, date: string) {
  return db
    .select({
      id: visitPasses.id,
      number: visitPasses.number,
      people: visitPasses.people,
      mobile: visitPasses.mobile,
      language: visitPasses.language,
      token: visitPasses.token,
    })
    .from(visitPasses)
    .where(and(eq(visitPasses.zoneId, zoneId), eq(visitPasses.date, date), eq(visitPasses.status, 'waiting')))
    .orderBy(asc(visitPasses.number));
}

export async function markPassesCalled(tx: Executor, passIds: number[], now: Date): Promise<void> {
  if (passIds.length === 0) return;
  await tx
    .update(visitPasses)
    .set({ status: 'called', calledAt: now })
    .where(and(inArray(visitPasses.id, passIds), eq(visitPasses.status, 'waiting')));
}

/** The called pass goes through the gate; false when it is no longer called (used or cancelled meanwhile). */
export async function markPassEntered(tx: Executor, passId: number, visitId: number, now: Date) {
  const rows = await tx
    .update(visitPasses)
    .set({ status: 'entered', enteredAt: now, visitId })
    .where(and(eq(visitPasses.id, passId), eq(visitPasses.status, 'called')))
    .returning({ id: visitPasses.id });
  return rows.length > 0;
}

export async function cancelPass(tx: Executor, passId: number, by: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(visitPasses)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by })
    .where(and(eq(visitPasses.id, passId), inArray(visitPasses.status, ['waiting', 'called'])))
    .returning({ id: visitPasses.id });
  return rows.length > 0;
}

/**
 * A zone's pass queue for a day as the waiting time needs it: inside now, the people of called passes
 * still holding room, and the people who left in the last `recentMinutes`.
 */
export async function selectQueueFacts(
  db: Executor,
  zoneId: number,
  date: string,
  now: Date,
  holdMinutes: number,
  recentMinutes: number,
) {
  const holdSince = new Date(now.getTime() - holdMinutes * 60_000);
  const recentSince = new Date(now.getTime() - recentMinutes * 60_000);
  const [row] = rowsOf<{ inside: number; alert_threshold: number; held: number; exits: number }>(
    await db.execute(sql`
      select z.inside, z.alert_threshold,
        (select coalesce(sum(p.people), 0)::int from ${visitPasses} p
          where p.zone_id = z.id and p.date = ${date}::date and p.status = 'called'
            and p.called_at >= ${holdSince.toISOString()}::timestamptz) as held,
        (select coalesce(sum(e.people), 0)::int from ${visitEvents} e
          where e.zone_id = z.id and e.direction = 2 and e.at >= ${recentSince.toISOString()}::timestamptz) as exits
      from ${visitZones} z where z.id = ${zoneId}::int`),
  );
  if (!row) throw new Error(`zone ${zoneId} not found`);
  return {
    inside: row.inside,
    alertThreshold: row.alert_threshold,
    heldPeople: row.held,
    exitsRecent: row.exits,
  };
}
export type QueueFacts = Awaited<ReturnType<typeof selectQueueFacts>>;

/** Each zone's passes of a temple day for the live screen: called numbers and the waiting queue. */
export async function selectOpenPasses(db: Executor, templeId: number, date: string) {
  return db
    .select({
      zoneId: visitPasses.zoneId,
      number: visitPasses.number,
      people: visitPasses.people,
      status: visitPasses.status,
      calledAt: visitPasses.calledAt,
    })
    .from(visitPasses)
    .where(
      and(
        eq(visitPasses.templeId, templeId),
        eq(visitPasses.date, date),
        inArray(visitPasses.status, ['waiting', 'called']),
      ),
    )
    .orderBy(asc(visitPasses.zoneId), asc(visitPasses.number));
}

export async function countPassesIssued(db: Executor, templeId: number, date: string) {
  return db
    .select({ zoneId: visitPasses.zoneId, issued: count() })
    .from(visitPasses)
    .where(and(eq(visitPasses.templeId, templeId), eq(visitPasses.date, date)))
    .groupBy(visitPasses.zoneId);
}

/** The zones of the exits recorded at once that someone waits to enter: one statement for all of them. */
const WAITING_PASSES: Statement = {
  name: 'visit_passes_waiting_v2',
  text: `select q.zone_id as "zoneId", to_char(q.date, 'YYYY-MM-DD') as date
           from unnest($1::int[], $2::date[]) as q(zone_id, date)
          where exists (select 1 from visit_passes p
                         where p.zone_id = q.zone_id and p.date = q.date and p.status = 'waiting')`,
};

const waitingPasses = batchedStatement<{ zoneId: number; date: string }, boolean>({
  maxItems: 1_000,
  async run(db, asked) {
    const rows = await runStatement<{ zoneId: number; date: string }>(db, WAITING_PASSES, [
      asked.map((each) => each.zoneId),
      asked.map((each) => each.date),
    ]);
    const waiting = new Set(rows.map((row) => `${row.zoneId}|${row.date}`));
    return asked.map((each) => waiting.has(`${each.zoneId}|${each.date}`));
  },
});

/**
 * Whether anyone waits for room in the zone: asked after every exit, so one indexed look, shared by the
 * exits recorded at once (statement-batches.ts).
 */
export function hasWaitingPasses(db: Executor, zoneId: number, date: string): Promise<boolean> {
  return waitingPasses(db, { zoneId, date });
}
