import type { VisitGate, VisitZone } from '@nivedya/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { withConcurrency } from '../../test/with-concurrency.ts';
import { createSession, SESSION_COOKIE } from '../auth/session-store.ts';
import { aTempleTeam, insertVqTemple, type TempleTeam, VQ_NOW } from '../virtual-queue/vq-test-builders.ts';
import { setUpVisits } from './visit-test-builders.ts';

/**
 * Issue #16 §2, over real HTTP on real PostgreSQL: 20 gates of two zones record 5,000 entries and exits
 * at once (200 in flight): each of 1,000 devotees is scanned in at two gates at the same moment and out
 * once, and groups are counted in and out. Every zone ends with inside = entries − exits, never below
 * zero; no devotee is inside a zone twice; nothing answers 5xx.
 */
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.info('devotee-visit race skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');

const DEVOTEES = 1_000;
const IN_FLIGHT = 200;

/** A zone's minute as visit_zone_minutes keeps it, or as the events add up to. */
interface ZoneMinute {
  zone_id: number;
  minute: string;
  entered: number;
  exited: number;
  peak: number;
}

describe.skipIf(!serverUrl)('devotee-visit races on PostgreSQL over HTTP', () => {
  let context: TestContext;
  let team: TempleTeam;
  let baseUrl: string;
  let cookie: string;
  const gates: { zone: VisitZone; inGates: VisitGate[]; outGates: VisitGate[] }[] = [];
  let base: string;

  beforeAll(async () => {
    context = await createTestContext({ databasePoolSize: 8 });
    context.clock.now = VQ_NOW;
    const templeId = await insertVqTemple(context.db, { name: 'Race Temple' });
    team = await aTempleTeam(context.app, context.db, templeId);
    for (const name of ['Main hall', 'Annadanam hall']) {
      const setup = await setUpVisits(team.admin, context.db, templeId, {
        name,
        capacity: 100_000,
        alertThreshold: 90_000,
      });
      base = setup.base;
      const more: VisitGate[] = [];
      // 10 gates a zone: the three of the set-up and seven more two-way gates.
      for (let index = 0; index < 7; index += 1) {
        const response = await team.admin.post(`${base}/gates`, {
          zoneId: setup.zone.id,
          name: `${name} gate ${index + 1}`,
          direction: 'both',
        });
        more.push(response.json<VisitGate>());
      }
      gates.push({
        zone: setup.zone,
        inGates: [setup.eastGate, setup.sideGate, ...more],
        outGates: [setup.westGate, setup.sideGate, ...more],
      });
    }
    const session = await createSession(context.db, { userId: team.staffUser.id, now: VQ_NOW, ttlDays: 1 });
    cookie = `${SESSION_COOKIE}=${session.token}; XSRF-TOKEN=race`;
    baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => context.close());

  function send(way: 'entries' | 'exits', body: Record<string, unknown>) {
    return fetch(`${baseUrl}${base}/${way}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': 'race' },
      body: JSON.stringify(body),
    });
  }

  it('5,000 movements at 20 gates at once keep every zone exact, never below zero, each devotee inside once', async () => {
    type Task = { way: 'entries' | 'exits'; body: Record<string, unknown>; mobile?: string };
    const tasks: Task[] = [];
    for (let index = 0; index < DEVOTEES; index += 1) {
      const zone = gates[index % 2];
      if (!zone) throw new Error('no zone');
      const mobile = String(9_000_000_000 + index);
      const pick = (list: VisitGate[], offset: number) => list[(index + offset) % list.length]?.id;
      tasks.push({ way: 'entries', body: { gateId: pick(zone.inGates, 0), type: 1, mobile }, mobile });
      tasks.push({ way: 'entries', body: { gateId: pick(zone.inGates, 3), type: 1, mobile }, mobile });
      tasks.push({ way: 'exits', body: { gateId: pick(zone.outGates, 1), type: 1, mobile }, mobile });
      tasks.push({
        way: 'entries',
        body: { gateId: pick(zone.inGates, 5), type: 3, people: (index % 5) + 1 },
      });
      tasks.push({
        way: 'exits',
        body: { gateId: pick(zone.outGates, 7), type: 3, people: (index % 4) + 1 },
      });
    }
    // A fixed shuffle: exits race entries, and the two scans of a devotee land at nearly the same moment.
    for (let index = tasks.length - 1; index > 0; index -= 1) {
      const other = (index * 7_919) % (index + 1);
      [tasks[index], tasks[other]] = [tasks[other] as Task, tasks[index] as Task];
    }

    const started = performance.now();
    const outcomes = await withConcurrency(tasks.length, IN_FLIGHT, async (index) => {
      const task = tasks[index] as Task;
      const response = await send(task.way, task.body);
      const json = (await response.json()) as { code?: string };
      return { ...task, status: response.status, code: json.code };
    });
    const seconds = (performance.now() - started) / 1000;
    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
    const unexpected = outcomes.filter(
      (outcome) =>
        outcome.status !== 201 &&
        !['VISIT_ALREADY_INSIDE', 'VISIT_NOT_INSIDE', 'VISIT_ZONE_EMPTY'].includes(outcome.code ?? ''),
    );
    console.info(
      `devotee-visit race: ${tasks.length} movements in ${seconds.toFixed(2)} s (${Math.round(tasks.length / seconds)}/s), ${outcomes.filter((outcome) => outcome.status === 201).length} recorded`,
    );
    expect(serverErrors).toEqual([]);
    expect(unexpected).toEqual([]);

    const zones = rowsOf<{ id: number; inside: number; entered: number; left: number; events: number }>(
      await context.db.execute(sql`
        select z.id, z.inside,
          coalesce(sum(e.people) filter (where e.direction = 1), 0)::int as entered,
          coalesce(sum(e.people) filter (where e.direction = 2), 0)::int as left,
          count(e.id)::int as events
        from visit_zones z left join visit_events e on e.zone_id = z.id
        where z.id in (${gates[0]?.zone.id ?? 0}, ${gates[1]?.zone.id ?? 0})
        group by z.id order by z.id`),
    );
    expect(zones).toHaveLength(2);
    for (const zone of zones) {
      expect(zone.inside).toBeGreaterThanOrEqual(0);
      expect(zone.inside, `zone ${zone.id}`).toBe(zone.entered - zone.left);
    }
    expect(zones.reduce((sum, zone) => sum + zone.events, 0)).toBe(
      outcomes.filter((outcome) => outcome.status === 201).length,
    );
    // The minutes the live status reads agree with the events, minute by minute, under the race.
    const minutes = rowsOf<ZoneMinute>(
      await context.db.execute(sql`
        select zone_id, minute::text, entered, exited, peak from visit_zone_minutes
        where zone_id in (${gates[0]?.zone.id ?? 0}, ${gates[1]?.zone.id ?? 0}) order by 1, 2`),
    );
    const fromEvents = rowsOf<ZoneMinute>(
      await context.db.execute(sql`
        select zone_id, date_trunc('minute', at)::text as minute,
          coalesce(sum(people) filter (where direction = 1), 0)::int as entered,
          coalesce(sum(people) filter (where direction = 2), 0)::int as exited,
          max(inside_after)::int as peak
        from visit_events
        where zone_id in (${gates[0]?.zone.id ?? 0}, ${gates[1]?.zone.id ?? 0})
        group by 1, 2 order by 1, 2`),
    );
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes).toEqual(fromEvents);
    // Each devotee: one of the two simultaneous scans in; in minus out is their open stays (0 or 1).
    const stays = rowsOf<{ identity: string; open: number; total: number }>(
      await context.db.execute(sql`
        select identity, count(*) filter (where out_at is null)::int as open, count(*)::int as total
        from visits group by identity`),
    );
    const byMobile = new Map(stays.map((stay) => [stay.identity, stay]));
    for (let index = 0; index < DEVOTEES; index += 1) {
      const mobile = String(9_000_000_000 + index);
      const mine = outcomes.filter((outcome) => outcome.mobile === mobile && outcome.status === 201);
      const entered = mine.filter((outcome) => outcome.way === 'entries').length;
      const left = mine.filter((outcome) => outcome.way === 'exits').length;
      const stay = byMobile.get(`m:${mobile}`);
      expect(stay?.open ?? 0, mobile).toBeLessThanOrEqual(1);
      expect(entered - left, mobile).toBe(stay?.open ?? 0);
      expect(entered, mobile).toBe(stay?.total ?? 0);
    }
  });
});
