import type { Executor, Statement } from '../../db/client.ts';
import { runStatement } from '../../db/client.ts';

/**
 * Every movement through a gate is one statement: the stay (an identified devotee's visit), the zone's
 * count and the event row change together or not at all, and the zone row's lock is held only for that
 * statement. Prepared: gates record them by the thousand a minute at a festival.
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

const GATE_FACTS: Statement = {
  name: 'visit_gate_facts_v1',
  text: `
    select g.id as "gateId", g.name as "gateName", g.direction, g.is_active as "isGateActive",
           z.id as "zoneId", z.name as "zoneName", z.name_narration as "zoneNameNarration",
           z.capacity, z.alert_threshold as "alertThreshold", z.inside, z.is_active as "isZoneActive",
           t.name as "templeName", t.time_zone as "timeZone", t.is_devotee_visit as "isDevoteeVisit",
           s.visit_types as "visitTypes"
      from visit_gates g
      join visit_zones z on z.id = g.zone_id
      join temples t on t.id = g.temple_id
      left join visit_settings s on s.temple_id = g.temple_id
     where g.id = $1::int and g.temple_id = $2::int`,
};

export async function selectGateFacts(
  db: Executor,
  templeId: number,
  gateId: number,
): Promise<GateFacts | null> {
  const [row] = await runStatement<GateFacts>(db, GATE_FACTS, [gateId, templeId]);
  return row ?? null;
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

const ENTER_STAY: Statement = {
  name: 'visit_enter_stay_v1',
  text: `
    with stay as (
      insert into visits (temple_id, zone_id, identity, who, mobile, people, in_type, in_gate_id, in_at, in_by)
      values ($1::int, $2::int, $7::text, $8::text, $9::text, $10::int, $4::int, $3::int, $6::timestamptz, $5::int)
      on conflict (zone_id, identity) where out_at is null do nothing
      returning id, people, in_at
    ), zone as (
      update visit_zones z set inside = z.inside + stay.people from stay where z.id = $2::int
      returning z.inside
    ), event as (
      insert into visit_events (temple_id, zone_id, gate_id, direction, visit_type, people, inside_after,
                                visit_id, recorded_by, at)
      select $1::int, $2::int, $3::int, 1, $4::int, stay.people, zone.inside, stay.id, $5::int, $6::timestamptz
        from stay, zone
    )
    select stay.id as "visitId", stay.in_at as "inAt", stay.people, zone.inside as "insideAfter"
      from stay, zone`,
};

/** An identified devotee enters; null when they are inside this zone already. */
export async function enterStay(
  db: Executor,
  movement: Movement,
  stay: { identity: string; who: string; mobile: string | null; people: number },
): Promise<Recorded | null> {
  const [row] = await runStatement<Recorded>(db, ENTER_STAY, [
    ...movementValues(movement),
    stay.identity,
    stay.who,
    stay.mobile,
    stay.people,
  ]);
  return row ? withNumberId(row) : null;
}

const LEAVE_STAY: Statement = {
  name: 'visit_leave_stay_v1',
  text: `
    with stay as (
      update visits set out_type = $4::int, out_gate_id = $3::int, out_at = $6::timestamptz, out_by = $5::int
       where zone_id = $2::int and identity = $7::text and out_at is null
      returning id, people, in_at
    ), counted as (
      select z.inside from visit_zones z where z.id = $2::int for update
    ), zone as (
      update visit_zones z set inside = counted.inside - least(stay.people, counted.inside)
        from stay, counted where z.id = $2::int
      returning z.inside, least(stay.people, counted.inside) as moved
    ), event as (
      insert into visit_events (temple_id, zone_id, gate_id, direction, visit_type, people, inside_after,
                                visit_id, recorded_by, at)
      select $1::int, $2::int, $3::int, 2, $4::int, zone.moved, zone.inside, stay.id, $5::int, $6::timestamptz
        from stay, zone
    )
    select stay.id as "visitId", stay.in_at as "inAt", stay.people, zone.inside as "insideAfter"
      from stay, zone`,
};

/**
 * An identified devotee leaves; null when no open stay of theirs is in this zone. When bare counts
 * already took their places the zone stays at zero, and the event records what it really moved.
 */
export async function leaveStay(
  db: Executor,
  movement: Movement,
  identity: string,
): Promise<Recorded | null> {
  const [row] = await runStatement<Recorded>(db, LEAVE_STAY, [...movementValues(movement), identity]);
  return row ? withNumberId(row) : null;
}

const COUNT_IN: Statement = {
  name: 'visit_count_in_v1',
  text: `
    with zone as (
      update visit_zones set inside = inside + $7::int where id = $2::int returning inside
    )
    insert into visit_events (temple_id, zone_id, gate_id, direction, visit_type, people, inside_after,
                              recorded_by, at)
    select $1::int, $2::int, $3::int, 1, $4::int, $7::int, zone.inside, $5::int, $6::timestamptz from zone
    returning people, inside_after as "insideAfter"`,
};

const COUNT_OUT: Statement = {
  name: 'visit_count_out_v1',
  text: `
    with zone as (
      update visit_zones set inside = inside - $7::int where id = $2::int and inside >= $7::int
      returning inside
    )
    insert into visit_events (temple_id, zone_id, gate_id, direction, visit_type, people, inside_after,
                              recorded_by, at)
    select $1::int, $2::int, $3::int, 2, $4::int, $7::int, zone.inside, $5::int, $6::timestamptz from zone
    returning people, inside_after as "insideAfter"`,
};

/** A bare count in or out; null for an exit of more devotees than are inside. */
export async function recordCount(
  db: Executor,
  movement: Movement,
  way: 'in' | 'out',
  people: number,
): Promise<Recorded | null> {
  const [row] = await runStatement<{ people: number; insideAfter: number }>(
    db,
    way === 'in' ? COUNT_IN : COUNT_OUT,
    [...movementValues(movement), people],
  );
  return row ? { visitId: null, inAt: null, people: row.people, insideAfter: row.insideAfter } : null;
}

/** node-postgres reads bigint as text; a visit id stays far below 2^53. */
function withNumberId(row: Recorded): Recorded {
  return { ...row, visitId: row.visitId === null ? null : Number(row.visitId) };
}

function movementValues(movement: Movement): unknown[] {
  return [
    movement.templeId,
    movement.zoneId,
    movement.gateId,
    movement.visitType,
    movement.by,
    movement.at.toISOString(),
  ];
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
