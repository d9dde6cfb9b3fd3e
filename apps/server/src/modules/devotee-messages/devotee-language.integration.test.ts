import { SevaType, type User } from '@nivedya/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, users } from '../../db/schema/index.ts';
import { BOOKING_NOW, dayAfterBooking, insertSeva } from '../../test/booking-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  aPreBookingLine,
  type Booker,
  lastNotice,
  type OrdersTemple,
} from '../temple-orders/temple-order-builders.ts';

/** Issue #17 §3: what the server writes to a devotee is in the language they chose in the app. */
describe('messages in the devotee’s language', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let malayali: Booker;
  let english: Booker;
  let archana: number;
  let preBooking: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    at = await anOrdersTemple(context);
    malayali = await aBooker(context);
    english = await aBooker(context);
    archana = await insertSeva(context.db, at.temple, { name: 'Archana' });
    preBooking = await insertSeva(context.db, at.temple, {
      name: 'Udayasthamana Pooja',
      sevaType: SevaType.PreBooking,
    });
  });
  afterAll(async () => context.close());

  const lastSms = async (mobile: string) =>
    (
      await context.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.toMobile, mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(1)
    )[0];

  it('keeps the language chosen in the app on the account, and refuses one the app does not ship', async () => {
    const chosen = await malayali.client.patch('/api/v1/me', { language: 'ml' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<User>().language).toBe('ml');
    expect((await malayali.client.get('/api/v1/me')).json<User>().language).toBe('ml');
    expect((await english.client.get('/api/v1/me')).json<User>().language).toBe('en');
    const unknown = await english.client.patch('/api/v1/me', { language: 'ta' });
    expect(unknown.statusCode).toBe(400);
    const [row] = await context.db.select().from(users).where(eq(users.id, english.user.id));
    expect(row?.language).toBe('en');
  });

  it('confirms a booking in Malayalam to a Malayalam devotee and in English to another', async () => {
    const theirs = await aBooking(context, malayali, archana, { line: { performDate: dayAfterBooking(2) } });
    const notice = await lastNotice(context, malayali.user.id, 'booking-confirmed');
    expect(notice.notification?.title).toBe('ബുക്കിംഗ് സ്ഥിരീകരിച്ചു');
    expect(notice.notification?.body).toContain(`നിങ്ങളുടെ വഴിപാട് ബുക്കിംഗ് ${theirs.orderNumber} സ്ഥിരീകരിച്ചു`);
    expect((await lastSms(malayali.user.mobile!))?.body).toBe(notice.notification?.body);

    const mine = await aBooking(context, english, archana, { line: { performDate: dayAfterBooking(2) } });
    const englishNotice = await lastNotice(context, english.user.id, 'booking-confirmed');
    expect(englishNotice.notification?.title).toBe('Booking confirmed');
    expect(englishNotice.notification?.body).toContain(`Your seva booking ${mine.orderNumber}`);
  });

  it("tells a Malayalam devotee of the temple's approval in Malayalam", async () => {
    const booked = await aBooking(context, malayali, preBooking, { line: aPreBookingLine('Lakshmi') });
    const date = dayAfterBooking(5);
    const approved = await at.staff.post(
      `/api/v1/temples/${at.templeId}/order-lines/${booked.lineId}/approve`,
      {
        performDate: date,
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const { notification, sms } = await lastNotice(context, malayali.user.id, 'seva-approved');
    expect(notification?.title).toBe('വഴിപാട് അംഗീകരിച്ചു');
    expect(notification?.body).toContain('Udayasthamana Pooja');
    expect(sms?.body).toBe(notification?.body);
  });

  it('writes an OTP in the language of the screen for a new mobile, and in the account’s for a registered one', async () => {
    const anyone = new TestClient(context.app);
    const mobile = '9847055501';
    expect((await anyone.post('/api/v1/auth/otp/request', { mobile, language: 'ml' })).statusCode).toBe(202);
    const signup = await lastSms(mobile);
    expect(signup?.body).toMatch(/^\d{6} ആണ് സൈൻ അപ്പ് ചെയ്യാൻ/);
    const code = signup?.body.slice(0, 6);
    const created = await anyone.post('/api/v1/auth/otp/verify', { mobile, otp: code, language: 'ml' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ user: User }>().user.language).toBe('ml');

    // On an English screen, the Malayalam account still gets its OTP in Malayalam.
    const device = new TestClient(context.app);
    const login = await device.post('/api/v1/auth/otp/request', { mobile, language: 'en' });
    expect(login.statusCode, login.body).toBe(202);
    expect((await lastSms(mobile))?.body).toMatch(/^\d{6} ആണ് ലോഗിൻ ചെയ്യാൻ/);
    expect(
      (await anyone.post('/api/v1/auth/otp/request', { mobile: '9847055502', language: 'xx' })).statusCode,
    ).toBe(400);
  });
});
