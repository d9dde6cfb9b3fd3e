import { APP_VERSION } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe('GET /api/v1/app-version (spec GET /AppVersion)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  it('answers the version every install starts with', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/app-version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: APP_VERSION, isForceUpdate: false });
    expect(APP_VERSION).toBe('0.4.3');
  });

  it('answers the newest release, and a platform release only to that platform', async () => {
    const later = new Date(Date.now() + 60_000);
    await context.db
      .insert(appVersions)
      .values({ version: '0.4.4', isForceUpdate: true, platform: 'android', createdAt: later });
    const android = await context.app.inject({ method: 'GET', url: '/api/v1/app-version?platform=android' });
    expect(android.json()).toEqual({ version: '0.4.4', isForceUpdate: true });
    const web = await context.app.inject({ method: 'GET', url: '/api/v1/app-version?platform=web' });
    expect(web.json()).toEqual({ version: APP_VERSION, isForceUpdate: false });
  });

  it('refuses an unknown platform with the field named', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/app-version?platform=symbian' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().errors[0].field).toContain('platform');
  });
});
