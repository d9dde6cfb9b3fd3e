import { LRUCache } from 'lru-cache';
import type { Database, Executor, Statement } from '../../db/client.ts';
import { isDatabase, runStatement } from '../../db/client.ts';
import { batchedStatement } from '../../db/statement-batches.ts';

/**
 * Every movement through a gate is recorded by one statement: the stay (an identified devotee's visit),
 * the zone's count, the event row and the zone's minute change together or not at all, and the zone row's lock is held
 * only for that statement. Prepared, and shared by the movements of a zone that arrive together
 * (statement-batches.ts): gates record them by the thousand a minute at a festival.
 */

export interface GateFacts {
  gateId: number;
  gateName: string;
  direction: string;
  isGateActive: boolean;
  zoneId: number;
  zoneName: string;
  zoneNameNarration: string | null;
  capacity: number;
  alertThreshold: number;
  inside: number;
  isZoneActive: boolean;
  templeName: string;
  timeZone: string;
  isDevoteeVisit: boolean;
  visitTypes: number[] | null;
}

/** The facts of the gates scanning at once, one statement for all of them (statement-batches.ts). */
const GATE_FACTS: Statement = {
  name: 'visit_gate_facts_v2',
  text: `
    select g.id as "gateId", g.temple_id as "templeId", g.name as "gateName", g.direction,
           g.is_active as "isGateActive",
           z.id as "zoneId", z.name as "zoneName", z.name_narration as "zoneNameNarration",
           z.capacity, z.alert_threshold as "alertThreshold", z.inside, z.is_active as "isZoneActive",
           t.name as "templeName", t.time_zone as "timeZone", t.is_devotee_visit as "isDevoteeVisit",
           s.visit_types as "visitTypes"
      from visit_gates g
      join visit_zones z on z.id = g.zone_id
      join temples t on t.id = g.temple_id
      left join visit_settings s on s.temple_id = g.temple_id
     where g.id = any($1::int[])`,
};

const gateFacts = batchedStatement<{ templeId: number; gateId: number }, GateFacts | null>({
  maxItems: 1_000,
  async run(db, asked) {
    const rows = await runStatement<GateFacts & { templeId: number }>(db, GATE_FACTS, [
      [...new Set(asked.map((gate) => gate.gateId))],
    ]);
    const byId = new Map(rows.map(({ templeId, ...facts }) => [facts.gateId, { templeId, facts }]));
    return asked.map(({ templeId, gateId }) => {
      const found = byId.get(gateId);
      return found?.templeId === templeId ? found.facts : null;
    });
  },
});

/**
 * How long a server answers a gate's scans from the facts it read last (is the gate on, which way,
 * the zone's threshold, the temple's visit types) rather than reading them again: at a festival each
 * gate scans many times a second, and the read was one of the three round trips of an entry. A change
 * made on this server takes effect at once (forgetGateFacts); one made on another, within this time.
 * The count of the zone is never taken from here: the movement's statement reads and locks it.
 */
const GATE_FACTS_MEMO_MS = 2_000;
const gateFactsMemos = new WeakMap<Database, LRUCache<string, GateFacts>>();

/** The gate of the temple with its zone's and temple's facts; null for no such gate at this temple. */
export async function selectGateFacts(
  db: Executor,
  templeId: number,
  gateId: number,
): Promise<GateFacts | null> {
  // Inside a transaction the facts are read in it, as they stand.
  if (!isDatabase(db)) return gateFacts(db, { templeId, gateId });
  let memo = gateFactsMemos.get(db);
  if (!memo) {
    memo = new LRUCache<string, GateFacts>({ max: 10_000, ttl: GATE_FACTS_MEMO_MS });
    gateFactsMemos.set(db, memo);
  }
  const key = `${templeId}|${gateId}`;
  const known = memo.get(key);
  if (known) return known;
  const facts = await gateFacts(db, { templeId, gateId });
  if (facts) memo.set(key, facts);
  return facts;
}

/** Staff changed a zone, a gate or the visit types: the next scan reads the facts afresh. */
export function forgetGateFacts(db: Executor): void {
  if (isDatabase(db)) gateFactsMemos.get(db)?.clear();
}

export interface Movement {
  templeId: number;
  zoneId: number;
  gateId: number;
  visitType: number;
  by: number;
  at: Date;
}

export interface Recorded {
  visitId: number | null;
  inAt: Date | string | null;
  people: number;
  insideAfter: number;
}

/** What a movement does to its zone; the numbers are the statement's. */
const MovementKind = { StayIn: 1, StayOut: 2, CountIn: 3, CountOut: 4 } as const;
type MovementKindValue = (typeof MovementKind)[keyof typeof MovementKind];

interface ZoneMovement extends Movement {
  kind: MovementKindValue;
  /** The stay's key for StayIn and StayOut; null for a count. */
  identity: string | null;
  who: string | null;
  mobile: string | null;
  people: number;
}

/**
 * The movements of one zone, in the order they came, as one statement: PostgreSQL runs them one after
 * another as the separate statements before it did (an identified devotee enters unless already inside,
 * leaves only from an open stay, taking from the count what is left of their party when bare counts took
 * the rest; a count out never takes the zone below zero), so each answers alone and a refused one
 * changes nothing. The zone row is locked first, before any stay: every batch of the zone, from any
 * server, then waits for the others at one place. One stay key appears once per batch at most (see
 * recordMovement): the statement's parts all read the zone's stays as they were when it began.
 * Movement rows travel as arrays (unnest); `steps` turns them into arrays the running count reads by
 * position, and `run` is that count, movement after movement.
 */
const RECORD_MOVEMENTS: Statement = {
  name: 'visit_record_movements_v2',
  text: `
    with recursive m as materialized (
      select * from unnest($3::smallint[], $4::int[], $5::smallint[], $6::int[], $7::timestamptz[],
                           $8::text[], $9::text[], $10::text[], $11::int[])
        with ordinality as m(kind, gate_id, visit_type, recorded_by, at, identity, who, mobile, people, ord)
    ), counted as materialized (
      select z.inside from visit_zones z where z.id = $2::int for update
    ), entered as (
      insert into visits (temple_id, zone_id, identity, who, mobile, people, in_type, in_gate_id, in_at, in_by)
      select $1::int, $2::int, m.identity, m.who, m.mobile, m.people, m.visit_type, m.gate_id, m.at, m.recorded_by
        from m cross join counted
       where m.kind = ${MovementKind.StayIn}
       order by m.ord
      on conflict (zone_id, identity) where out_at is null do nothing
      returning id, identity, people, in_at
    ), leaving as materialized (
      -- limit 1 keeps the lookup inside the loop over m, one index probe per devotee leaving.
      select m.ord, s.id, m.visit_type, m.gate_id, m.at, m.recorded_by
        from m cross join counted cross join lateral (
          select v.id from visits v
           where v.zone_id = $2::int and v.identity = m.identity and v.out_at is null limit 1
        ) s
       where m.kind = ${MovementKind.StayOut}
    ), exited as (
      update visits v set out_type = l.visit_type, out_gate_id = l.gate_id, out_at = l.at, out_by = l.recorded_by
        from leaving l
       where v.id = l.id and v.out_at is null
      returning v.id, v.identity, v.people, v.in_at
    ), moves as materialized (
      select m.ord, m.kind, coalesce(s.people, m.people) as people, s.id as visit_id, s.in_at,
             m.kind in (${MovementKind.CountIn}, ${MovementKind.CountOut}) or s.id is not null as found
        from m left join (
          select id, identity, people, in_at, ${MovementKind.StayIn} as kind from entered
          union all
          select id, identity, people, in_at, ${MovementKind.StayOut} from exited
        ) s on s.kind = m.kind and s.identity = m.identity
    ), steps as materialized (
      select array_agg(kind order by ord) as kinds, array_agg(people order by ord) as people,
             array_agg(found order by ord) as found, count(*) as n
        from moves
    ), run (ord, inside, moved, ok) as (
      select 0::bigint, counted.inside, 0, false from counted
      union all
      select r.ord + 1,
             r.inside + case when x.ok then case when x.kind in (${MovementKind.StayIn}, ${MovementKind.CountIn})
                                                 then x.people else -x.moved end
                             else 0 end,
             case when x.ok then x.moved else 0 end,
             x.ok
        from run r cross join steps s cross join lateral (
          select s.kinds[r.ord + 1] as kind, s.people[r.ord + 1] as people,
                 case s.kinds[r.ord + 1] when ${MovementKind.CountOut} then r.inside >= s.people[r.ord + 1]
                                         else s.found[r.ord + 1] end as ok,
                 case s.kinds[r.ord + 1] when ${MovementKind.StayOut} then least(s.people[r.ord + 1], r.inside)
                                         else s.people[r.ord + 1] end as moved
        ) x
       where r.ord < s.n
    ), zone as (
      update visit_zones z set inside = (select r.inside from run r order by r.ord desc limit 1)
       where z.id = $2::int and exists (select from run where run.ok)
    ), event as (
      insert into visit_events (temple_id, zone_id, gate_id, direction, visit_type, people, inside_after,
                                visit_id, recorded_by, at)
      select $1::int, $2::int, m.gate_id,
             case when m.kind in (${MovementKind.StayIn}, ${MovementKind.CountIn}) then 1 else 2 end,
             m.visit_type, r.moved, r.inside, mv.visit_id, m.recorded_by, m.at
        from run r join m on m.ord = r.ord join moves mv on mv.ord = r.ord
       where r.ok
       order by r.ord
    ), minutes as (
      -- The live status's figures, kept here with the events they sum (visit_zone_minutes).
      insert into visit_zone_minutes as zm (zone_id, minute, temple_id, entered, exited, peak)
      select $2::int, date_trunc('minute', m.at), $1::int,
             coalesce(sum(r.moved) filter (where m.kind in (${MovementKind.StayIn}, ${MovementKind.CountIn})), 0),
             coalesce(sum(r.moved) filter (where m.kind in (${MovementKind.StayOut}, ${MovementKind.CountOut})), 0),
             max(r.inside)
        from run r join m on m.ord = r.ord
       where r.ok
       group by date_trunc('minute', m.at)
      on conflict (zone_id, minute) do update
        set entered = zm.entered + excluded.entered, exited = zm.exited + excluded.exited,
            peak = greatest(zm.peak, excluded.peak)
    )
    select r.ord, r.ok as "isRecorded", mv.visit_id as "visitId", mv.in_at as "inAt",
           r.moved as people, r.inside as "insideAfter"
      from run r join moves mv on mv.ord = r.ord
     order by r.ord`,
};

/** The movements of one zone waiting for its statement: one batch of a zone in flight at a time. */
const recordMovement = batchedStatement<ZoneMovement, Recorded | null>({
  lane: (movement) => movement.zoneId,
  // A devotee scanned twice at once (in at two gates, in and out) is recorded in two batches, in order.
  key: (movement) => movement.identity,
  maxItems: 500,
  run: recordMovements,
});

async function recordMovements(
  db: Executor,
  movements: readonly ZoneMovement[],
): Promise<(Recorded | null)[]> {
  const [first] = movements;
  if (!first) return [];
  const rows = await runStatement<{
    isRecorded: boolean;
    visitId: number | string | null;
    inAt: Date | string | null;
    people: number;
    insideAfter: number;
  }>(db, RECORD_MOVEMENTS, [
    first.templeId,
    first.zoneId,
    movements.map((movement) => movement.kind),
    movements.map((movement) => movement.gateId),
    movements.map((movement) => movement.visitType),
    movements.map((movement) => movement.by),
    movements.map((movement) => movement.at.toISOString()),
    movements.map((movement) => movement.identity ?? ''),
    movements.map((movement) => movement.who ?? ''),
    movements.map((movement) => movement.mobile),
    movements.map((movement) => movement.people),
  ]);
  // No row at all when the zone is gone: nothing was recorded.
  return movements.map((_, index) => {
    const row = rows[index];
    if (!row?.isRecorded) return null;
    return {
      visitId: row.visitId === null ? null : Number(row.visitId),
      inAt: row.inAt,
      people: row.people,
      insideAfter: row.insideAfter,
    };
  });
}

/** An identified devotee enters; null when they are inside this zone already. */
export function enterStay(
  db: Executor,
  movement: Movement,
  stay: { identity: string; who: string; mobile: string | null; people: number },
): Promise<Recorded | null> {
  return recordMovement(db, { ...movement, kind: MovementKind.StayIn, ...stay });
}

/**
 * An identified devotee leaves; null when no open stay of theirs is in this zone. When bare counts
 * already took their places the zone stays at zero, and the event records what it really moved.
 */
export function leaveStay(db: Executor, movement: Movement, identity: string): Promise<Recorded | null> {
  return recordMovement(db, {
    ...movement,
    kind: MovementKind.StayOut,
    identity,
    who: null,
    mobile: null,
    people: 0,
  });
}

/** A bare count in or out; null for an exit of more devotees than are inside. */
export function recordCount(
  db: Executor,
  movement: Movement,
  way: 'in' | 'out',
  people: number,
): Promise<Recorded | null> {
  return recordMovement(db, {
    ...movement,
    kind: way === 'in' ? MovementKind.CountIn : MovementKind.CountOut,
    identity: null,
    who: null,
    mobile: null,
    people,
  });
}

const OPEN_STAY: Statement = {
  name: 'visit_open_stay_v1',
  text: `
    select v.id, v.in_at as "inAt", g.name as "gateName"
      from visits v join visit_gates g on g.id = v.in_gate_id
     where v.zone_id = $1::int and v.identity = $2::text and v.out_at is null`,
};

/** The open stay of a devotee in a zone, to say when and where they came in. */
export async function selectOpenStay(db: Executor, zoneId: number, identity: string) {
  const [row] = await runStatement<{ id: number; inAt: Date | string; gateName: string }>(db, OPEN_STAY, [
    zoneId,
    identity,
  ]);
  return row ? { ...row, id: Number(row.id) } : null;
}

export async function selectInside(db: Executor, zoneId: number): Promise<number> {
  const [row] = await runStatement<{ inside: number }>(
    db,
    { name: 'visit_zone_inside_v1', text: 'select inside from visit_zones where id = $1::int' },
    [zoneId],
  );
  return row?.inside ?? 0;
}

const CLAIM_ALERT: Statement = {
  name: 'visit_claim_zone_alert_v1',
  text: `
    update visit_zones set alerted_at = $2::timestamptz
     where id = $1::int and (alerted_at is null or alerted_at < $2::timestamptz - make_interval(mins => $3::int))
    returning id`,
};

/** Whether this process should tell staff the zone is crowded: one alert per zone in `quietMinutes`. */
export async function claimZoneAlert(db: Executor, zoneId: number, now: Date, quietMinutes: number) {
  const rows = await runStatement<{ id: number }>(db, CLAIM_ALERT, [zoneId, now.toISOString(), quietMinutes]);
  return rows.length > 0;
}

const ALERT_RECIPIENTS: Statement = {
  name: 'visit_alert_recipients_v1',
  text: `
    select u.id from users u
     where u.temple_id = $1::int and u.status = 1 and u.deleted_at is null
       and (u.user_type = 2 or (u.user_type = 3 and exists (
             select 1 from user_rights r where r.user_id = u.id and r.right = 'gate')))`,
};

/** The temple's administrators and the staff holding its gate right: who hears a zone is crowded. */
export async function selectAlertRecipients(db: Executor, templeId: number): Promise<number[]> {
  const rows = await runStatement<{ id: number }>(db, ALERT_RECIPIENTS, [templeId]);
  return rows.map((row) => row.id);
}
