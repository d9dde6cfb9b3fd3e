import { type EnquiryDetail, type NotificationBroadcast, type ReportPage, UserType } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteTemples, notificationBroadcasts, notifications, smsOutbox } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  grantRights,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

/**
 * enquiry-report, enquiry-reply, pending-notification and sms-report (issue #14 §2 "People and
 * messages"). The temple keeps Asia/Kolkata time (UTC+5:30): the instants below are chosen on both sides
 * of its midnights, and every figure is worked out by hand from them.
 */
const AT_10_MAR_1000 = new Date('2025-03-10T04:30:00Z');
const AT_10_MAR_1600 = new Date('2025-03-10T10:30:00Z');
/** 00:30 on 11 March at the temple, still 10 March in UTC. */
const AT_11_MAR_0030 = new Date('2025-03-10T19:00:00Z');
/** 23:30 on 9 March at the temple: outside 10–11 March. */
const AT_09_MAR_2330 = new Date('2025-03-09T18:00:00Z');
const RANGE = 'from=2025-03-10&to=2025-03-11';

describe('reports: people and messages', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let reader: StaffedTemple['staff'];
  let clerk: TestClient;
  /** Staff who read reports but may not message devotees. */
  let readingClerk: TestClient;
  let platformAdmin: TestClient;
  const visitor = () => new TestClient(context.app, `10.0.0.${Math.floor(Math.random() * 200) + 1}`);
  const ids: Record<'lakshmi' | 'gopal' | 'early' | 'elsewhere' | 'platform', number> = {
    lakshmi: 0,
    gopal: 0,
    early: 0,
    elsewhere: 0,
    platform: 0,
  };
  const reportPath = (name: string, query = RANGE, templeId = temple.temple.id) =>
    `/api/v1/temples/${templeId}/reports/${name}?${query}`;
  const enquiryPath = (enquiryId: number, tail = '', templeId = temple.temple.id) =>
    `/api/v1/temples/${templeId}/enquiries/${enquiryId}${tail}`;

  async function write(at: Date, body: Record<string, unknown>): Promise<number> {
    context.clock.now = at;
    const response = await visitor().post('/api/v1/enquiries', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, {
      rights: ['reports.read', 'notifications.send'],
      temple: { name: 'Sree Krishna Temple' },
    });
    reader = temple.staff;
    other = await aStaffedTemple(context.app, context.db, { rights: ['reports.read', 'notifications.send'] });
    const clerkUser = await insertUser(context.db, {
      userType: UserType.TempleStaff,
      templeId: temple.temple.id,
    });
    clerk = await logInAs(context.app, clerkUser, '10.1.0.2');
    const readingUser = await insertUser(context.db, {
      userType: UserType.TempleStaff,
      templeId: temple.temple.id,
    });
    await grantRights(context.db, readingUser.id, ['reports.read']);
    readingClerk = await logInAs(context.app, readingUser, '10.1.0.1');
    platformAdmin = await logInAs(
      context.app,
      await insertUser(context.db, { userType: UserType.Admin }),
      '10.1.0.3',
    );
    const templeId = temple.temple.id;
    ids.lakshmi = await write(AT_10_MAR_1000, {
      templeId,
      name: 'Lakshmi',
      mobile: '9876500001',
      subject: 'Prasadam by post',
      message: `Do you post prasadam to Bengaluru? ${'We would like it for the whole family. '.repeat(3)}`,
    });
    ids.gopal = await write(AT_11_MAR_0030, {
      templeId,
      name: 'Gopal',
      email: 'gopal@example.org',
      subject: 'Timings',
      message: 'When does the temple open?',
    });
    ids.early = await write(AT_09_MAR_2330, {
      templeId,
      name: 'Early',
      mobile: '9876500003',
      subject: 'Day before',
      message: 'Outside the range.',
    });
    ids.elsewhere = await write(AT_10_MAR_1000, {
      templeId: other.temple.id,
      name: 'Elsewhere',
      mobile: '9876500004',
      subject: 'Other temple',
      message: 'Not this temple’s.',
    });
    ids.platform = await write(AT_10_MAR_1000, {
      name: 'Platform',
      mobile: '9876500005',
      subject: 'The app',
      message: 'How do I change my password?',
    });
  });
  afterAll(async () => context.close());

  describe('enquiry-report and enquiry-reply', () => {
    it('shows administrators every temple’s enquiries and the platform’s own in the report across temples', async () => {
      const response = await platformAdmin.get(`/api/v1/reports/enquiry-report?${RANGE}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ReportPage>();
      const byId = new Map(page.items.map((row) => [row.enquiryId, row.temple]));
      expect(byId.get(String(ids.platform))).toBe('The platform');
      expect(byId.get(String(ids.gopal))).toBe('Sree Krishna Temple');
      expect(byId.has(String(ids.elsewhere))).toBe(true);
      // A temple's own staff never read it across temples.
      expect((await reader.get(`/api/v1/reports/enquiry-report?${RANGE}`)).statusCode).toBe(403);
    });

    it('lists the temple’s enquiries of its days in the range, newest first, with a subtotal per status', async () => {
      const response = await reader.get(reportPath('enquiry-report'));
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ReportPage>();
      expect(page.total).toBe(2);
      expect(page.items).toEqual([
        {
          enquiryId: String(ids.gopal),
          date: '2025-03-11',
          time: '00:30',
          temple: 'Sree Krishna Temple',
          name: 'Gopal',
          mobile: null,
          email: 'gopal@example.org',
          subject: 'Timings',
          message: 'When does the temple open?',
          status: 'open',
          answeredAt: null,
          answeredBy: null,
        },
        expect.objectContaining({ enquiryId: String(ids.lakshmi), date: '2025-03-10', time: '10:00' }),
      ]);
      // The message is cut to 80 characters and marked so.
      const cut = String(page.items[1]?.message);
      expect(cut).toHaveLength(81);
      expect(cut.endsWith('…')).toBe(true);
      expect(page.subtotals).toEqual([{ group: 'open', values: { orders: 2 } }]);
    });

    it('opens an enquiry with everything the enquirer wrote', async () => {
      const response = await reader.get(enquiryPath(ids.lakshmi));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<EnquiryDetail>()).toMatchObject({
        id: ids.lakshmi,
        templeName: 'Sree Krishna Temple',
        name: 'Lakshmi',
        mobile: '9876500001',
        status: 'open',
        receivedAt: AT_10_MAR_1000.toISOString(),
        replies: [],
      });
      expect(response.json<EnquiryDetail>().message).toContain('whole family');
    });

    it('sends the reply by SMS through the outbox, keeps it, marks the enquiry replied and audits it', async () => {
      context.clock.now = AT_10_MAR_1600;
      const text = 'Yes, we post prasadam across India. Book the seva with postage on the app.';
      const response = await reader.post(enquiryPath(ids.lakshmi, '/replies'), { message: `  ${text} ` });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<EnquiryDetail>();
      expect(detail).toMatchObject({
        status: 'replied',
        answeredAt: AT_10_MAR_1600.toISOString(),
        replies: [{ message: text, toMobile: '9876500001', sentAt: AT_10_MAR_1600.toISOString() }],
      });
      expect(detail.answeredByName).toBe(detail.replies[0]?.sentByName);
      const sent = await context.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, '9876500001'));
      expect(sent).toEqual([
        expect.objectContaining({
          body: text,
          purpose: 'enquiry-reply',
          templeId: temple.temple.id,
          status: 'sent',
          sentAt: AT_10_MAR_1600,
        }),
      ]);
      const [audit] = await auditRows(context.db, 'enquiry.replied');
      expect(audit).toMatchObject({
        entityId: String(ids.lakshmi),
        templeId: temple.temple.id,
        before: { status: 'open' },
        after: { status: 'replied', reply: text, toMobile: '9876500001' },
      });

      const report = (await reader.get(reportPath('enquiry-report'))).json<ReportPage>();
      expect(report.items[1]).toMatchObject({ status: 'replied', answeredAt: '10-Mar-2025 16:00' });
      expect(report.items[1]?.answeredBy).toBe(detail.answeredByName);
      expect(report.subtotals.map((line) => [line.group, line.values.orders])).toEqual([
        ['open', 1],
        ['replied', 1],
      ]);
    });

    it('refuses an SMS reply to an enquiry that gave no mobile, then closes it without one', async () => {
      const refused = await reader.post(enquiryPath(ids.gopal, '/replies'), { message: 'We open at 5.' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toContain('gopal@example.org');
      const closed = await reader.post(enquiryPath(ids.gopal, '/close'));
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({ status: 'closed', replies: [] });
      expect(await auditRows(context.db, 'enquiry.closed')).toHaveLength(1);
      const again = await reader.post(enquiryPath(ids.gopal, '/close'));
      expect(again.statusCode).toBe(409);
      const onlyClosed = await reader.get(reportPath('enquiry-report', `${RANGE}&status=closed`));
      expect(onlyClosed.json<ReportPage>().items.map((row) => row.name)).toEqual(['Gopal']);
    });

    it.each([
      { case: 'an empty reply', body: { message: '   ' } },
      { case: 'a reply longer than two SMS', body: { message: 'a'.repeat(307) } },
      { case: 'a Malayalam reply longer than two SMS', body: { message: 'ന'.repeat(135) } },
      { case: 'an unknown field', body: { message: 'Hello', urgent: true } },
    ])('answers 400 to $case and sends nothing', async ({ body }) => {
      const before = (await context.db.select().from(smsOutbox)).length;
      const response = await reader.post(enquiryPath(ids.early, '/replies'), body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await context.db.select().from(smsOutbox)).length).toBe(before);
    });

    it('takes at most five replies to one enquiry', async () => {
      for (let reply = 1; reply <= 5; reply += 1) {
        const response = await reader.post(enquiryPath(ids.early, '/replies'), { message: `Reply ${reply}` });
        expect(response.statusCode, response.body).toBe(200);
      }
      const sixth = await reader.post(enquiryPath(ids.early, '/replies'), { message: 'Reply 6' });
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json().detail).toContain('5 replies');
    });

    it('keeps another temple’s staff out: 403 through this temple, 404 through their own', async () => {
      expect((await other.staff.get(enquiryPath(ids.lakshmi))).statusCode).toBe(403);
      expect(
        (await other.admin.post(enquiryPath(ids.lakshmi, '/replies'), { message: 'Hi' })).statusCode,
      ).toBe(403);
      expect((await other.admin.post(enquiryPath(ids.lakshmi, '/close'))).statusCode).toBe(403);
      const throughOwn = await other.admin.get(enquiryPath(ids.lakshmi, '', other.temple.id));
      expect(throughOwn.statusCode).toBe(404);
      expect((await other.staff.get(reportPath('enquiry-report'))).statusCode).toBe(403);
      // Their own report has only their own enquiry.
      const own = await other.staff.get(reportPath('enquiry-report', RANGE, other.temple.id));
      expect(own.json<ReportPage>().items.map((row) => row.name)).toEqual(['Elsewhere']);
    });

    it('lets staff without notifications.send read an enquiry but not answer it', async () => {
      expect((await readingClerk.get(enquiryPath(ids.elsewhere, '', other.temple.id))).statusCode).toBe(403);
      expect((await readingClerk.get(enquiryPath(ids.early))).statusCode).toBe(200);
      const reply = await readingClerk.post(enquiryPath(ids.early, '/replies'), { message: 'Hello' });
      expect(reply.statusCode).toBe(403);
      expect((await clerk.get(enquiryPath(ids.early))).statusCode).toBe(403);
    });

    it('has administrators answer the platform’s enquiries, and only them', async () => {
      const path = `/api/v1/admin/enquiries/${ids.platform}`;
      expect((await temple.admin.get(path)).statusCode).toBe(403);
      expect((await temple.admin.get(enquiryPath(ids.platform))).statusCode).toBe(404);
      context.clock.now = AT_10_MAR_1600;
      const response = await platformAdmin.post(`${path}/replies`, { message: 'Open your profile.' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ templeId: null, status: 'replied' });
      const [sms] = await context.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, '9876500005'));
      expect(sms).toMatchObject({ body: 'Open your profile.', templeId: null, purpose: 'enquiry-reply' });
    });

    it('refuses contact-us to a temple that does not exist', async () => {
      const response = await visitor().post('/api/v1/enquiries', {
        templeId: 999_999,
        name: 'A',
        mobile: '9876500009',
        subject: 'S',
        message: 'M',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('templeId');
    });

    it('answers 400 to a status the report does not have', async () => {
      const response = await reader.get(reportPath('enquiry-report', `${RANGE}&status=answered`));
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('open, replied, closed');
    });

    it('exports the same rows as a CSV file', async () => {
      const response = await reader.get(reportPath('enquiry-report', `${RANGE}&format=csv`));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const lines = response.body.trim().split(/\r?\n/);
      expect(lines.some((line) => line.includes('Gopal') && line.includes('closed'))).toBe(true);
      expect(lines.some((line) => line.includes('Lakshmi') && line.includes('replied'))).toBe(true);
      expect(lines.some((line) => line.includes('Elsewhere') || line.includes('Early'))).toBe(false);
    });
  });

  describe('pending-notification', () => {
    const ids = { sent: 0, scheduled: 0, cancelled: 0, sending: 0 };
    const send = async (body: Record<string, unknown>) => {
      const response = await reader.post(`/api/v1/temples/${temple.temple.id}/notifications`, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<NotificationBroadcast>();
    };

    beforeAll(async () => {
      const templeId = temple.temple.id;
      const devotees = await Promise.all(
        [1, 2, 3].map(() => insertUser(context.db, { userType: UserType.Devotee })),
      );
      await context.db.insert(favouriteTemples).values(devotees.map(({ id }) => ({ userId: id, templeId })));
      const pushpanjali = await insertSeva(context.db, temple.temple, { name: 'Pushpanjali' });

      // Sent now to every devotee at 10:00 on 10 March; one has read it, and its pushes fared three ways.
      context.clock.now = AT_10_MAR_1000;
      const sent = await send({ title: 'Utsavam starts', body: 'Come', audience: 'all-devotees' });
      expect(sent).toMatchObject({ status: 'sent', recipientsTotal: 3, recipients: 3 });
      ids.sent = sent.id;
      const received = await context.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.broadcastId, sent.id))
        .orderBy(notifications.id);
      for (const [index, outcome] of (['sent', 'failed', 'pending'] as const).entries()) {
        await context.db
          .update(notifications)
          .set({ pushStatus: outcome, readAt: index === 0 ? AT_10_MAR_1600 : null })
          .where(eq(notifications.id, received[index]!.id));
      }
      // Scheduled then for 00:30 on 11 March, to the devotees of a seva on a day; and one for 16:00
      // to a queue slot, cancelled before its time.
      ids.scheduled = (
        await send({
          title: 'Pushpanjali reminder',
          body: 'Tomorrow',
          audience: { sevaId: pushpanjali, date: '2025-03-12' },
          sendAt: AT_11_MAR_0030.toISOString(),
        })
      ).id;
      ids.cancelled = (
        await send({
          title: 'Queue moved',
          body: 'Come early',
          audience: { queueSlot: { date: '2025-03-11', startTime: '05:00' } },
          sendAt: AT_10_MAR_1600.toISOString(),
        })
      ).id;
      const cancel = await reader.post(
        `/api/v1/temples/${templeId}/notifications/${ids.cancelled}/cancel`,
        {},
      );
      expect(cancel.json<NotificationBroadcast>().status, cancel.body).toBe('cancelled');
      // A large one the sending job is halfway through, and one of the day before, out of the range.
      const [sending] = await context.db
        .insert(notificationBroadcasts)
        .values([
          {
            templeId,
            title: 'Festival day',
            body: 'All welcome',
            audience: 'booked-on',
            segment: { date: '2025-03-11' },
            status: 'sending',
            sendAt: AT_10_MAR_1600,
            sendSms: true,
            recipientsTotal: 2500,
            recipients: 1000,
            smsSent: 400,
            sentBy: temple.staffUser.id,
            startedAt: AT_10_MAR_1600,
            createdAt: AT_10_MAR_1000,
          },
          {
            templeId,
            title: 'Yesterday',
            body: 'x',
            audience: 'all-devotees',
            status: 'sent',
            sendAt: AT_09_MAR_2330,
            createdAt: AT_09_MAR_2330,
          },
        ])
        .returning({ id: notificationBroadcasts.id });
      ids.sending = sending!.id;
      await context.db.insert(notifications).values([
        {
          userId: devotees[2]!.id,
          templeId,
          title: 'Festival day',
          body: 'All welcome',
          broadcastId: ids.sending,
          pushStatus: 'pending',
          createdAt: AT_10_MAR_1600,
        },
        // A payment confirmation the app sent, read; one the day before; one of another temple.
        {
          userId: devotees[0]!.id,
          templeId,
          title: 'Booking confirmed',
          body: 'Paid',
          pushStatus: 'sent',
          createdAt: AT_11_MAR_0030,
          readAt: AT_11_MAR_0030,
        },
        { userId: devotees[0]!.id, templeId, title: 'Old', body: 'x', createdAt: AT_09_MAR_2330 },
        {
          userId: devotees[1]!.id,
          templeId: other.temple.id,
          title: 'Theirs',
          body: 'x',
          createdAt: AT_10_MAR_1000,
        },
      ]);
    });

    it('gives a row per sending: its status, audience, recipients, readers, pushes and SMS, latest first', async () => {
      const response = await reader.get(reportPath('pending-notification'));
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ReportPage>();
      const counts = (
        recipientsTotal: number,
        reached: number,
        readCount: number,
        push: [sent: number, failed: number, pending: number],
        smsSent = 0,
      ) => ({
        recipientsTotal,
        reached,
        readCount,
        unreadCount: reached - readCount,
        pushSent: push[0],
        pushFailed: push[1],
        pushPending: push[2],
        smsSent,
      });
      expect(page.items).toEqual([
        {
          date: '2025-03-11',
          time: '00:30',
          title: 'Pushpanjali reminder',
          audience: 'seva',
          segment: 'Pushpanjali, 12-Mar-2025',
          sentBy: temple.staffUser.userName,
          status: 'scheduled',
          // Nobody has booked the seva yet; the audience is counted again when it goes.
          ...counts(0, 0, 0, [0, 0, 0]),
        },
        {
          date: '2025-03-11',
          time: '00:30',
          title: 'Booking confirmed',
          audience: 'one-devotee',
          segment: null,
          sentBy: null,
          status: 'sent',
          ...counts(1, 1, 1, [1, 0, 0]),
        },
        {
          date: '2025-03-10',
          time: '16:00',
          title: 'Festival day',
          audience: 'booked-on',
          segment: '11-Mar-2025',
          sentBy: temple.staffUser.userName,
          status: 'sending',
          ...counts(2500, 1000, 0, [0, 0, 1], 400),
        },
        {
          date: '2025-03-10',
          time: '16:00',
          title: 'Queue moved',
          audience: 'queue-slot',
          segment: '11-Mar-2025 05:00',
          sentBy: temple.staffUser.userName,
          status: 'cancelled',
          ...counts(0, 0, 0, [0, 0, 0]),
        },
        {
          date: '2025-03-10',
          time: '10:00',
          title: 'Utsavam starts',
          audience: 'all-devotees',
          segment: null,
          sentBy: temple.staffUser.userName,
          status: 'sent',
          ...counts(3, 3, 1, [1, 1, 1]),
        },
      ]);
      expect(page.totals).toEqual(counts(2504, 1004, 2, [2, 1, 2], 400));
      expect(page.subtotals.map(({ group, values }) => [group, values.orders])).toEqual(
        expect.arrayContaining([
          ['scheduled', 1],
          ['sent', 2],
          ['sending', 1],
          ['cancelled', 1],
        ]),
      );
      expect((await other.staff.get(reportPath('pending-notification'))).statusCode).toBe(403);
    });

    it('narrows to one status of the sending', async () => {
      const titles = async (status: string) => {
        const response = await reader.get(reportPath('pending-notification', `${RANGE}&status=${status}`));
        expect(response.statusCode, response.body).toBe(200);
        return response.json<ReportPage>().items.map((row) => row.title);
      };
      expect(await titles('scheduled')).toEqual(['Pushpanjali reminder']);
      expect(await titles('sending')).toEqual(['Festival day']);
      expect(await titles('sent')).toEqual(['Booking confirmed', 'Utsavam starts']);
      expect(await titles('cancelled')).toEqual(['Queue moved']);
      const unread = await reader.get(reportPath('pending-notification', `${RANGE}&status=unread`));
      expect(unread.statusCode).toBe(400);
      expect(unread.json().detail).toContain('scheduled, sending, sent, cancelled');
    });

    it('exports the same rows as CSV and PDF files', async () => {
      const csv = await reader.get(reportPath('pending-notification', `${RANGE}&format=csv`));
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split(/\r?\n/);
      expect(lines.some((line) => line.includes('Send date') && line.includes('Push failed'))).toBe(true);
      expect(
        lines.some(
          (line) =>
            line.includes('Pushpanjali reminder') &&
            line.includes('Pushpanjali, 12-Mar-2025') &&
            line.includes('scheduled'),
        ),
      ).toBe(true);
      expect(lines.some((line) => line.includes('Yesterday') || line.includes('Theirs'))).toBe(false);
      const pdf = await reader.get(reportPath('pending-notification', `${RANGE}&format=pdf`));
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  describe('sms-report', () => {
    it('lists the SMS sent in the temple’s name, newest first, and no other temple’s', async () => {
      await context.db.insert(smsOutbox).values({
        toMobile: '9876500099',
        body: 'Another temple',
        purpose: 'temple-notification',
        templeId: other.temple.id,
        adapter: 'outbox',
        status: 'sent',
        createdAt: AT_10_MAR_1000,
      });
      const response = await reader.get(reportPath('sms-report'));
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ReportPage>();
      // The reply to Lakshmi and the five replies to the early enquiry, all at 16:00.
      expect(page.total).toBe(6);
      expect(page.items[0]).toEqual({
        date: '2025-03-10',
        time: '16:00',
        mobile: '9876500003',
        message: 'Reply 5',
        purpose: 'enquiry-reply',
        status: 'sent',
        attempts: 0,
        error: null,
      });
      expect(page.items.at(-1)?.mobile).toBe('9876500001');
      expect(page.items.some((row) => row.mobile === '9876500099' || row.mobile === '9876500005')).toBe(
        false,
      );
      expect(page.subtotals).toEqual([{ group: 'sent', values: { orders: 6, attempts: 0 } }]);
      expect((await reader.get(reportPath('sms-report', `${RANGE}&status=lost`))).statusCode).toBe(400);
    });

    it('shows where each message is: a failed one with its tries and the provider’s words', async () => {
      await context.db.insert(smsOutbox).values({
        toMobile: '9876500077',
        body: 'Your Pushpanjali is booked',
        purpose: 'booking-confirmed',
        templeId: temple.temple.id,
        adapter: 'msg91',
        status: 'failed',
        attempts: 5,
        error: 'MSG91: HTTP 503',
        createdAt: AT_10_MAR_1000,
      });
      const response = await reader.get(reportPath('sms-report', `${RANGE}&status=failed`));
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ReportPage>();
      expect(page.items).toEqual([
        expect.objectContaining({
          mobile: '9876500077',
          status: 'failed',
          attempts: 5,
          error: 'MSG91: HTTP 503',
        }),
      ]);
      for (const status of ['delivered', 'undelivered']) {
        expect((await reader.get(reportPath('sms-report', `${RANGE}&status=${status}`))).statusCode).toBe(
          200,
        );
      }
    });
  });
});
