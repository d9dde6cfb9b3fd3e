import type { MyNotificationList, NotificationBroadcast, NotificationBroadcastList } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteTemples, smsOutbox, temples } from '../../db/schema/index.ts';
import { insertUser, logInAs, type TestUser } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  insertOrder,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

describe('notifications: a temple sends (notification-send), devotees read (notifications)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let url: string;
  let booker: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  let bookerClient: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['notifications.send'] });
    url = `/api/v1/temples/${temple.temple.id}/notifications`;
    const sevaId = await insertSeva(context.db, temple.temple);
    booker = await insertUser(context.db, { userName: 'Booker', mobile: '9847333001' });
    follower = await insertUser(context.db, {
      userName: 'Follower',
      mobile: null,
      email: 'follower@example.org',
    });
    stranger = await insertUser(context.db, { userName: 'Stranger' });
    await insertOrder(context.db, { templeId: temple.temple.id, sevaId, userId: booker.id });
    await insertOrder(context.db, {
      templeId: temple.temple.id,
      sevaId,
      userId: stranger.id,
      status: 'failed',
    });
    await context.db.insert(favouriteTemples).values({ userId: follower.id, templeId: temple.temple.id });
    bookerClient = await logInAs(context.app, booker);
  });
  afterAll(async () => context.close());

  it('sends to every devotee who booked at or follows the temple, SMS to those with a mobile', async () => {
    const response = await temple.staff.post(url, {
      title: 'Utsavam begins',
      body: 'Kodiyettam on Friday at 7 PM',
      link: '/temple-festivals',
      audience: 'all-devotees',
      sendSms: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<NotificationBroadcast>()).toMatchObject({
      title: 'Utsavam begins',
      audience: 'all-devotees',
      recipients: 2,
      smsSent: 1,
      sentBy: { id: temple.staffUser.id },
    });
    const sms = await context.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'temple-notification'));
    expect(sms.map((message) => message.toMobile)).toEqual(['9847333001']);
    expect(sms[0]?.body).toContain('Utsavam begins - Kodiyettam on Friday at 7 PM');
    const [audit] = await auditRows(context.db, 'notification.sent');
    expect(audit?.after).toMatchObject({ recipients: 2 });
  });

  it('lists it in the devotee’s notifications, unread until read; read is theirs alone', async () => {
    const list = (await bookerClient.get('/api/v1/me/notifications')).json<MyNotificationList>();
    expect(list).toMatchObject({ total: 1, unread: 1 });
    const [note] = list.items;
    expect(note).toMatchObject({
      temple: { id: temple.temple.id },
      title: 'Utsavam begins',
      link: '/temple-festivals',
      isRead: false,
    });
    const strangerClient = await logInAs(context.app, stranger);
    expect((await strangerClient.get('/api/v1/me/notifications')).json<MyNotificationList>().total).toBe(0);
    expect((await strangerClient.post(`/api/v1/me/notifications/${note!.id}/read`)).statusCode).toBe(404);

    expect((await bookerClient.post(`/api/v1/me/notifications/${note!.id}/read`)).statusCode).toBe(204);
    expect((await bookerClient.post(`/api/v1/me/notifications/${note!.id}/read`)).statusCode).toBe(204);
    const after = (await bookerClient.get('/api/v1/me/notifications')).json<MyNotificationList>();
    expect(after).toMatchObject({ unread: 0, items: [{ isRead: true }] });
  });

  it('sends to listed devotees only, and refuses anyone who is not the temple’s devotee', async () => {
    const selected = await temple.staff.post(url, {
      title: 'Your seva',
      body: 'Prasadam is ready',
      audience: { userIds: [follower.id] },
    });
    expect(selected.json<NotificationBroadcast>()).toMatchObject({
      audience: 'selected',
      recipients: 1,
      smsSent: 0,
    });
    const refused = await temple.staff.post(url, {
      title: 'x',
      body: 'y',
      audience: { userIds: [follower.id, stranger.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(String(stranger.id));

    const followerClient = await logInAs(context.app, follower);
    await followerClient.post('/api/v1/me/notifications/read-all');
    expect((await followerClient.get('/api/v1/me/notifications')).json<MyNotificationList>()).toMatchObject({
      total: 2,
      unread: 0,
    });
  });

  it('lists what the temple sent, newest first', async () => {
    const sent = (await temple.staff.get(url)).json<NotificationBroadcastList>();
    expect(sent.items.map((item) => item.title)).toEqual(['Your seva', 'Utsavam begins']);
  });

  it('refuses staff without the right, bad input, and a temple with notifications off', async () => {
    const plain = await aStaffedTemple(context.app, context.db);
    const theirs = `/api/v1/temples/${plain.temple.id}/notifications`;
    const body = { title: 'x', body: 'y', audience: 'all-devotees' };
    expect((await plain.staff.post(theirs, body)).statusCode).toBe(403);
    expect((await plain.admin.post(theirs, body)).statusCode).toBe(409);
    expect((await temple.staff.post(url, { ...body, link: 'https://evil.example' })).statusCode).toBe(400);
    expect((await temple.staff.post(url, { ...body, audience: 'everyone' })).statusCode).toBe(400);
    await context.db.update(temples).set({ isNotification: false }).where(eq(temples.id, temple.temple.id));
    expect((await temple.staff.post(url, body)).statusCode).toBe(403);
  });
});
