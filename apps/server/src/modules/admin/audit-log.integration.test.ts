import { type AuditLogPage, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/account-builders.ts';
import { aLoggedInUser, aStaffedTemple, grantPlatformAccess } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

// Thursday 26 November 2026, 11:00 in India.
const NOW = new Date('2026-11-26T05:30:00Z');

describe('the audit log for the platform administrator', () => {
  let context: TestContext;
  let admin: TestClient;
  let adminId: number;
  let templeId: number;
  let devoteeId: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    const signedIn = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin });
    admin = signedIn.client;
    adminId = signedIn.user.id;
    const staffed = await aStaffedTemple(context.app, context.db);
    templeId = staffed.temple.id;
    devoteeId = (await insertUser(context.db, { userType: UserType.Devotee })).id;
    expect(
      (await admin.patch(`/api/v1/admin/temples/${templeId}`, { timing: '5 AM - 11 AM' })).statusCode,
    ).toBe(200);
    expect((await admin.patch(`/api/v1/users/${devoteeId}`, { status: 0 })).statusCode).toBe(200);
    expect(
      (await staffed.admin.patch(`/api/v1/temples/${templeId}/profile`, { eveningTiming: '5 PM' }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(async () => context.close());

  const read = async (query: string) => {
    const response = await admin.get(`/api/v1/admin/audit-log${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditLogPage>();
  };

  it('lists who changed what, newest first, with the record before and after', async () => {
    const page = await read('');
    expect(page.items.map((entry) => entry.action)).toEqual([
      'temple.updated',
      'user.blocked',
      'temple.updated',
    ]);
    const [, blocked, edited] = page.items;
    expect(blocked).toMatchObject({
      actor: { id: adminId },
      entity: 'user',
      entityId: String(devoteeId),
      before: { status: 1 },
      after: { status: 0 },
    });
    expect(edited?.temple?.id).toBe(templeId);
    expect(edited?.after).toMatchObject({ timing: '5 AM - 11 AM' });
  });

  it('filters by temple, by user, by an action or its start, and by day', async () => {
    expect((await read(`?templeId=${templeId}`)).total).toBe(2);
    expect((await read(`?actorUserId=${adminId}`)).total).toBe(2);
    expect((await read('?action=temple.')).items.map((entry) => entry.action)).toEqual([
      'temple.updated',
      'temple.updated',
    ]);
    expect((await read('?action=user.blocked')).total).toBe(1);
    expect((await read('?from=2026-11-26&to=2026-11-26')).total).toBe(3);
    expect((await read('?from=2026-11-27')).total).toBe(0);
    const reversed = await admin.get('/api/v1/admin/audit-log?from=2026-11-27&to=2026-11-26');
    expect(reversed.statusCode).toBe(400);
  });

  it('is the platform administrator’s alone', async () => {
    const subAdmin = await aLoggedInUser(context.app, context.db, { userType: UserType.SubAdmin });
    await grantPlatformAccess(context.db, subAdmin.user.id);
    expect((await subAdmin.client.get('/api/v1/admin/audit-log')).statusCode).toBe(403);
  });
});
