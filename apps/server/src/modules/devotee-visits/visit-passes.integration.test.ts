import type { Page, VisitLiveStatus, VisitPass, VisitRecorded } from '@nivedya/domain';
import { addDays } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, visitEvents, visitPasses, visitZones } from '../../db/schema/index.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import { aTempleTeam, insertVqTemple, type TempleTeam, VQ_NOW } from '../virtual-queue/vq-test-builders.ts';
import { setUpVisits } from './visit-test-builders.ts';

const MINUTE = 60_000;

describe('walk-in passes by occupancy (issue #16)', () => {
  let context: TestContext;
  let team: TempleTeam;
  let other: TempleTeam;
  let setup: Awaited<ReturnType<typeof setUpVisits>>;
  let otherSetup: Awaited<ReturnType<typeof setUpVisits>>;
  let sanctum: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = VQ_NOW;
    const templeId = await insertVqTemple(context.db, { name: 'Sree Rajarajeswari Temple' });
    team = await aTempleTeam(context.app, context.db, templeId);
    // Room for 10 below the alert threshold.
    setup = await setUpVisits(team.admin, context.db, templeId, { capacity: 20, alertThreshold: 10 });
    const second = await team.admin.post(`${setup.base}/zones`, {
      name: 'Sanctum',
      capacity: 5,
      alertThreshold: 4,
    });
    sanctum = second.json<{ id: number }>().id;
    const otherTemple = await insertVqTemple(context.db, { name: 'Devi Temple' });
    other = await aTempleTeam(context.app, context.db, otherTemple);
    otherSetup = await setUpVisits(other.admin, context.db, otherTemple, { name: 'Devi hall' });
  });
  afterAll(async () => context.close());

  const issue = (body: Record<string, unknown>, client = team.staff) =>
    client.post(`${setup.base}/passes`, body);
  const scanIn = (code: string, gateId = setup.eastGate.id) =>
    team.staff.post(`${setup.base}/entries`, { gateId, type: 2, code });
  const countOut = (people: number) =>
    team.staff.post(`${setup.base}/exits`, { gateId: setup.westGate.id, type: 3, people });
  const passLink = (pass: VisitPass) => `http://localhost:3000/walk-in-pass/${pass.token}`;
  /** The main hall's passes of the day, in number order. */
  const passes = async (zoneId = setup.zone.id) =>
    context.db
      .select()
      .from(visitPasses)
      .where(eq(visitPasses.zoneId, zoneId))
      .orderBy(visitPasses.date, visitPasses.number);
  const smsTo = async (purpose: string) =>
    context.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, purpose)).orderBy(smsOutbox.id);
  const eventCount = async () => (await context.db.select({ n: count() }).from(visitEvents))[0]?.n;

  it('refuses bad input and other temples with a clear error, issuing nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ zoneId: otherSetup.zone.id, people: 2 }, 404, 'VISIT_ZONE_NOT_FOUND'],
      [{ zoneId: 999_999, people: 2 }, 404, 'VISIT_ZONE_NOT_FOUND'],
      [{ zoneId: setup.zone.id, people: 0 }, 400, 'VALIDATION_FAILED'],
      [{ zoneId: setup.zone.id, people: 101 }, 400, 'VALIDATION_FAILED'],
      [{ zoneId: setup.zone.id, people: 2, mobile: '12345' }, 400, 'VALIDATION_FAILED'],
      [{ zoneId: setup.zone.id }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const response = await issue(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
    }
    expect((await issue({ zoneId: 1, people: 1 }, other.admin)).statusCode).toBe(403);
    expect((await other.admin.get(`${setup.base}/passes`)).statusCode).toBe(403);
    expect(await context.db.select().from(visitPasses)).toEqual([]);
  });

  it('calls a pass at once while the zone has room, and texts the devotee its link', async () => {
    const response = await issue({ zoneId: setup.zone.id, people: 4, mobile: '9847011111' });
    expect(response.statusCode, response.body).toBe(201);
    const pass = response.json<VisitPass>();
    expect(pass).toMatchObject({
      number: 1,
      zoneName: 'Main hall',
      people: 4,
      mobile: '******1111',
      status: 'called',
      calledAt: VQ_NOW.toISOString(),
      peopleAhead: null,
      expectedAt: null,
    });
    const [sms] = await smsTo('visit-pass');
    expect(sms?.toMobile).toBe('9847011111');
    expect(sms?.body).toBe(
      `Sree Rajarajeswari Temple: walk-in pass 1 for Main hall, 4 devotees. Please go in now and show the pass at the gate. ${passLink(pass)}`,
    );
    // The devotee opens the link without logging in.
    const own = await new TestClient(context.app).get(`/api/v1/visit-passes/${pass.token}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<VisitPass>()).toMatchObject({ number: 1, status: 'called', mobile: '******1111' });
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('makes passes wait while the zone is at its threshold, with the time exits should call them', async () => {
    // 8 inside and pass 1's party of 4 on its way: no room below the threshold of 10.
    expect(
      (await team.staff.post(`${setup.base}/entries`, { gateId: setup.eastGate.id, type: 3, people: 8 }))
        .statusCode,
    ).toBe(201);
    const second = (
      await issue({ zoneId: setup.zone.id, people: 3, mobile: '9847022222' })
    ).json<VisitPass>();
    expect(second).toMatchObject({ number: 2, status: 'waiting', peopleAhead: 0, expectedAt: null });
    expect((await smsTo('visit-pass')).at(-1)?.body).toBe(
      `Sree Rajarajeswari Temple: walk-in pass 2 for Main hall, 3 devotees. Please wait; we will text you when it is called. ${passLink(second)}`,
    );
    const third = (await issue({ zoneId: setup.zone.id, people: 2 })).json<VisitPass>();
    expect(third).toMatchObject({ number: 3, status: 'waiting', peopleAhead: 3, mobile: null });
    // Another zone numbers its own passes.
    const sanctumPass = (await issue({ zoneId: sanctum, people: 1 })).json<VisitPass>();
    expect(sanctumPass).toMatchObject({ number: 1, zoneName: 'Sanctum', status: 'called' });

    const before = await eventCount();
    const early = await scanIn(passLink(second));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string; detail: string }>()).toMatchObject({
      code: 'VISIT_PASS_WAITING',
      detail: 'Walk-in pass 2 is still waiting for room in Main hall',
    });
    const wrongZone = await scanIn(passLink(sanctumPass));
    expect(wrongZone.json<{ detail: string }>().detail).toBe('Walk-in pass 1 is for Sanctum, not Main hall');
    expect(await eventCount()).toBe(before);
  });

  it('lets a called pass in once with its party, by its link or its token alone', async () => {
    const [first] = await passes();
    const response = await scanIn(first!.token);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<VisitRecorded>()).toMatchObject({
      people: 4,
      who: 'Walk-in pass 1',
      zone: { inside: 12, level: 'alert' },
    });
    expect((await passes())[0]).toMatchObject({ status: 'entered', enteredAt: VQ_NOW });
    const again = await scanIn(`http://localhost:3000/walk-in-pass/${first!.token}`, setup.sideGate.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string; detail: string }>()).toMatchObject({
      code: 'VISIT_PASS_USED',
      detail: 'Walk-in pass 1 was used at 07:00',
    });
    const forged = await scanIn('http://localhost:3000/walk-in-pass/AAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.json<{ code: string }>().code).toBe('VISIT_QR_INVALID');
  });

  it('calls the waiting passes in turn as exits make room, texts them, and shows them on the live screen', async () => {
    context.clock.now = new Date(VQ_NOW.getTime() + 5 * MINUTE);
    // 12 inside; 5 leave: 7 inside, room for 3 = pass 2, not yet pass 3 behind it.
    expect((await countOut(5)).statusCode).toBe(201);
    const [, second, third] = await passes();
    expect(second).toMatchObject({ number: 2, status: 'called', calledAt: context.clock.now });
    expect(third).toMatchObject({ number: 3, status: 'waiting' });
    const [called] = await smsTo('visit-pass-called');
    expect(called?.toMobile).toBe('9847022222');
    expect(called?.body).toBe(
      `Sree Rajarajeswari Temple: walk-in pass 2 is called. Please go to Main hall now and show the pass at the gate. http://localhost:3000/walk-in-pass/${second!.token}`,
    );

    const live = (await team.staff.get(`${setup.base}/live`)).json<VisitLiveStatus>();
    // Pass 3 needs 7 inside + 3 on their way + 2 − 10 = 2 to leave; 5 left in 15 minutes: 6 minutes.
    const expectedAt = new Date(context.clock.now.getTime() + 6 * MINUTE).toISOString();
    expect(live.zones.find((zone) => zone.id === setup.zone.id)?.passes).toEqual({
      calling: [2],
      waitingPasses: 1,
      waitingPeople: 2,
      nextNumber: 3,
      nextExpectedAt: expectedAt,
      issuedToday: 3,
    });
    const page = (await team.staff.get(`${setup.base}/passes?status=waiting`)).json<Page<VisitPass>>();
    expect(page).toMatchObject({ total: 1, items: [{ number: 3, peopleAhead: 0, expectedAt }] });
    const all = (await team.staff.get(`${setup.base}/passes?limit=2`)).json<Page<VisitPass>>();
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(2);
  });

  it("cancels a pass not yet used, giving a called pass's room to the next", async () => {
    const [, second, third] = await passes();
    const cancelled = await team.staff.post(`${setup.base}/passes/${second!.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<VisitPass>().status).toBe('cancelled');
    expect((await passes())[2]).toMatchObject({ id: third!.id, status: 'called' });
    const twice = await team.staff.post(`${setup.base}/passes/${second!.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe('VISIT_PASS_CLOSED');
    const scanned = await scanIn(second!.token);
    expect(scanned.json<{ detail: string }>().detail).toBe('Walk-in pass 2 was cancelled');
    expect((await other.admin.post(`${setup.base}/passes/${third!.id}/cancel`)).statusCode).toBe(403);
    expect((await other.admin.post(`${otherSetup.base}/passes/${third!.id}/cancel`)).statusCode).toBe(404);
  });

  it("lets a pass's party out by its QR, and refuses a pass of another day or another temple", async () => {
    const [first] = await passes();
    const out = await team.staff.post(`${setup.base}/exits`, {
      gateId: setup.westGate.id,
      type: 2,
      code: first!.token,
    });
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json<VisitRecorded>()).toMatchObject({ people: 4, visit: { minutesInside: 5 } });

    const theirs = (
      await other.staff.post(`${otherSetup.base}/passes`, { zoneId: otherSetup.zone.id, people: 1 })
    ).json<VisitPass>();
    expect((await scanIn(theirs.token)).json<{ code: string }>().code).toBe('VISIT_QR_INVALID');
    const [, , third] = await passes();
    context.clock.now = new Date(VQ_NOW.getTime() + 24 * 60 * MINUTE);
    const tomorrow = await scanIn(third!.token);
    expect(tomorrow.json<{ detail: string }>().detail).toBe(`Walk-in pass 3 was for ${third!.date}`);
    expect(addDays(third!.date, 1)).toBe(
      (await issue({ zoneId: setup.zone.id, people: 1 })).json<VisitPass>().date,
    );
    context.clock.now = VQ_NOW;
  });

  it('answers an unknown or malformed pass link with not found', async () => {
    const anyone = new TestClient(context.app);
    const unknown = await anyone.get('/api/v1/visit-passes/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('VISIT_PASS_NOT_FOUND');
    expect((await anyone.get('/api/v1/visit-passes/short')).statusCode).toBe(400);
  });

  it('numbers passes issued at once in turn and never calls more than the room', async () => {
    await context.db.update(visitZones).set({ inside: 0 }).where(eq(visitZones.id, sanctum));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => issue({ zoneId: sanctum, people: 1 })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const issued = answers.map((response) => response.json<VisitPass>());
    expect(issued.map((pass) => pass.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 2),
    );
    const rows = await passes(sanctum);
    // Room for 4 below the threshold, and pass 1 holds one of them.
    expect(rows.filter((pass) => pass.status === 'called').map((pass) => pass.number)).toEqual([1, 2, 3, 4]);
  });
});
