import { type AdminLocation, type LocationList, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import { aLoggedInUser, aStaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('locations for administrators', () => {
  let context: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
  });
  afterAll(async () => context.close());

  it('adds a location that devotees can filter by, and hides it again', async () => {
    const response = await admin.post('/api/v1/admin/locations', {
      code: 'madurai',
      name: 'Madurai',
      state: 'Tamil Nadu',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<AdminLocation>();
    expect(created).toMatchObject({ name: 'Madurai', state: 'Tamil Nadu', status: 1, orderNo: 0 });
    const listed = async () =>
      (await new TestClient(context.app).get('/api/v1/locations'))
        .json<LocationList>()
        .items.map((each) => each.name);
    expect(await listed()).toContain('Madurai');
    const hidden = await admin.patch(`/api/v1/admin/locations/${created.id}`, { status: 0 });
    expect(hidden.json<AdminLocation>().status).toBe(0);
    expect(await listed()).not.toContain('Madurai');
    const all = (await admin.get('/api/v1/admin/locations')).json<{ items: AdminLocation[] }>();
    expect(all.items.find((each) => each.id === created.id)?.status).toBe(0);
  });

  it.each([
    ['a code in use', { code: 'madurai', name: 'Madurai 2', state: 'Tamil Nadu' }, 409],
    ['a state that is not India’s', { code: 'paris', name: 'Paris', state: 'Île-de-France' }, 400],
    ['no name', { code: 'nameless', name: ' ', state: 'Kerala' }, 400],
  ])('refuses %s and changes nothing', async (_, body, status) => {
    const before = await tableFingerprint(context.db);
    expect((await admin.post('/api/v1/admin/locations', body)).statusCode).toBe(status);
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('is refused to temple users', async () => {
    const staffed = await aStaffedTemple(context.app, context.db);
    expect(
      (await staffed.admin.post('/api/v1/admin/locations', { code: 'x-y', name: 'X', state: 'Kerala' }))
        .statusCode,
    ).toBe(403);
  });
});
