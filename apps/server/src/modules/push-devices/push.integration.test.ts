import { isPushRegistrationAccepted, type PushRegistrationResponse } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeyPair } from '../../adapters/push/web-push-sender.ts';
import { notifications, pushTokens } from '../../db/schema/index.ts';
import { insertUser, logInAs, type TestUser } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { startLocalWebPushService } from '../../test/local-web-push-service.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

const FCM_TOKEN = 'fcm-token_0123456789:abcdefghijklmnop';

/** The registration call as the web app makes it: a GET that echoes the XSRF token like a POST. */
function register(client: TestClient, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return client.get(`/api/v1/push-notification?${search}`, {
    'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
  });
}

describe('push: devices register their tokens (spec GET /PushNotification) and notifications reach them', () => {
  const vapid = { ...generateVapidKeyPair(), subject: 'mailto:push@example.org' };
  let context: TestContext;
  let push: Awaited<ReturnType<typeof startLocalWebPushService>>;
  let temple: StaffedTemple;
  let devotee: TestUser;
  let other: TestUser;
  let devoteeClient: TestClient;
  let otherClient: TestClient;

  beforeAll(async () => {
    push = await startLocalWebPushService(vapid.publicKey);
    context = await createTestContext(
      { push: { vapid, fcm: null } },
      { pushSenders: [createWebPushSender(vapid, { agent: push.agent })] },
    );
    temple = await aStaffedTemple(context.app, context.db, { rights: ['notifications.send'] });
    const sevaId = await insertSeva(context.db, temple.temple);
    devotee = await insertUser(context.db, { userName: 'Devotee', mobile: '9847444001' });
    other = await insertUser(context.db, { userName: 'Other', mobile: '9847444002' });
    await insertOrder(context.db, { templeId: temple.temple.id, sevaId, userId: devotee.id });
    devoteeClient = await logInAs(context.app, devotee);
    otherClient = await logInAs(context.app, other);
  });
  afterAll(async () => {
    await context.close();
    await push.close();
  });
  beforeEach(async () => {
    await context.db.delete(pushTokens);
    push.received.length = 0;
    push.script.length = 0;
  });

  const storedTokens = () =>
    context.db.select({ token: pushTokens.token, userId: pushTokens.userId }).from(pushTokens);

  it('stores a device without a login (UToken, UDeviceType) and answers Id > 0 with Error 0', async () => {
    const anonymous = new TestClient(context.app);
    await anonymous.get('/api/health');
    const response = await register(anonymous, { uToken: FCM_TOKEN, uDeviceType: 'android' });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<PushRegistrationResponse>();
    expect(isPushRegistrationAccepted(items)).toBe(true);
    expect(await storedTokens()).toEqual([{ token: FCM_TOKEN, userId: null }]);
  });

  it("registers a logged-in user's new token in place of the old one, which is forgotten", async () => {
    const first = push.subscribe();
    const second = push.subscribe();
    expect(
      isPushRegistrationAccepted(
        (
          await register(devoteeClient, { userId: devotee.id, newToken: first.json, deviceType: 'web' })
        ).json(),
      ),
    ).toBe(true);
    const refreshed = await register(devoteeClient, {
      userId: devotee.id,
      newToken: second.json,
      token: first.json,
      deviceType: 'web',
    });
    expect(isPushRegistrationAccepted(refreshed.json())).toBe(true);
    expect(await storedTokens()).toEqual([{ token: second.json, userId: devotee.id }]);
  });

  it('re-registering the same token (every 7 days) keeps one row and marks it seen', async () => {
    const { json } = push.subscribe();
    const firstId = (
      await register(devoteeClient, { userId: devotee.id, newToken: json, deviceType: 'web' })
    ).json<PushRegistrationResponse>()[0]?.id;
    context.clock.now = new Date(context.clock.now.getTime() + 7 * 86_400_000);
    const again = (
      await register(devoteeClient, { userId: devotee.id, newToken: json, token: json, deviceType: 'web' })
    ).json<PushRegistrationResponse>();
    expect(again[0]?.id).toBe(firstId);
    const [row] = await context.db.select().from(pushTokens);
    expect(row?.lastSeenAt.getTime()).toBe(context.clock.now.getTime());
  });

  it("moves a token to whoever logs in on the device, and never removes another account's old token", async () => {
    const shared = push.subscribe();
    const othersOwn = push.subscribe();
    await register(otherClient, { userId: other.id, newToken: othersOwn.json, deviceType: 'web' });
    await register(devoteeClient, { userId: devotee.id, newToken: shared.json, deviceType: 'web' });
    // The devotee names the other's token as the one replaced: it is not theirs to remove.
    await register(otherClient, {
      userId: other.id,
      newToken: shared.json,
      token: othersOwn.json,
      deviceType: 'web',
    });
    const rows = await storedTokens();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ token: shared.json, userId: other.id });
    await register(devoteeClient, {
      userId: devotee.id,
      newToken: push.subscribe().json,
      token: shared.json,
      deviceType: 'web',
    });
    expect((await storedTokens()).map((row) => row.userId).sort()).toEqual([devotee.id, other.id].sort());
  });

  it('refuses what is not theirs or not a token, storing nothing (the client keeps its old token)', async () => {
    const { json } = push.subscribe();
    const forOther = await register(devoteeClient, { userId: other.id, newToken: json, deviceType: 'web' });
    expect(forOther.statusCode).toBe(403);
    expect(isPushRegistrationAccepted(forOther.json())).toBe(false);

    const anonymous = new TestClient(context.app);
    await anonymous.get('/api/health');
    expect(
      (await register(anonymous, { userId: devotee.id, newToken: json, deviceType: 'web' })).statusCode,
    ).toBe(401);

    const noXsrf = await devoteeClient.request({
      method: 'GET',
      url: `/api/v1/push-notification?userId=${devotee.id}&deviceType=web&newToken=${encodeURIComponent(json)}`,
      csrf: false,
    });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json()).toMatchObject({ code: 'CSRF_TOKEN_INVALID' });

    const notSubscription = await register(devoteeClient, {
      userId: devotee.id,
      newToken: 'not json',
      deviceType: 'web',
    });
    expect(notSubscription.statusCode).toBe(400);
    expect(notSubscription.json().errors[0]).toMatchObject({ field: 'newToken' });
    const insecure = JSON.stringify({ ...JSON.parse(json), endpoint: 'http://push.example.test/push/x' });
    expect(
      (await register(devoteeClient, { userId: devotee.id, newToken: insecure, deviceType: 'web' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await register(devoteeClient, { userId: devotee.id, newToken: FCM_TOKEN, deviceType: 'phone' }))
        .statusCode,
    ).toBe(400);
    expect(await storedTokens()).toEqual([]);
  });

  it('gives browsers the VAPID public key to subscribe with', async () => {
    const response = await devoteeClient.get('/api/v1/push-settings');
    expect(response.json()).toEqual({ vapidPublicKey: context.config.push.vapid.publicKey });
  });

  it('pushes a notification to the devotee’s browser through the push service, encrypted and signed', async () => {
    const { id, json } = push.subscribe();
    await register(devoteeClient, { userId: devotee.id, newToken: json, deviceType: 'web' });
    const sent = await temple.staff.post(`/api/v1/temples/${temple.temple.id}/notifications`, {
      title: 'Utsavam begins',
      body: 'Kodiyettam on Friday at 7 PM',
      link: '/temple-festivals',
      audience: 'all-devotees',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ sent: 1 });
    expect(push.violations).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [received] = push.received;
    const [note] = await context.db.select().from(notifications).where(eq(notifications.userId, devotee.id));
    expect(received).toMatchObject({
      subscriptionId: id,
      topic: `n${note?.id}`,
      payload: {
        id: note?.id,
        title: 'Utsavam begins',
        body: 'Kodiyettam on Friday at 7 PM',
        link: '/temple-festivals',
      },
    });
    expect(note).toMatchObject({ pushStatus: 'sent', pushAttempts: 1 });
    // Pushed once: a second pass finds nothing.
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ sent: 0 });
    expect(push.received).toHaveLength(1);
  });

  it('forgets a subscription the push service says is gone (410), and retries a busy one (429)', async () => {
    const gone = push.subscribe();
    await register(devoteeClient, { userId: devotee.id, newToken: gone.json, deviceType: 'web' });
    push.script.push({ kind: 'status', status: 410 });
    await temple.staff.post(`/api/v1/temples/${temple.temple.id}/notifications`, {
      title: 'One',
      body: 'First',
      audience: 'all-devotees',
    });
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ noDevice: 1, devicesGone: 1 });
    expect(await storedTokens()).toEqual([]);

    await register(devoteeClient, { userId: devotee.id, newToken: push.subscribe().json, deviceType: 'web' });
    push.script.push({ kind: 'status', status: 429 });
    await temple.staff.post(`/api/v1/temples/${temple.temple.id}/notifications`, {
      title: 'Two',
      body: 'Second',
      audience: 'all-devotees',
    });
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ retrying: 1 });
    expect(push.received).toHaveLength(0);
    context.clock.now = new Date(context.clock.now.getTime() + 31_000);
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ sent: 1 });
    expect(push.received.map((pushed) => pushed.payload.title)).toEqual(['Two']);
  });

  it('turning push off on a device forgets its token: nothing is pushed to it', async () => {
    const { json } = push.subscribe();
    await register(devoteeClient, { userId: devotee.id, newToken: json, deviceType: 'web' });
    const removed = await devoteeClient.delete(`/api/v1/push-notification?token=${encodeURIComponent(json)}`);
    expect(removed.statusCode).toBe(204);
    await temple.staff.post(`/api/v1/temples/${temple.temple.id}/notifications`, {
      title: 'Three',
      body: 'Third',
      audience: 'all-devotees',
    });
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ sent: 0, noDevice: 1 });
    expect(push.received).toHaveLength(0);
  });
});
