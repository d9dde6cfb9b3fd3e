import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, pushTokens } from '../../db/schema/index.ts';
import { insertUser, logInAs, type TestUser } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { startLocalFcmServer } from '../../test/local-fcm-server.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import { createFcmPushSender, type FcmPushSender } from './fcm-push-sender.ts';

const ANDROID_TOKEN = 'dGVzdC1hbmRyb2lk:APA91bF0123456789abcdefghijklmnopqrstuvwxyz';

describe('FCM push sender: the Admin SDK against a local server that speaks FCM HTTP v1', () => {
  let fcm: Awaited<ReturnType<typeof startLocalFcmServer>>;
  let sender: FcmPushSender;
  let context: TestContext;
  let temple: StaffedTemple;
  let devotee: TestUser;
  let devoteeClient: TestClient;

  beforeAll(async () => {
    fcm = await startLocalFcmServer();
    sender = createFcmPushSender(fcm.account, { httpAgent: fcm.agent });
    context = await createTestContext({}, { pushSenders: [sender] });
    temple = await aStaffedTemple(context.app, context.db, { rights: ['notifications.send'] });
    const sevaId = await insertSeva(context.db, temple.temple);
    devotee = await insertUser(context.db, { userName: 'App devotee', mobile: '9847666001' });
    await insertOrder(context.db, { templeId: temple.temple.id, sevaId, userId: devotee.id });
    devoteeClient = await logInAs(context.app, devotee);
  });
  afterAll(async () => {
    await context.close();
    await sender.close();
    await fcm.close();
  });
  beforeEach(async () => {
    await context.db.delete(pushTokens);
    fcm.sent.length = 0;
    fcm.script.length = 0;
  });

  async function registerAndNotify(title: string) {
    const registered = await devoteeClient.get(
      `/api/v1/push-notification?userId=${devotee.id}&deviceType=android&newToken=${encodeURIComponent(ANDROID_TOKEN)}`,
      { 'x-xsrf-token': devoteeClient.cookies.get('XSRF-TOKEN') ?? '' },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const sent = await temple.staff.post(`/api/v1/temples/${temple.temple.id}/notifications`, {
      title,
      body: 'Deeparadhana at 6:30 PM',
      link: '/temple-festivals',
      audience: 'all-devotees',
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }

  it('sends the notification to the app with a service account token, one tag per notification', async () => {
    await registerAndNotify('Deeparadhana');
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ sent: 1 });
    expect(fcm.violations).toEqual([]);
    const [note] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Deeparadhana'));
    expect(fcm.sent).toEqual([
      {
        message: {
          token: ANDROID_TOKEN,
          notification: { title: 'Deeparadhana', body: 'Deeparadhana at 6:30 PM' },
          data: { notificationId: String(note?.id), link: '/temple-festivals' },
          android: { collapse_key: `n${note?.id}`, notification: { tag: `n${note?.id}` } },
          apns: { headers: { 'apns-collapse-id': `n${note?.id}` } },
        },
      },
    ]);
    expect(note?.pushStatus).toBe('sent');
  });

  it('forgets a token FCM calls UNREGISTERED (the app was removed)', async () => {
    fcm.unregistered.add(ANDROID_TOKEN);
    await registerAndNotify('Removed app');
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ devicesGone: 1, noDevice: 1 });
    expect(await context.db.$count(pushTokens)).toBe(0);
    fcm.unregistered.delete(ANDROID_TOKEN);
  });

  it('retries after an internal error of FCM, and sends once it answers', async () => {
    fcm.script.push({ kind: 'error', status: 500, code: 'INTERNAL' });
    await registerAndNotify('Retried');
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ retrying: 1 });
    context.clock.now = new Date(context.clock.now.getTime() + 31_000);
    expect(await context.app.pushDispatcher.runNow()).toMatchObject({ sent: 1 });
    expect(fcm.sent.map((send) => send.message.notification?.title)).toEqual(['Retried']);
  });
});
