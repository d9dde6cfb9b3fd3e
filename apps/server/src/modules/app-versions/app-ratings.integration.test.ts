import { type AppRatingPage, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import { aLoggedInUser, grantPlatformAccess } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('app ratings (spec rating prompt → devotee-check-out)', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  it('keeps a devotee’s rating and shows administrators every rating with the average', async () => {
    const { client: devotee } = await aLoggedInUser(context.app, context.db, {
      userType: UserType.Devotee,
      userName: 'Lakshmi Menon',
    });
    const rated = await devotee.post('/api/v1/app-ratings', {
      stars: 4,
      comment: '  Booking for my mother took a minute. ',
      appVersion: '0.4.3',
      platform: 'web',
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(
      (await devotee.post('/api/v1/app-ratings', { stars: 2, appVersion: '0.4.3', platform: 'web' }))
        .statusCode,
    ).toBe(201);

    const before = await tableFingerprint(context.db);
    for (const bad of [
      { stars: 0, appVersion: '0.4.3', platform: 'web' },
      { stars: 6, appVersion: '0.4.3', platform: 'web' },
      { stars: 3.5, appVersion: '0.4.3', platform: 'web' },
      { stars: 3, appVersion: '0.4.3', platform: 'windows' },
      { stars: 3, comment: 'x'.repeat(1001), appVersion: '0.4.3', platform: 'web' },
    ]) {
      expect(
        (await devotee.post('/api/v1/app-ratings', bad)).statusCode,
        JSON.stringify(bad).slice(0, 60),
      ).toBe(400);
    }
    expect(
      (
        await new TestClient(context.app).post('/api/v1/app-ratings', {
          stars: 5,
          appVersion: '0.4.3',
          platform: 'web',
        })
      ).statusCode,
    ).toBe(401);
    expect(await tableFingerprint(context.db)).toEqual(before);

    const subAdmin = await aLoggedInUser(context.app, context.db, { userType: UserType.SubAdmin });
    await grantPlatformAccess(context.db, subAdmin.user.id, { rights: ['platform.content'] });
    const page = await subAdmin.client.get('/api/v1/admin/app-ratings');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<AppRatingPage>()).toMatchObject({
      total: 2,
      average: 3,
      byStars: [0, 1, 0, 1, 0],
      items: [
        { stars: 2, comment: null, userName: 'Lakshmi Menon' },
        { stars: 4, comment: 'Booking for my mother took a minute.', appVersion: '0.4.3', platform: 'web' },
      ],
    });
    expect((await devotee.get('/api/v1/admin/app-ratings')).statusCode).toBe(403);
  });
});
