import type { SevaAvailability, SevaDetail, SevaList, SpecialPooja } from '@nivedya/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { temples } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import {
  insertAvailability,
  insertBlocking,
  insertBookableTemple,
  insertSeva,
  setBooked,
  type TestTemple,
} from '../../test/catalogue-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// Wednesday 4 March 2026, 10:00 in India.
const NOW = new Date('2026-03-04T04:30:00Z');

describe('seva catalogue (temple-seva-list, seva details, availability, special poojas)', () => {
  let context: TestContext;
  let mahadevaId: number;
  let venugopalaId: number;
  let temple: TestTemple;
  const seva: Record<string, number> = {};

  async function get<T>(url: string, status = 200): Promise<T> {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    await seedDemoData(context.db, NOW);
    const rows = await context.db.select({ id: temples.id, code: temples.code }).from(temples);
    mahadevaId = rows.find((row) => row.code === 'sree-mahadeva-sreekaryam')!.id;
    venugopalaId = rows.find((row) => row.code === 'sree-venugopala-mannuthy')!.id;

    temple = await insertBookableTemple(context.db, { name: 'Calendar Temple', sevaEndDate: '2026-12-31' });
    seva.regular = await insertSeva(context.db, temple, { name: 'Pushpanjali', maxLimitPerDay: 4 });
    seva.weekly = await insertSeva(context.db, temple, { name: 'Saturday Neeranjanam', dayType: 2 });
    await insertAvailability(context.db, temple, seva.weekly, {
      kind: 'weekly',
      weekdays: [6],
      dailyLimit: 60,
    });
    seva.preBooking = await insertSeva(context.db, temple, { name: 'Udayasthamana', sevaType: 3 });
    seva.evening = await insertSeva(context.db, temple, { name: 'Ganapathy Homam', blockTime: '18:00:00' });
    seva.hidden = await insertSeva(context.db, temple, { name: 'Hidden', status: 0 });
    await insertBlocking(context.db, temple, seva.regular, '2026-03-11');
    await insertBlocking(context.db, temple, null, '2026-03-20', '2026-03-21');
    await setBooked(context.db, temple, seva.regular, '2026-03-10', 4);
    await setBooked(context.db, temple, seva.regular, '2026-03-12', 1, 4);
  });
  afterAll(async () => context.close());
  beforeEach(() => {
    context.clock.now = NOW;
  });

  it('lists the sevas a devotee can book online, with deity, group, times, delivery and the minimum date', async () => {
    const list = await get<SevaList>(`/api/v1/temples/${mahadevaId}/sevas?limit=100`);
    const codes = list.items.map((item) => item.code);
    expect(list.total).toBe(13);
    expect(codes).not.toContain('karuka-homam'); // counter only
    expect(codes[0]).toBe('jaladhara');
    const panchamritha = list.items.find((item) => item.code === 'panchamritha-abhishekam')!;
    expect(panchamritha).toMatchObject({
      name: 'Panchamritha Abhishekam',
      nameNarration: 'പഞ്ചാമൃത അഭിഷേകം',
      deity: { name: 'Subrahmanya', nameNarration: 'സുബ്രഹ്മണ്യൻ' },
      group: { name: 'Abhishekam' },
      rate: 15_000,
      performTime: 'Tuesday, 8:00 AM',
      prasadamTime: 'After 9:00 AM',
      sevaType: 1,
      dayType: 2,
      isContinuous: false,
      delivery: { isAvailable: true, charge: 6_000, heading: 'Panchamritham by post' },
      // The temple's block period is 2 days.
      minPerformDate: '2026-03-06',
      imageUrl: `/api/v1/images/seva/${panchamritha.id}`,
      deityImageUrl: `/api/v1/images/deity/${panchamritha.deity!.id}`,
    });
    expect(list.items.find((item) => item.code === 'sahasra-kalasam')).toMatchObject({
      sevaType: 3,
      minPerformDate: null,
      rulesRemark: expect.stringContaining('Pre-booking'),
    });
  });

  it('filters by group, deity and name (English or Malayalam), and pages', async () => {
    const groups = await get<{ items: { id: number; code: string; sevaCount: number }[] }>(
      `/api/v1/temples/${mahadevaId}/seva-groups`,
    );
    expect(groups.items.map((group) => [group.code, group.sevaCount])).toEqual([
      ['abhishekam', 5],
      ['archana', 3],
      ['homam', 1],
      ['special', 4],
    ]);
    const homam = groups.items.find((group) => group.code === 'homam')!;
    const byGroup = await get<SevaList>(`/api/v1/temples/${mahadevaId}/sevas?groupId=${homam.id}`);
    expect(byGroup.items.map((item) => item.code)).toEqual(['mrityunjaya-homam']);

    const deities = await get<{ items: { id: number; name: string; imageUrl: string }[] }>(
      `/api/v1/temples/${mahadevaId}/deities`,
    );
    expect(deities.items.map((deity) => deity.name)).toEqual([
      'Mahadeva',
      'Parvathy',
      'Ganapathy',
      'Subrahmanya',
    ]);
    expect(deities.items[0]!.imageUrl).toBe(`/api/v1/images/deity/${deities.items[0]!.id}`);
    const parvathy = deities.items[1]!;
    const byDeity = await get<SevaList>(`/api/v1/temples/${mahadevaId}/sevas?deityId=${parvathy.id}`);
    expect(byDeity.items.map((item) => item.code)).toEqual(['pinvilakku', 'swayamvara-pushpanjali']);

    expect((await get<SevaList>(`/api/v1/temples/${mahadevaId}/sevas?search=DHARA`)).total).toBe(3);
    const malayalam = await get<SevaList>(
      `/api/v1/temples/${mahadevaId}/sevas?search=${encodeURIComponent('ധാര')}`,
    );
    expect(malayalam.items.map((item) => item.code)).toContain('ksheeradhara');
    const page = await get<SevaList>(`/api/v1/temples/${mahadevaId}/sevas?limit=5&offset=10`);
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(13);
  });

  it('answers 404 for an unknown or hidden temple and an empty list where IsSeva is off', async () => {
    await get(`/api/v1/temples/999999/sevas`, 404);
    await get(`/api/v1/temples/999999/deities`, 404);
    const hidden = await insertBookableTemple(context.db, { status: 0 });
    await get(`/api/v1/temples/${hidden.id}/seva-groups`, 404);
    const noBooking = await insertBookableTemple(context.db, { isSeva: false });
    await insertSeva(context.db, noBooking);
    expect(await get<SevaList>(`/api/v1/temples/${noBooking.id}/sevas`)).toEqual({ items: [], total: 0 });
    await get(`/api/v1/temples/${mahadevaId}/sevas?limit=0`, 400);
  });

  it('shows a seva with its booking rules for the date picker', async () => {
    const list = await get<SevaList>(`/api/v1/temples/${mahadevaId}/sevas?limit=100`);
    const pradosha = list.items.find((item) => item.code === 'pradosha-pooja')!;
    const detail = await get<SevaDetail>(`/api/v1/sevas/${pradosha.id}`);
    expect(detail).toMatchObject({
      code: 'pradosha-pooja',
      sevaType: 2,
      temple: {
        id: mahadevaId,
        name: 'Sree Mahadeva Temple',
        timeZone: 'Asia/Kolkata',
        isDakshinaEnabled: true,
      },
      availability: {
        weekdays: [],
        // The seed dates its Pradosham days 10, 25 and 40 days from the seed day.
        specialDates: [
          { date: '2026-03-14', dailyLimit: null, remarks: 'Pradosham days' },
          { date: '2026-03-29', dailyLimit: null, remarks: 'Pradosham days' },
          { date: '2026-04-13', dailyLimit: null, remarks: 'Pradosham days' },
        ],
        minPerformDate: '2026-03-06',
        lastBookableDate: '2027-03-04',
        maxLimitPerDay: 50,
        maxContinuousDays: 90,
      },
    });

    const weekly = await get<SevaDetail>(`/api/v1/sevas/${seva.weekly}`);
    expect(weekly.availability).toMatchObject({
      weekdays: [6],
      specialDates: [],
      lastBookableDate: '2026-12-31',
    });
    const regular = await get<SevaDetail>(`/api/v1/sevas/${seva.regular}`);
    expect(regular.availability.weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(regular.availability.blockedRanges).toEqual([
      { fromDate: '2026-03-11', toDate: '2026-03-11', reason: 'Test closure' },
      { fromDate: '2026-03-20', toDate: '2026-03-21', reason: 'Test closure' },
    ]);
    expect(regular.endDate).toBe('2026-12-31');
  });

  it('answers 404 for a seva that cannot be booked online', async () => {
    const list = await get<SevaList>(`/api/v1/temples/${mahadevaId}/sevas?search=Jaladhara`);
    expect(list.items).toHaveLength(1);
    const counterOnly = await context.app.inject({
      method: 'GET',
      url: `/api/v1/temples/${mahadevaId}/sevas?search=karuka`,
    });
    expect(counterOnly.json().total).toBe(0);
    for (const id of [seva.hidden!, 999_999]) {
      const response = await context.app.inject({ method: 'GET', url: `/api/v1/sevas/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      await get(`/api/v1/sevas/${id}/availability`, 404);
    }
  });

  it('moves the minimum perform date by a day at the seva block time', async () => {
    context.clock.now = new Date('2026-03-04T12:29:00Z'); // 17:59 in India
    expect((await get<SevaDetail>(`/api/v1/sevas/${seva.evening}`)).minPerformDate).toBe('2026-03-05');
    context.clock.now = new Date('2026-03-04T12:30:00Z'); // 18:00 in India
    expect((await get<SevaDetail>(`/api/v1/sevas/${seva.evening}`)).minPerformDate).toBe('2026-03-06');
    const list = await get<SevaList>(`/api/v1/temples/${temple.id}/sevas?search=Ganapathy`);
    expect(list.items[0]!.minPerformDate).toBe('2026-03-06');
    // 20:00 UTC is already the 5th in India: the minimum is the 6th, and the block time has not come yet.
    context.clock.now = new Date('2026-03-04T20:00:00Z');
    expect((await get<SevaDetail>(`/api/v1/sevas/${seva.evening}`)).minPerformDate).toBe('2026-03-06');
  });

  it('gives each day of the calendar a status, a reason and the units left', async () => {
    const calendar = await get<SevaAvailability>(
      `/api/v1/sevas/${seva.regular}/availability?from=2026-03-04&to=2026-03-21`,
    );
    expect(calendar).toMatchObject({
      sevaId: seva.regular,
      from: '2026-03-04',
      to: '2026-03-21',
      minPerformDate: '2026-03-05',
    });
    expect(calendar.days).toHaveLength(18);
    const day = (date: string) => calendar.days.find((candidate) => candidate.date === date);
    expect(day('2026-03-04')).toEqual({
      date: '2026-03-04',
      status: 'closed',
      reason: 'BEFORE_MIN_PERFORM_DATE',
      limit: 4,
      remaining: 4,
    });
    expect(day('2026-03-05')).toEqual({
      date: '2026-03-05',
      status: 'open',
      reason: null,
      limit: 4,
      remaining: 4,
    });
    expect(day('2026-03-10')).toEqual({
      date: '2026-03-10',
      status: 'full',
      reason: 'SEVA_FULL',
      limit: 4,
      remaining: 0,
    });
    expect(day('2026-03-11')).toMatchObject({ status: 'blocked', reason: 'DATE_BLOCKED' });
    expect(day('2026-03-12')).toEqual({
      date: '2026-03-12',
      status: 'open',
      reason: null,
      limit: 4,
      remaining: 3,
    });
    expect(day('2026-03-20')).toMatchObject({ status: 'blocked', reason: 'DATE_BLOCKED' });

    const weekly = await get<SevaAvailability>(
      `/api/v1/sevas/${seva.weekly}/availability?from=2026-03-06&to=2026-03-08`,
    );
    expect(weekly.days).toEqual([
      { date: '2026-03-06', status: 'closed', reason: 'WEEKDAY_NOT_ALLOWED', limit: null, remaining: null },
      { date: '2026-03-07', status: 'open', reason: null, limit: 60, remaining: 60 },
      { date: '2026-03-08', status: 'closed', reason: 'WEEKDAY_NOT_ALLOWED', limit: null, remaining: null },
    ]);
    const ending = await get<SevaAvailability>(
      `/api/v1/sevas/${seva.regular}/availability?from=2026-12-31&to=2027-01-01`,
    );
    expect(ending.days.map((entry) => entry.reason)).toEqual([null, 'AFTER_SEVA_END_DATE']);
    const preBooking = await get<SevaAvailability>(
      `/api/v1/sevas/${seva.preBooking}/availability?from=2026-03-10&to=2026-03-10`,
    );
    expect(preBooking).toMatchObject({
      minPerformDate: null,
      days: [{ date: '2026-03-10', status: 'closed', reason: 'DATE_ALLOTTED_BY_TEMPLE' }],
    });
  });

  it('defaults the calendar to a month from today and refuses more than 92 days or a reversed window', async () => {
    const calendar = await get<SevaAvailability>(`/api/v1/sevas/${seva.regular}/availability`);
    expect(calendar).toMatchObject({ from: '2026-03-04', to: '2026-04-03' });
    expect(calendar.days).toHaveLength(31);
    await get(`/api/v1/sevas/${seva.regular}/availability?from=2026-03-01&to=2026-06-01`, 400);
    await get(`/api/v1/sevas/${seva.regular}/availability?from=2026-03-01&to=2026-05-31`, 200);
    const reversed = await get<{ errors: { field: string }[] }>(
      `/api/v1/sevas/${seva.regular}/availability?from=2026-03-10&to=2026-03-01`,
      400,
    );
    expect(reversed.errors[0]!.field).toContain('to');
    await get(`/api/v1/sevas/${seva.regular}/availability?from=2026-02-30`, 400);
  });

  it('lists the special-pooja dates of a temple with their sevas and places left', async () => {
    const list = await get<{ items: SpecialPooja[]; total: number }>(
      `/api/v1/temples/${venugopalaId}/special-poojas`,
    );
    expect(list.items.map((item) => [item.date, item.seva.name])).toEqual([
      ['2026-03-25', 'Ashtami Rohini Vishesha Pooja'],
      ['2026-04-22', 'Ashtami Rohini Vishesha Pooja'],
    ]);
    expect(list.items[0]).toMatchObject({
      status: 'open',
      reason: null,
      limit: 300,
      remaining: 300,
      remarks: 'Festival days',
      seva: { rate: 50_100, deity: { name: 'Sree Krishna' } },
    });
    const narrow = await get<{ total: number }>(
      `/api/v1/temples/${venugopalaId}/special-poojas?from=2026-04-01&to=2026-04-30`,
    );
    expect(narrow.total).toBe(1);
    await get(`/api/v1/temples/${venugopalaId}/special-poojas?from=2026-01-01&to=2027-06-01`, 400);
    await get(`/api/v1/temples/999999/special-poojas`, 404);
  });
});
