import {
  addDays,
  UserType,
  type VqBlockResult,
  type VqCalendar,
  type VqQuestion,
  type VqSettings,
  type VqSlotTemplateChange,
} from '@nivedya/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import {
  aBooking,
  aLoggedInDevotee,
  aTempleTeam,
  bookOk,
  insertVqTemple,
  SETTINGS,
  setUpQueue,
  slotState,
  type TempleTeam,
  VQ_DAY,
  VQ_NOW,
} from './vq-test-builders.ts';

describe('virtual queue: settings, slots, questions and blocking (spec virtual-queue-slot-settings, -slot-blocking, -question-list)', () => {
  let context: TestContext;
  let team: TempleTeam;
  let templeId: number;
  let base: string;
  let questionId: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = VQ_NOW;
    templeId = await insertVqTemple(context.db);
    team = await aTempleTeam(context.app, context.db, templeId);
    base = `/api/v1/temples/${templeId}/virtual-queue`;
  });
  afterAll(async () => context.close());
  beforeEach(() => {
    context.clock.now = VQ_NOW;
  });

  it('starts from the defaults and saves the temple its own settings, with an audit row', async () => {
    const before = (await team.staff.get(`${base}/settings`)).json<VqSettings>();
    expect(before).toMatchObject({
      daysAhead: 30,
      openingTime: '00:00',
      graceMinutes: 15,
      maxPartySize: 5,
      updatedAt: null,
    });
    ({ questionId } = await setUpQueue(team));
    const after = (await team.staff.get(`${base}/settings`)).json<VqSettings>();
    expect(after).toMatchObject({ ...SETTINGS, templeId });
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.templeId, templeId), like(auditLog.action, 'vq-%')));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['vq-settings.updated', 'vq-slot-template.created', 'vq-question.created']),
    );
  });

  it('lets only the temple administrator change settings; staff read them', async () => {
    const response = await team.staff.put(`${base}/settings`, SETTINGS);
    expect(response.statusCode).toBe(403);
    const bad = await team.admin.put(`${base}/settings`, {
      ...SETTINGS,
      openingTime: '25:00',
      maxPartySize: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((error) => error.field)
        .sort(),
    ).toEqual(['maxPartySize', 'openingTime']);
  });

  it('refuses overlapping slots on a day', async () => {
    const overlap = await team.admin.post(`${base}/slot-templates`, {
      weekdays: [1],
      startTime: '09:30',
      endTime: '10:30',
      capacity: 50,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'VQ_SLOT_OVERLAP',
      detail: 'This slot overlaps the 09:00 – 10:00 slot on Monday',
    });
    const backwards = await team.admin.post(`${base}/slot-templates`, {
      weekdays: [1],
      startTime: '11:00',
      endTime: '10:30',
      capacity: 50,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('gives a date its own slots, which replace its weekday slots', async () => {
    const festival = addDays(VQ_DAY, 7);
    const created = await team.admin.post(`${base}/slot-templates`, {
      date: festival,
      startTime: '03:00',
      endTime: '05:00',
      capacity: 1000,
      label: 'Nirmalyam darshan',
    });
    expect(created.statusCode, created.body).toBe(201);
    const calendar = (
      await team.staff.get(
        `/api/v1/virtual-queue/temples/${templeId}/calendar?from=${festival}&to=${festival}`,
      )
    ).json<VqCalendar>();
    expect(calendar.days[0]?.slots.map((slot) => [slot.startTime, slot.capacity, slot.label])).toEqual([
      ['03:00', 1000, 'Nirmalyam darshan'],
    ]);
  });

  it('changes a slot for the dates to come; a date with bookings keeps its times and takes a capacity that fits', async () => {
    const { client } = await aLoggedInDevotee(context.app, context.db);
    await bookOk(client, aBooking(templeId, questionId, { startTime: '18:00' }));
    const templates = (await team.staff.get(`${base}/slot-templates?isActive=true`)).json<{
      items: { id: number; weekday: number | null; startTime: string }[];
    }>();
    const weekday = new Date(`${VQ_DAY}T00:00:00Z`).getUTCDay();
    const evening = templates.items.find((item) => item.weekday === weekday && item.startTime === '18:00');
    expect(evening).toBeDefined();

    const raised = await team.admin.put(`${base}/slot-templates/${evening?.id}`, {
      startTime: '18:00',
      endTime: '19:00',
      capacity: 150,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<VqSlotTemplateChange>().frozenSlots).toEqual([]);
    expect(await slotState(context.db, templeId, VQ_DAY, '18:00')).toMatchObject({
      capacity: 150,
      booked: 2,
    });

    const moved = await team.admin.put(`${base}/slot-templates/${evening?.id}`, {
      startTime: '18:30',
      endTime: '19:30',
      capacity: 150,
    });
    expect(moved.json<VqSlotTemplateChange>().frozenSlots).toEqual([
      { date: VQ_DAY, startTime: '18:00', endTime: '19:00', capacity: 150, booked: 2 },
    ]);
    const day = (
      await team.staff.get(`/api/v1/virtual-queue/temples/${templeId}/calendar?from=${VQ_DAY}&to=${VQ_DAY}`)
    ).json<VqCalendar>().days[0];
    // Devotees book the plan; the 18:00 slot with its bookings stays for the gate (see the dashboard).
    expect(day?.slots.map((slot) => slot.startTime)).toEqual(['06:00', '09:00', '18:30']);
    const dashboard = (await team.staff.get(`${base}/dashboard?date=${VQ_DAY}`)).json<{
      slots: { startTime: string; isInPlan: boolean; booked: number }[];
    }>();
    expect(dashboard.slots.find((slot) => slot.startTime === '18:00')).toMatchObject({
      isInPlan: false,
      booked: 2,
    });

    const tooSmall = await team.admin.patch(`${base}/slots/${VQ_DAY}/1800`, { capacity: 1 });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json()).toMatchObject({ code: 'VQ_SLOT_HAS_BOOKINGS', booked: 2 });
    const fits = await team.admin.patch(`${base}/slots/${VQ_DAY}/1800`, { capacity: 2 });
    expect(fits.json()).toMatchObject({ capacity: 2, booked: 2 });
  });

  it('keeps questions, with choices only for a choice question, and hides deleted ones from devotees', async () => {
    const created = await team.admin.post(`${base}/questions`, {
      label: 'Date of birth',
      labelNarration: 'ജനന തീയതി',
      kind: 'date',
      isRequired: false,
      sortOrder: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const question = created.json<VqQuestion>();
    const updated = await team.admin.put(`${base}/questions/${question.id}`, {
      label: 'Date of birth (as on the ID)',
      kind: 'date',
      isRequired: true,
    });
    expect(updated.json<VqQuestion>()).toMatchObject({
      label: 'Date of birth (as on the ID)',
      isRequired: true,
      labelNarration: null,
    });
    const bad = await team.admin.post(`${base}/questions`, {
      label: 'Pick',
      kind: 'choice',
      options: ['One'],
    });
    expect(bad.statusCode).toBe(400);
    expect((await team.admin.delete(`${base}/questions/${question.id}`)).statusCode).toBe(204);
    const list = (await team.staff.get(`${base}/questions`)).json<{ items: VqQuestion[] }>();
    expect(list.items.map((item) => item.label)).not.toContain('Date of birth (as on the ID)');
    expect((await team.staff.get(`${base}/questions/${question.id}`)).statusCode).toBe(404);
  });

  describe('blocking', () => {
    it('blocks a slot and lists the bookings already made for action; cancelling them frees the places', async () => {
      const date = addDays(VQ_DAY, 4);
      const booked = await Promise.all(
        [0, 1].map(async () => {
          const { client } = await aLoggedInDevotee(context.app, context.db);
          return bookOk(client, aBooking(templeId, questionId, { date, startTime: '09:00' }));
        }),
      );
      const listed = await team.admin.post(`${base}/blocks`, {
        date,
        startTime: '09:00',
        reason: 'Kalabham ceremony',
      });
      expect(listed.statusCode, listed.body).toBe(201);
      const result = listed.json<VqBlockResult>();
      expect(result).toMatchObject({ date, startTime: '09:00', reason: 'Kalabham ceremony', cancelled: 0 });
      expect(result.bookings.map((booking) => booking.id).sort()).toEqual(
        booked.map((booking) => booking.id).sort(),
      );

      const blocks = (await team.staff.get(`${base}/blocks?from=${date}&to=${date}`)).json<{
        items: unknown[];
      }>();
      expect(blocks.items).toEqual([
        expect.objectContaining({
          date,
          startTime: '09:00',
          reason: 'Kalabham ceremony',
          liveBookings: 2,
          liveDevotees: 4,
        }),
      ]);

      const again = await team.admin.post(`${base}/blocks`, {
        date,
        startTime: '09:00',
        reason: 'Kalabham ceremony',
        cancelBookings: true,
      });
      expect(again.json<VqBlockResult>()).toMatchObject({ cancelled: 2 });
      expect(again.json<VqBlockResult>().bookings.map((booking) => booking.status)).toEqual([
        'cancelled',
        'cancelled',
      ]);
      expect(await slotState(context.db, templeId, date, '09:00')).toMatchObject({
        booked: 0,
        liveDevotees: 0,
      });

      expect((await team.admin.delete(`${base}/blocks?date=${date}&startTime=09:00`)).statusCode).toBe(204);
      const { client } = await aLoggedInDevotee(context.app, context.db);
      await bookOk(client, aBooking(templeId, questionId, { date, startTime: '09:00' }));
    });

    it('blocks a whole date, slots not yet booked included, and unblocks it', async () => {
      const date = addDays(VQ_DAY, 6);
      const blocked = await team.admin.post(`${base}/blocks`, {
        date,
        reason: 'Temple closed: Ashtami Rohini',
      });
      expect(blocked.statusCode, blocked.body).toBe(201);
      const calendar = (
        await team.staff.get(`/api/v1/virtual-queue/temples/${templeId}/calendar?from=${date}&to=${date}`)
      ).json<VqCalendar>();
      expect(calendar.days[0]).toMatchObject({
        isBlocked: true,
        blockReason: 'Temple closed: Ashtami Rohini',
      });
      expect(calendar.days[0]?.slots.every((slot) => slot.state === 'blocked')).toBe(true);
      const { client } = await aLoggedInDevotee(context.app, context.db);
      const refused = await client.post(
        '/api/v1/virtual-queue/bookings',
        aBooking(templeId, questionId, { date, startTime: '09:00' }),
      );
      expect(refused.json()).toMatchObject({
        code: 'VQ_SLOT_BLOCKED',
        detail: expect.stringMatching(/Ashtami Rohini/),
      });
      expect((await team.admin.delete(`${base}/blocks?date=${date}`)).statusCode).toBe(204);
      await bookOk(client, aBooking(templeId, questionId, { date, startTime: '09:00' }));
      expect((await team.admin.delete(`${base}/blocks?date=${date}`)).statusCode).toBe(404);
    });

    it('refuses to block a date that has passed', async () => {
      const response = await team.admin.post(`${base}/blocks`, { date: addDays(VQ_DAY, -10), reason: 'x' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('authorization (ARCHITECTURE rule 4)', () => {
    /** Every temple-scoped virtual-queue route with a request that would otherwise be valid. */
    function staffRoutes(id: number): { method: string; url: string; body?: unknown; adminOnly: boolean }[] {
      const at = `/api/v1/temples/${id}/virtual-queue`;
      const token = { queueNumber: 'X-1' };
      return [
        { method: 'GET', url: `${at}/settings`, adminOnly: false },
        { method: 'PUT', url: `${at}/settings`, body: SETTINGS, adminOnly: true },
        { method: 'GET', url: `${at}/slot-templates`, adminOnly: false },
        {
          method: 'POST',
          url: `${at}/slot-templates`,
          body: { weekdays: [1], startTime: '20:00', endTime: '21:00', capacity: 5 },
          adminOnly: true,
        },
        {
          method: 'PUT',
          url: `${at}/slot-templates/1`,
          body: { startTime: '20:00', endTime: '21:00', capacity: 5 },
          adminOnly: true,
        },
        { method: 'PATCH', url: `${at}/slots/${VQ_DAY}/0900`, body: { capacity: 5 }, adminOnly: true },
        { method: 'GET', url: `${at}/questions`, adminOnly: false },
        { method: 'POST', url: `${at}/questions`, body: { label: 'Q', kind: 'text' }, adminOnly: true },
        { method: 'GET', url: `${at}/questions/1`, adminOnly: false },
        { method: 'PUT', url: `${at}/questions/1`, body: { label: 'Q', kind: 'text' }, adminOnly: true },
        { method: 'DELETE', url: `${at}/questions/1`, adminOnly: true },
        { method: 'GET', url: `${at}/blocks`, adminOnly: false },
        { method: 'POST', url: `${at}/blocks`, body: { date: VQ_DAY, reason: 'x' }, adminOnly: true },
        { method: 'DELETE', url: `${at}/blocks?date=${VQ_DAY}`, adminOnly: true },
        { method: 'POST', url: `${at}/gate/check`, body: token, adminOnly: false },
        { method: 'POST', url: `${at}/gate/admit`, body: token, adminOnly: false },
        { method: 'GET', url: `${at}/bookings`, adminOnly: false },
        { method: 'GET', url: `${at}/bookings/1`, adminOnly: false },
        { method: 'POST', url: `${at}/bookings/1/cancel`, body: { reason: 'x' }, adminOnly: true },
        { method: 'GET', url: `${at}/dashboard`, adminOnly: false },
        ...['summary', 'daily', 'consolidated', 'detailed', 'devotees'].map((report) => ({
          method: 'GET',
          url: `${at}/reports/${report}?from=${VQ_DAY}&to=${VQ_DAY}`,
          adminOnly: false,
        })),
      ];
    }

    it('lists every staff route of the OpenAPI document', async () => {
      const spec = (await new TestClient(context.app).get('/api/openapi.json')).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const documented = Object.entries(spec.paths)
        .filter(
          ([path]) =>
            path.startsWith('/api/v1/temples/{templeId}/virtual-queue') && !path.includes('/display'),
        )
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
        .sort();
      const listed = staffRoutes(0)
        .map((route) => {
          const path = route.url
            .split('?')[0]
            ?.replace('/temples/0/', '/temples/{templeId}/')
            .replace(/slot-templates\/1$/, 'slot-templates/{templateId}')
            .replace(/questions\/1$/, 'questions/{questionId}')
            .replace(/bookings\/1(\/cancel)?$/, 'bookings/{bookingId}$1')
            .replace(/slots\/[\d-]+\/\d+$/, 'slots/{date}/{startTime}');
          return `${route.method} ${path}`;
        })
        .filter((entry, index, all) => all.indexOf(entry) === index)
        .sort();
      expect(listed).toEqual(documented);
    });

    it("refuses another temple's staff and administrator on every staff route (403), and changes nothing", async () => {
      const otherTemple = await insertVqTemple(context.db);
      const outsiders = await aTempleTeam(context.app, context.db, otherTemple);
      const auditBefore = await context.db.select().from(auditLog);
      for (const route of staffRoutes(templeId)) {
        for (const client of [outsiders.staff, outsiders.admin]) {
          const response = await client.request({
            method: route.method as 'GET',
            url: route.url,
            ...(route.body ? { payload: route.body as object } : {}),
          });
          expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(403);
          expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
        }
      }
      expect(await context.db.select().from(auditLog)).toHaveLength(auditBefore.length);
    });

    it("refuses the temple's own staff on the administrator's routes, and devotees and guests on all", async () => {
      const { client: devotee } = await aLoggedInDevotee(context.app, context.db);
      const guest = new TestClient(context.app);
      for (const route of staffRoutes(templeId)) {
        const payload = route.body ? { payload: route.body as object } : {};
        if (route.adminOnly) {
          const response = await team.staff.request({
            method: route.method as 'GET',
            url: route.url,
            ...payload,
          });
          expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        }
        expect(
          (await devotee.request({ method: route.method as 'GET', url: route.url, ...payload })).statusCode,
        ).toBe(403);
        expect(
          (await guest.request({ method: route.method as 'GET', url: route.url, ...payload })).statusCode,
        ).toBe(401);
      }
    });

    it('lets platform administrators into any temple', async () => {
      const admin = await logInAs(context.app, await insertUser(context.db, { userType: UserType.Admin }));
      expect((await admin.get(`${base}/dashboard`)).statusCode).toBe(200);
      expect((await admin.get(`${base}/settings`)).statusCode).toBe(200);
    });
  });

  it("refuses a date's own slot that overlaps a weekday slot devotees have booked that day, as it refuses one overlapping another of the date's own", async () => {
    const date = addDays(VQ_DAY, 4);
    const { client } = await aLoggedInDevotee(context.app, context.db);
    await bookOk(client, aBooking(templeId, questionId, { date, startTime: '09:00' }));
    const overlapping = await team.admin.post(`${base}/slot-templates`, {
      date,
      startTime: '08:59',
      endTime: '09:29',
      capacity: 40,
    });
    expect(overlapping.statusCode, overlapping.body).toBe(409);
    expect(overlapping.json<{ code: string; detail: string }>()).toMatchObject({ code: 'VQ_SLOT_OVERLAP' });
    expect(overlapping.json<{ detail: string }>().detail).toMatch(
      /^This slot overlaps the 09:00 – 10:00 slot of \d{2}-[A-Z][a-z]{2}-\d{4}, which devotees have booked$/,
    );
    // Beside the booked slot, the date may have its own; the weekday slots nobody booked give way.
    const beside = await team.admin.post(`${base}/slot-templates`, {
      date,
      startTime: '10:00',
      endTime: '11:00',
      capacity: 40,
    });
    expect(beside.statusCode, beside.body).toBe(201);
    const sameDateClash = await team.admin.post(`${base}/slot-templates`, {
      date,
      startTime: '10:30',
      endTime: '11:30',
      capacity: 40,
    });
    expect(sameDateClash.statusCode).toBe(409);
    const calendar = (
      await team.staff.get(`/api/v1/virtual-queue/temples/${templeId}/calendar?from=${date}&to=${date}`)
    ).json<VqCalendar>();
    // The date's own slot is what devotees can book; the weekday 18:00 slot nobody booked is gone.
    const offered = calendar.days[0]?.slots.map((slot) => slot.startTime) ?? [];
    expect(offered).toContain('10:00');
    expect(offered).not.toContain('18:00');
  });
});
