import { type AppVersion, type AppVersionRelease, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import { aLoggedInUser, auditRows, grantPlatformAccess } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('app versions for administrators (GET /AppVersion, with the history)', () => {
  let context: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    const subAdmin = await aLoggedInUser(context.app, context.db, { userType: UserType.SubAdmin });
    await grantPlatformAccess(context.db, subAdmin.user.id, { rights: ['platform.content'] });
    admin = subAdmin.client;
  });
  afterAll(async () => context.close());

  it('publishes a forced release that clients then read at startup, keeping the history', async () => {
    const published = await admin.post('/api/v1/admin/app-versions', {
      version: '0.4.4',
      isForceUpdate: true,
      releaseNotes: 'Malayalam receipts',
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json<AppVersionRelease>()).toMatchObject({
      version: '0.4.4',
      platform: 'all',
      isForceUpdate: true,
    });
    const current = await new TestClient(context.app).get('/api/v1/app-version?platform=android');
    expect(current.json<AppVersion>()).toEqual({ version: '0.4.4', isForceUpdate: true });

    context.clock.now = new Date(context.clock.now.getTime() + 60_000);
    await admin.post('/api/v1/admin/app-versions', {
      version: '0.4.5',
      isForceUpdate: false,
      platform: 'ios',
    });
    expect(
      (await new TestClient(context.app).get('/api/v1/app-version?platform=ios')).json<AppVersion>().version,
    ).toBe('0.4.5');
    expect(
      (await new TestClient(context.app).get('/api/v1/app-version?platform=web')).json<AppVersion>().version,
    ).toBe('0.4.4');

    const history = (await admin.get('/api/v1/admin/app-versions')).json<{ items: AppVersionRelease[] }>();
    expect(history.items.slice(0, 2).map((release) => release.version)).toEqual(['0.4.5', '0.4.4']);
    const [audit] = await auditRows(context.db, 'app-version.published');
    expect(audit?.after).toMatchObject({ version: '0.4.4' });
  });

  it.each([
    ['a version published already', { version: '0.4.4', isForceUpdate: false }, 409],
    ['a version that is not numbers and dots', { version: 'v1', isForceUpdate: false }, 400],
    ['an unknown platform', { version: '0.5.0', isForceUpdate: false, platform: 'windows' }, 400],
  ])('refuses %s and changes nothing', async (_, body, status) => {
    const before = await tableFingerprint(context.db);
    expect((await admin.post('/api/v1/admin/app-versions', body)).statusCode).toBe(status);
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('is refused to sub-administrators without the content right', async () => {
    const { client } = await aLoggedInUser(context.app, context.db, { userType: UserType.SubAdmin });
    expect(
      (await client.post('/api/v1/admin/app-versions', { version: '9.9.9', isForceUpdate: false }))
        .statusCode,
    ).toBe(403);
  });
});
