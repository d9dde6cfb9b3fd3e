import type { DevoteeName, TempleList } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devotees, orders, temples } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe("the devotee's own booking data (add-user-for-booking, favourites, recently booked)", () => {
  let context: TestContext;
  let devotee: TestClient;
  let other: TestClient;
  let devoteeId: number;
  let otherUserId: number;
  let templeIds: Record<string, number>;

  beforeAll(async () => {
    context = await createTestContext();
    await seedDemoData(context.db, context.clock.now);
    const rows = await context.db.select({ id: temples.id, code: temples.code }).from(temples);
    templeIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
    const user = await insertUser(context.db, { userName: 'Lakshmi Nair' });
    devoteeId = user.id;
    devotee = await logInAs(context.app, user);
    const otherUser = await insertUser(context.db);
    otherUserId = otherUser.id;
    other = await logInAs(context.app, otherUser);
  });
  afterAll(async () => context.close());

  describe('saved names', () => {
    it('needs a login', async () => {
      const guest = new TestClient(context.app);
      expect((await guest.get('/api/v1/me/devotee-names')).statusCode).toBe(401);
      expect((await guest.post('/api/v1/me/devotee-names', { name: 'X' })).statusCode).toBe(401);
    });

    it('starts empty, without creating a devotee row on a read', async () => {
      expect((await devotee.get('/api/v1/me/devotee-names')).json()).toEqual({ items: [], total: 0 });
      expect(await context.db.select().from(devotees).where(eq(devotees.userId, devoteeId))).toEqual([]);
    });

    it('saves names with star 28 by default, creating the devotee row on first use', async () => {
      const first = await devotee.post('/api/v1/me/devotee-names', { name: '  Lakshmi Nair ' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        name: 'Lakshmi Nair',
        starId: 28,
        starName: 'ShubhaNakshathram',
        starNameNarration: 'ശുഭനക്ഷത്രം',
        birthMonthId: null,
        genderId: null,
        relation: null,
        isDefault: false,
      });
      const [row] = await context.db.select().from(devotees).where(eq(devotees.userId, devoteeId));
      expect(row).toMatchObject({ name: 'Lakshmi Nair', starId: 28 });

      const second = await devotee.post('/api/v1/me/devotee-names', {
        name: 'Meenakshi',
        starId: 4,
        birthMonthId: 5,
        genderId: 2,
        relation: 'Mother',
        isDefault: true,
      });
      expect(second.json()).toMatchObject({
        starName: 'Rohini',
        birthMonthId: 5,
        relation: 'Mother',
        isDefault: true,
      });
      const list = (await devotee.get('/api/v1/me/devotee-names')).json<{ items: DevoteeName[] }>();
      expect(list.items.map((item) => item.name)).toEqual(['Meenakshi', 'Lakshmi Nair']);
    });

    it('keeps one default, edits and deletes only its own names', async () => {
      const list = (await devotee.get('/api/v1/me/devotee-names')).json<{ items: DevoteeName[] }>();
      const lakshmi = list.items.find((item) => item.name === 'Lakshmi Nair')!;
      const patched = await devotee.patch(`/api/v1/me/devotee-names/${lakshmi.id}`, {
        starId: 22,
        isDefault: true,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ starName: 'Thiruvonam', isDefault: true });
      const after = (await devotee.get('/api/v1/me/devotee-names')).json<{ items: DevoteeName[] }>();
      expect(after.items.map((item) => [item.name, item.isDefault])).toEqual([
        ['Lakshmi Nair', true],
        ['Meenakshi', false],
      ]);

      expect(
        (await other.patch(`/api/v1/me/devotee-names/${lakshmi.id}`, { name: 'Stolen' })).statusCode,
      ).toBe(404);
      expect((await other.delete(`/api/v1/me/devotee-names/${lakshmi.id}`)).statusCode).toBe(404);
      expect((await other.get('/api/v1/me/devotee-names')).json().total).toBe(0);

      expect((await devotee.delete(`/api/v1/me/devotee-names/${lakshmi.id}`)).statusCode).toBe(204);
      expect((await devotee.delete(`/api/v1/me/devotee-names/${lakshmi.id}`)).statusCode).toBe(404);
      expect((await devotee.get('/api/v1/me/devotee-names')).json().total).toBe(1);
    });

    it.each<[string, object, string]>([
      ['a blank name', { name: ' ' }, 'name'],
      ['star 0', { name: 'A', starId: 0 }, 'starId'],
      ['month 13', { name: 'A', birthMonthId: 13 }, 'birthMonthId'],
      ['an unknown field', { name: 'A', userId: 1 }, 'userId'],
    ])('refuses %s with the field named', async (_name, body, field) => {
      const response = await devotee.post('/api/v1/me/devotee-names', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toContain(field);
    });

    it('refuses an empty change', async () => {
      const list = (await devotee.get('/api/v1/me/devotee-names')).json<{ items: DevoteeName[] }>();
      expect((await devotee.patch(`/api/v1/me/devotee-names/${list.items[0]!.id}`, {})).statusCode).toBe(400);
    });
  });

  describe('favourite temples', () => {
    it('marks, lists (latest first) and unmarks favourites, idempotently', async () => {
      const mannuthy = templeIds['sree-venugopala-mannuthy']!;
      const sreekaryam = templeIds['sree-mahadeva-sreekaryam']!;
      context.clock.now = new Date('2026-03-04T04:30:00Z');
      expect((await devotee.put(`/api/v1/me/favourite-temples/${mannuthy}`)).statusCode).toBe(204);
      context.clock.now = new Date('2026-03-04T04:31:00Z');
      expect((await devotee.put(`/api/v1/me/favourite-temples/${sreekaryam}`)).statusCode).toBe(204);
      expect((await devotee.put(`/api/v1/me/favourite-temples/${sreekaryam}`)).statusCode).toBe(204);
      const list = (await devotee.get('/api/v1/me/favourite-temples')).json<TempleList>();
      expect(list.items.map((temple) => temple.id)).toEqual([sreekaryam, mannuthy]);
      expect(list.items[0]).toMatchObject({ name: 'Sree Mahadeva Temple', logoUrl: expect.any(String) });
      expect((await other.get('/api/v1/me/favourite-temples')).json().total).toBe(0);

      expect((await devotee.delete(`/api/v1/me/favourite-temples/${sreekaryam}`)).statusCode).toBe(204);
      expect((await devotee.delete(`/api/v1/me/favourite-temples/${sreekaryam}`)).statusCode).toBe(204);
      expect((await devotee.get('/api/v1/me/favourite-temples')).json().total).toBe(1);
    });

    it('answers 404 for an unknown temple and 401 without login', async () => {
      expect((await devotee.put('/api/v1/me/favourite-temples/999999')).statusCode).toBe(404);
      expect((await new TestClient(context.app).get('/api/v1/me/favourite-temples')).statusCode).toBe(401);
    });
  });

  describe('recently booked temples', () => {
    it('is empty until the user has paid orders, then lists their temples latest first', async () => {
      expect((await devotee.get('/api/v1/me/recent-temples')).json()).toEqual({ items: [], total: 0 });
      const order = (templeId: number, status: string, at: string, userId = devoteeId) => ({
        orderNumber: `BKS-T-${templeId}-${at}-${userId}`,
        receiptToken: `token-${templeId}-${at}-${userId}`,
        userId,
        templeId,
        orderDate: at.slice(0, 10),
        status,
        createdAt: new Date(at),
      });
      const mannuthy = templeIds['sree-venugopala-mannuthy']!;
      const kalamassery = templeIds['sree-rajarajeswari-kalamassery']!;
      const sreekaryam = templeIds['sree-mahadeva-sreekaryam']!;
      await context.db.insert(orders).values([
        order(mannuthy, 'paid', '2026-01-10T05:00:00Z'),
        order(kalamassery, 'paid', '2026-02-10T05:00:00Z'),
        order(mannuthy, 'paid', '2026-02-20T05:00:00Z'),
        // Not paid, or someone else's: not "recently booked" for this devotee.
        order(sreekaryam, 'pending', '2026-03-01T05:00:00Z'),
        order(sreekaryam, 'paid', '2026-03-02T05:00:00Z', otherUserId),
      ]);
      const list = (await devotee.get('/api/v1/me/recent-temples')).json<TempleList>();
      expect(list.items.map((temple) => temple.id)).toEqual([mannuthy, kalamassery]);
      expect(list.total).toBe(2);
      const page = (await devotee.get('/api/v1/me/recent-temples?limit=1&offset=1')).json<TempleList>();
      expect(page).toMatchObject({ items: [{ id: kalamassery }], total: 2 });
      expect(
        (await other.get('/api/v1/me/recent-temples')).json<TempleList>().items.map((temple) => temple.id),
      ).toEqual([sreekaryam]);
    });
  });
});
