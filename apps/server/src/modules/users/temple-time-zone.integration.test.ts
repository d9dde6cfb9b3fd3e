import { type AuthResult, type Receipt, type User, type UserPage, UserType } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { insertUser } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  insertOrder,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

/**
 * ARCHITECTURE rule 8: screens show times in the temple's zone, so the signed-in user carries their
 * temple's zone and a receipt carries its temple's. A temple abroad proves it is not the default.
 */
describe("the temple's time zone travels with its users and receipts", () => {
  let context: TestContext;
  let dubai: StaffedTemple;
  let kerala: StaffedTemple;

  beforeAll(async () => {
    context = await createTestContext();
    dubai = await aStaffedTemple(context.app, context.db, { temple: { timeZone: 'Asia/Dubai' } });
    kerala = await aStaffedTemple(context.app, context.db);
  });
  afterAll(async () => context.close());

  it('gives a temple user their temple zone at login, on /me and after a profile change', async () => {
    const client = new TestClient(context.app);
    const login = await client.post('/api/v1/auth/login', {
      identifier: dubai.staffUser.email,
      password: dubai.staffUser.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<AuthResult>().user).toMatchObject({
      templeId: dubai.temple.id,
      templeTimeZone: 'Asia/Dubai',
    });

    const me = await client.get('/api/v1/me');
    expect(me.json<User>().templeTimeZone).toBe('Asia/Dubai');

    const unchanged = await client.patch('/api/v1/me', { userName: dubai.staffUser.userName });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json<User>().templeTimeZone).toBe('Asia/Dubai');
    const renamed = await client.patch('/api/v1/me', { userName: 'Staff In Dubai' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<User>()).toMatchObject({ userName: 'Staff In Dubai', templeTimeZone: 'Asia/Dubai' });

    const keralaMe = await kerala.admin.get('/api/v1/me');
    expect(keralaMe.json<User>().templeTimeZone).toBe('Asia/Kolkata');
  });

  it('gives users without a temple no zone', async () => {
    const { client } = await aLoggedInUser(context.app, context.db, { userType: UserType.Devotee });
    const me = await client.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<User>()).toMatchObject({ templeId: null, templeTimeZone: null });
  });

  it("shows each listed user's temple zone in the admins' user list", async () => {
    const { client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin });
    const devotee = await insertUser(context.db, { userName: 'Zone Less Devotee' });
    const response = await admin.get('/api/v1/users?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(response.json<UserPage>().items.map((user) => [user.id, user.templeTimeZone]));
    expect(byId.get(dubai.adminUser.id)).toBe('Asia/Dubai');
    expect(byId.get(dubai.staffUser.id)).toBe('Asia/Dubai');
    expect(byId.get(kerala.staffUser.id)).toBe('Asia/Kolkata');
    expect(byId.get(devotee.id)).toBeNull();
  });

  it("gives a receipt its temple's zone, for the time it was paid", async () => {
    const sevaId = await insertSeva(context.db, dubai.temple);
    const { orderId } = await insertOrder(context.db, { templeId: dubai.temple.id, sevaId });
    const [order] = await context.db
      .select({ receiptToken: orders.receiptToken })
      .from(orders)
      .where(eq(orders.id, orderId));
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/receipts/${order?.receiptToken}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Receipt>().temple).toMatchObject({ id: dubai.temple.id, timeZone: 'Asia/Dubai' });
  });
});
