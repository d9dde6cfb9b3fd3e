import { type ReportPage, UserType, type VisitDashboard, type VisitLiveStatus } from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, temples, users } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { EventReader } from '../../test/event-reader.ts';
import { grantRights } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aTempleTeam,
  insertVqTemple,
  ist,
  type TempleTeam,
  VQ_TODAY,
} from '../virtual-queue/vq-test-builders.ts';
import { setUpVisits } from './visit-test-builders.ts';

describe('devotee visits: the live status, its stream and the crowded-zone alert (spec devotee-visit-live-status)', () => {
  let context: TestContext;
  let team: TempleTeam;
  let templeId: number;
  let setup: Awaited<ReturnType<typeof setUpVisits>>;
  let baseUrl: string;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = ist(VQ_TODAY, '10:05');
    templeId = await insertVqTemple(context.db, { name: 'Sree Bhagavathy Temple' });
    team = await aTempleTeam(context.app, context.db, templeId);
    setup = await setUpVisits(team.admin, context.db, templeId, { capacity: 10, alertThreshold: 6 });
    baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => context.close());

  const entry = (body: Record<string, unknown>) => team.staff.post(`${setup.base}/entries`, body);
  const exit = (body: Record<string, unknown>) => team.staff.post(`${setup.base}/exits`, body);

  it('shows each zone inside now, in and out of the last quarter hour, and the day by quarter hour', async () => {
    context.clock.now = ist(VQ_TODAY, '09:10');
    await entry({ gateId: setup.eastGate.id, type: 3, people: 4 });
    context.clock.now = ist(VQ_TODAY, '09:50');
    await entry({ gateId: setup.eastGate.id, type: 3, people: 1 });
    await exit({ gateId: setup.westGate.id, type: 3, people: 2 });
    context.clock.now = ist(VQ_TODAY, '10:00');
    const response = await team.staff.get(`${setup.base}/live`);
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json<VisitLiveStatus>();
    expect(status).toMatchObject({ templeId, isDevoteeVisit: true, date: VQ_TODAY, recentMinutes: 15 });
    expect(status.zones[0]).toMatchObject({
      name: 'Main hall',
      inside: 3,
      capacity: 10,
      level: 'ok',
      entriesRecent: 1,
      exitsRecent: 2,
      peakToday: 5,
      trend: [
        { time: '09:00', inside: 4 },
        { time: '09:45', inside: 5 },
      ],
    });
    // Every staff member of the temple sees it, with or without the gate right; another temple's do not.
    const clerk = await insertUser(context.db, { userType: UserType.TempleStaff, templeId });
    expect((await (await logInAs(context.app, clerk)).get(`${setup.base}/live`)).statusCode).toBe(200);
    const otherTemple = await insertVqTemple(context.db);
    const stranger = await aTempleTeam(context.app, context.db, otherTemple);
    expect((await stranger.admin.get(`${setup.base}/live`)).statusCode).toBe(403);
  });

  it('streams a snapshot, then an update when a gate records', async () => {
    context.clock.now = ist(VQ_TODAY, '10:05');
    const cookie = [...team.staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrl}${setup.base}/live/stream`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = new EventReader(response.body as ReadableStream<Uint8Array>);
    try {
      const snapshot = (await events.next((event) => event.event === 'snapshot')).data as VisitLiveStatus;
      const before = snapshot.zones[0]?.inside ?? 0;
      expect((await entry({ gateId: setup.eastGate.id, type: 3, people: 2 })).statusCode).toBe(201);
      const update = await events.next((event) => event.event === 'update');
      expect((update.data as VisitLiveStatus).zones[0]?.inside).toBe(before + 2);
      expect(events.retry).toBe(3000);
    } finally {
      await events.cancel();
    }
    const anonymous = await fetch(`${baseUrl}${setup.base}/live/stream`);
    expect(anonymous.status).toBe(401);
  });

  it('tells the administrator and gate staff once when a zone passes its threshold, and marks it crowded', async () => {
    context.clock.now = ist(VQ_TODAY, '10:10');
    const withoutGate = await insertUser(context.db, { userType: UserType.TempleStaff, templeId });
    await grantRights(context.db, withoutGate.id, ['reports.read']);
    const inside = (await team.staff.get(`${setup.base}/live`)).json<VisitLiveStatus>().zones[0]?.inside ?? 0;
    expect(inside).toBeLessThan(6);
    const crossing = await entry({ gateId: setup.eastGate.id, type: 3, people: 6 - inside });
    expect(crossing.json<{ zone: { level: string } }>().zone.level).toBe('alert');
    await entry({ gateId: setup.eastGate.id, type: 3, people: 1 });
    // Down and up again within the quiet minutes: no second alert.
    await exit({ gateId: setup.westGate.id, type: 3, people: 2 });
    await entry({ gateId: setup.eastGate.id, type: 3, people: 2 });

    const alerts = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.templeId, templeId), eq(notifications.link, '/devotee-visit-live-status')));
    expect(alerts.map((alert) => alert.userId).sort()).toEqual(
      [team.staffUser.id, ...(await adminIds(context, templeId))].sort(),
    );
    expect(alerts[0]).toMatchObject({
      title: 'Main hall is crowded',
      body: '6 of 10 inside Main hall, at or above its alert threshold of 6. Slow the entries at its gates.',
    });
    const live = (await team.staff.get(`${setup.base}/live`)).json<VisitLiveStatus>();
    expect(live.zones[0]).toMatchObject({ inside: 7, level: 'alert' });
  });

  it('reports each named visit and every zone by hour, on the reports engine, with files', async () => {
    context.clock.now = ist(VQ_TODAY, '11:00');
    await entry({ gateId: setup.eastGate.id, type: 1, mobile: '9847055555', people: 2 });
    context.clock.now = ist(VQ_TODAY, '11:25');
    await exit({ gateId: setup.westGate.id, type: 1, mobile: '9847055555' });
    await entry({ gateId: setup.eastGate.id, type: 1, mobile: '9847066666' });
    context.clock.now = ist(VQ_TODAY, '12:00');
    const range = `from=${VQ_TODAY}&to=${VQ_TODAY}`;
    const reports = `/api/v1/temples/${templeId}/reports`;
    const detailed = await team.staff.get(`${reports}/devotee-visit-devotee-detailed-report?${range}`);
    expect(detailed.statusCode, detailed.body).toBe(200);
    const visits = detailed.json<ReportPage>();
    expect(visits.items.slice(0, 2)).toEqual([
      {
        date: VQ_TODAY,
        inTime: '11:25',
        outTime: null,
        minutes: null,
        zone: 'Main hall',
        inGate: 'Main hall east gate',
        outGate: null,
        who: '******6666',
        devotees: 1,
        status: 'inside',
      },
      {
        date: VQ_TODAY,
        inTime: '11:00',
        outTime: '11:25',
        minutes: 25,
        zone: 'Main hall',
        inGate: 'Main hall east gate',
        outGate: 'Main hall west gate',
        who: '******5555',
        devotees: 2,
        status: 'left',
      },
    ]);
    const stillInside = await team.staff.get(
      `${reports}/devotee-visit-devotee-detailed-report?${range}&status=inside`,
    );
    expect(stillInside.json<ReportPage>().items.every((row) => row.status === 'inside')).toBe(true);

    const hourly = await team.staff.get(`${reports}/devotee-visit-consolidated-report?${range}`);
    expect(hourly.statusCode, hourly.body).toBe(200);
    const hours = hourly.json<ReportPage>();
    expect(hours.items.find((row) => row.hour === '11:00')).toEqual({
      date: VQ_TODAY,
      hour: '11:00',
      zone: 'Main hall',
      entries: 3,
      exits: 2,
      peak: String(
        Math.max(...hours.items.filter((row) => row.hour === '11:00').map((row) => Number(row.peak))),
      ),
    });
    expect(hours.items.map((row) => row.hour)).toEqual([...hours.items.map((row) => row.hour)].sort());
    const csv = await team.staff.get(`${reports}/devotee-visit-consolidated-report?${range}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Date,Hour,Zone,In,Out,Most inside');
  });

  it('sums a day per zone on the dashboard: in, out, peak, how the gates counted, named visits and stays', async () => {
    const today = await team.staff.get(`${setup.base}/dashboard`);
    expect(today.statusCode, today.body).toBe(200);
    const dashboard = today.json<VisitDashboard>();
    const zone = dashboard.zones[0];
    expect(dashboard).toMatchObject({ date: VQ_TODAY, isToday: true });
    expect(zone).toMatchObject({ name: 'Main hall', namedVisits: 2, averageMinutes: 25 });
    expect(zone?.entriesByType.mobile).toBe(3);
    expect(
      (zone?.entriesByType.mobile ?? 0) +
        (zone?.entriesByType.qrCode ?? 0) +
        (zone?.entriesByType.count ?? 0),
    ).toBe(zone?.entries);
    expect(zone?.insideNow).toBe((zone?.entries ?? 0) - (zone?.exits ?? 0));
    expect(zone?.peak).toBeGreaterThanOrEqual(zone?.insideNow ?? 0);
    expect(dashboard.totals).toEqual({ entries: zone?.entries, exits: zone?.exits, namedVisits: 2 });

    const quiet = (await team.staff.get(`${setup.base}/dashboard?date=2025-01-01`)).json<VisitDashboard>();
    expect(quiet).toMatchObject({ isToday: false, totals: { entries: 0, exits: 0, namedVisits: 0 } });
    expect(quiet.zones[0]).toMatchObject({ insideNow: null, entries: 0, peak: 0, averageMinutes: null });
    expect((await team.staff.get(`${setup.base}/dashboard?date=01-01-2025`)).statusCode).toBe(400);
  });

  it('answers 404 for the stream of a temple that does not count visits, so its screens stop asking', async () => {
    await context.db.update(temples).set({ isDevoteeVisit: false }).where(eq(temples.id, templeId));
    try {
      const cookie = [...team.staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${baseUrl}${setup.base}/live/stream`, { headers: { cookie } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'VISITS_NOT_OFFERED' });
    } finally {
      await context.db.update(temples).set({ isDevoteeVisit: true }).where(eq(temples.id, templeId));
    }
  });
});

async function adminIds(context: TestContext, templeId: number): Promise<number[]> {
  const rows = await context.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.templeId, templeId), eq(users.userType, UserType.TempleAdmin)));
  return rows.map((row) => row.id);
}
