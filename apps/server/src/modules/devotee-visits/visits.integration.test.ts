import type { VisitGate, VisitRecorded, VisitSettings, VisitZone } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, temples, visitEvents, visits, visitZones } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aBooking,
  aLoggedInDevotee,
  aTempleTeam,
  bookOk,
  insertVqTemple,
  ist,
  setUpQueue,
  type TempleTeam,
  VQ_DAY,
  VQ_NOW,
} from '../virtual-queue/vq-test-builders.ts';
import { forgetGateFacts } from './visit-movements-repository.ts';
import { setUpVisits } from './visit-test-builders.ts';

async function visitRowCounts(context: TestContext) {
  const [[events], [stays], [zones]] = await Promise.all([
    context.db.select({ n: count() }).from(visitEvents),
    context.db.select({ n: count() }).from(visits),
    context.db.select({ inside: visitZones.inside }).from(visitZones).orderBy(visitZones.id),
  ]);
  return { events: events?.n, stays: stays?.n, firstZoneInside: zones?.inside };
}

describe('devotee visits: settings and gates (spec devotee-visit-settings, -in, -out, devotee-in, -out)', () => {
  let context: TestContext;
  let team: TempleTeam;
  let other: TempleTeam;
  let templeId: number;
  let setup: Awaited<ReturnType<typeof setUpVisits>>;
  let otherSetup: Awaited<ReturnType<typeof setUpVisits>>;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = VQ_NOW;
    templeId = await insertVqTemple(context.db, { name: 'Sree Rajarajeswari Temple' });
    team = await aTempleTeam(context.app, context.db, templeId);
    setup = await setUpVisits(team.admin, context.db, templeId);
    const otherTemple = await insertVqTemple(context.db, { name: 'Devi Temple' });
    other = await aTempleTeam(context.app, context.db, otherTemple);
    otherSetup = await setUpVisits(other.admin, context.db, otherTemple, { name: 'Devi hall' });
  });
  afterAll(async () => context.close());

  const entry = (body: Record<string, unknown>) => team.staff.post(`${setup.base}/entries`, body);
  const exit = (body: Record<string, unknown>) => team.staff.post(`${setup.base}/exits`, body);

  it('sets zones, gates and visit types, with clear errors for bad input that change nothing', async () => {
    const settings = await team.staff.get(`${setup.base}/settings`);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json<VisitSettings>()).toMatchObject({
      templeId,
      isDevoteeVisit: true,
      visitTypes: [1, 2, 3],
      zones: [{ name: 'Main hall', nameNarration: 'നാലമ്പലം', capacity: 500, alertThreshold: 400, inside: 0 }],
    });
    expect(settings.json<VisitSettings>().gates.map((gate) => [gate.name, gate.direction])).toEqual([
      ['Main hall east gate', 'in'],
      ['Main hall side gate', 'both'],
      ['Main hall west gate', 'out'],
    ]);

    const before = await context.db.select({ n: count() }).from(auditLog);
    const over = await team.admin.post(`${setup.base}/zones`, {
      name: 'Sanctum',
      capacity: 50,
      alertThreshold: 60,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
      field: 'alertThreshold',
      message: 'The alert threshold cannot be above the capacity',
    });
    const taken = await team.admin.post(`${setup.base}/zones`, {
      name: 'MAIN HALL',
      capacity: 50,
      alertThreshold: 40,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe('VISIT_NAME_TAKEN');
    const foreignZone = await team.admin.post(`${setup.base}/gates`, {
      zoneId: otherSetup.zone.id,
      name: 'Borrowed gate',
      direction: 'in',
    });
    expect(foreignZone.statusCode).toBe(404);
    expect(foreignZone.json<{ code: string }>().code).toBe('VISIT_ZONE_NOT_FOUND');
    const badDirection = await team.admin.post(`${setup.base}/gates`, {
      zoneId: setup.zone.id,
      name: 'X',
      direction: 'sideways',
    });
    expect(badDirection.statusCode).toBe(400);
    const staffChange = await team.staff.post(`${setup.base}/zones`, {
      name: 'Sanctum',
      capacity: 50,
      alertThreshold: 40,
    });
    expect(staffChange.statusCode, 'settings are the temple administrator’s').toBe(403);
    const otherTemple = await other.admin.put(`${setup.base}/zones/${setup.zone.id}`, {
      name: 'Taken over',
      capacity: 1,
      alertThreshold: 1,
    });
    expect(otherTemple.statusCode).toBe(403);
    const notOurs = await team.admin.put(`${setup.base}/zones/${otherSetup.zone.id}`, {
      name: 'Taken over',
      capacity: 1,
      alertThreshold: 1,
    });
    expect(notOurs.statusCode).toBe(404);
    expect((await context.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(before[0]?.n);

    const types = await team.admin.put(`${setup.base}/settings`, { visitTypes: [3, 1, 2, 1] });
    expect(types.json<VisitSettings>().visitTypes).toEqual([1, 2, 3]);
    expect((await team.admin.put(`${setup.base}/settings`, { visitTypes: [] })).statusCode).toBe(400);
    expect((await team.admin.put(`${setup.base}/settings`, { visitTypes: [4] })).statusCode).toBe(400);
  });

  it('counts a devotee in by mobile once, out only after in, and tells the gate how many are inside', async () => {
    const mobile = '9847012345';
    const first = await entry({ gateId: setup.eastGate.id, type: 1, mobile, people: 3 });
    expect(first.statusCode, first.body).toBe(201);
    const recorded = first.json<VisitRecorded>();
    expect(recorded).toMatchObject({
      direction: 'in',
      type: 1,
      people: 3,
      who: '******2345',
      zone: { name: 'Main hall', inside: 3, level: 'ok' },
      message: '3 devotees in. 3 inside Main hall.',
    });
    const before = await visitRowCounts(context);
    const twice = await entry({ gateId: setup.sideGate.id, type: 1, mobile });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string; detail: string }>()).toMatchObject({
      code: 'VISIT_ALREADY_INSIDE',
      detail: '******2345 is already inside Main hall: in at 07:00 through Main hall east gate',
    });
    const stranger = await exit({ gateId: setup.westGate.id, type: 1, mobile: '9847099999' });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json<{ code: string }>().code).toBe('VISIT_NOT_INSIDE');
    const wrongWay = await exit({ gateId: setup.eastGate.id, type: 1, mobile });
    expect(wrongWay.statusCode).toBe(409);
    expect(wrongWay.json<{ detail: string }>().detail).toBe(
      'Main hall east gate is an entry gate; record exits at another',
    );
    expect(await visitRowCounts(context)).toEqual(before);

    context.clock.now = new Date(VQ_NOW.getTime() + 42 * 60_000);
    const out = await exit({ gateId: setup.westGate.id, type: 1, mobile });
    context.clock.now = VQ_NOW;
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json<VisitRecorded>()).toMatchObject({
      direction: 'out',
      people: 3,
      visit: { minutesInside: 42 },
      zone: { inside: 0 },
    });
    // Out and in again: a new visit.
    expect((await entry({ gateId: setup.eastGate.id, type: 1, mobile })).statusCode).toBe(201);
    expect((await exit({ gateId: setup.sideGate.id, type: 1, mobile })).statusCode).toBe(201);
  });

  it('counts groups in and out, never below zero', async () => {
    const zoneInside = async () =>
      (await context.db.select().from(visitZones).where(eq(visitZones.id, setup.zone.id)))[0]?.inside;
    const start = (await zoneInside()) ?? 0;
    const group = await entry({ gateId: setup.eastGate.id, type: 3, people: 40 });
    expect(group.json<VisitRecorded>()).toMatchObject({
      who: null,
      visit: null,
      zone: { inside: start + 40 },
    });
    const before = await visitRowCounts(context);
    const tooMany = await exit({ gateId: setup.westGate.id, type: 3, people: start + 41 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ code: string; detail: string }>()).toMatchObject({
      code: 'VISIT_ZONE_EMPTY',
      detail: `Only ${start + 40} devotees are inside Main hall; ${start + 41} cannot leave`,
    });
    expect(await visitRowCounts(context)).toEqual(before);
    expect(
      (await exit({ gateId: setup.westGate.id, type: 3, people: start + 40 })).json<VisitRecorded>().zone
        .inside,
    ).toBe(0);
    expect((await exit({ gateId: setup.westGate.id, type: 3, people: 1 })).statusCode).toBe(409);
    expect(await zoneInside()).toBe(0);
    for (const people of [0, 101, 2.5]) {
      expect((await entry({ gateId: setup.eastGate.id, type: 3, people })).statusCode).toBe(400);
    }
  });

  it('says how many a party leaving really took out when counts already took some of its places', async () => {
    const zoneInside = async () =>
      (await context.db.select().from(visitZones).where(eq(visitZones.id, setup.zone.id)))[0]?.inside ?? 0;
    const mobile = '9847012399';
    expect((await entry({ gateId: setup.eastGate.id, type: 1, mobile, people: 4 })).statusCode).toBe(201);
    // The gate counted most of them out as a group; one is left.
    expect(
      (await exit({ gateId: setup.westGate.id, type: 3, people: (await zoneInside()) - 1 })).statusCode,
    ).toBe(201);
    const left = await exit({ gateId: setup.westGate.id, type: 1, mobile });
    expect(left.json<VisitRecorded>()).toMatchObject({
      people: 1,
      zone: { inside: 0 },
      message: '1 devotee out. 0 inside Main hall.',
    });
  });

  it("lets a darshan token's party in by QR, and refuses a forged code, another temple's token and a receipt of none", async () => {
    const { questionId } = await setUpQueue(team);
    const { client } = await aLoggedInDevotee(context.app, context.db);
    const booking = await bookOk(client, aBooking(templeId, questionId));
    context.clock.now = ist(VQ_DAY, '09:10');
    try {
      const scanned = await entry({ gateId: setup.eastGate.id, type: 2, code: booking.qrText });
      expect(scanned.statusCode, scanned.body).toBe(201);
      expect(scanned.json<VisitRecorded>()).toMatchObject({
        people: 2,
        who: `Darshan token ${booking.queueNumber}`,
      });
      expect((await entry({ gateId: setup.eastGate.id, type: 2, code: booking.qrText })).statusCode).toBe(
        409,
      );
      const before = await visitRowCounts(context);
      const forged = `${booking.qrText.slice(0, -2)}${booking.qrText.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const code of [
        forged,
        'hello',
        'https://example.org/seva-receipt/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      ]) {
        const refused = await entry({ gateId: setup.eastGate.id, type: 2, code });
        expect(refused.statusCode, code).toBe(400);
        expect(refused.json<{ code: string }>().code).toBe('VISIT_QR_INVALID');
      }
      const elsewhere = await other.staff.post(`${otherSetup.base}/entries`, {
        gateId: otherSetup.eastGate.id,
        type: 2,
        code: booking.qrText,
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(await visitRowCounts(context)).toEqual(before);
      const out = await exit({ gateId: setup.westGate.id, type: 2, code: booking.qrText });
      expect(out.json<VisitRecorded>()).toMatchObject({ people: 2, visit: { minutesInside: 0 } });
    } finally {
      context.clock.now = VQ_NOW;
    }
  });

  it('refuses unknown gates, other temples, switched-off gates, unused types and a temple without IsDevoteeVisit', async () => {
    const before = await visitRowCounts(context);
    const unknown = await entry({ gateId: 999_999, type: 3, people: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('VISIT_GATE_NOT_FOUND');
    // Another temple's gate through this temple's address: not found here.
    expect((await entry({ gateId: otherSetup.eastGate.id, type: 3, people: 1 })).statusCode).toBe(404);
    // Another temple's staff at this temple: forbidden.
    expect(
      (await other.staff.post(`${setup.base}/entries`, { gateId: setup.eastGate.id, type: 3, people: 1 }))
        .statusCode,
    ).toBe(403);
    const missing = await entry({ gateId: setup.eastGate.id, type: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('mobile');

    await team.admin.put(`${setup.base}/settings`, { visitTypes: [2, 3] });
    const unused = await entry({ gateId: setup.eastGate.id, type: 1, mobile: '9847011111' });
    expect(unused.statusCode).toBe(400);
    expect(unused.json<{ code: string }>().code).toBe('VISIT_TYPE_NOT_USED');
    await team.admin.put(`${setup.base}/settings`, { visitTypes: [1, 2, 3] });

    const switchedOff = await team.admin.put(`${setup.base}/gates/${setup.sideGate.id}`, {
      zoneId: setup.zone.id,
      name: setup.sideGate.name,
      direction: 'both',
      isActive: false,
    });
    expect(switchedOff.json<VisitGate>().isActive).toBe(false);
    expect((await entry({ gateId: setup.sideGate.id, type: 3, people: 1 })).statusCode).toBe(404);

    // The platform switches the temple's visits off: a server reads the gate's facts afresh within
    // GATE_FACTS_MEMO_MS of a change made elsewhere, at once here.
    await context.db.update(temples).set({ isDevoteeVisit: false }).where(eq(temples.id, templeId));
    forgetGateFacts(context.db);
    const closed = await entry({ gateId: setup.eastGate.id, type: 3, people: 1 });
    await context.db.update(temples).set({ isDevoteeVisit: true }).where(eq(temples.id, templeId));
    forgetGateFacts(context.db);
    expect(closed.statusCode).toBe(404);
    expect(closed.json<{ code: string; detail: string }>()).toMatchObject({
      code: 'VISITS_NOT_OFFERED',
      detail: 'Sree Rajarajeswari Temple does not count devotee visits',
    });
    expect(await visitRowCounts(context)).toEqual(before);
  });

  it('keeps a zone change and its inside count apart: the admin edits capacity, the count stays', async () => {
    const inside = (await entry({ gateId: setup.eastGate.id, type: 3, people: 5 })).json<VisitRecorded>().zone
      .inside;
    const edited = await team.admin.put(`${setup.base}/zones/${setup.zone.id}`, {
      name: 'Main hall',
      capacity: 600,
      alertThreshold: 450,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<VisitZone>()).toMatchObject({ capacity: 600, alertThreshold: 450, inside });
  });
});
