import {
  type OrderDetail,
  PaymentMode,
  type PaymentSummary,
  type PerformUpdateResult,
  type Receipt,
  SevaType,
  type User,
} from '@nivedya/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, smsOutbox, users } from '../../db/schema/index.ts';
import {
  aCartLine,
  BOOKING_NOW,
  checkoutOk,
  dayAfterBooking,
  insertSeva,
} from '../../test/booking-builders.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  aPreBookingLine,
  type Booker,
  lastNotice,
  type OrdersTemple,
  payAtGateway,
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
    for (const language of ['hi', 'ta', 'te', 'kn', 'en'] as const) {
      const kept = await english.client.patch('/api/v1/me', { language });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<User>().language).toBe(language);
    }
    const unknown = await english.client.patch('/api/v1/me', { language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    const [row] = await context.db.select().from(users).where(eq(users.id, english.user.id));
    expect(row?.language).toBe('en');
  });

  it('confirms a booking in Malayalam to a Malayalam devotee and in English to another', async () => {
    const theirs = await aBooking(context, malayali, archana, { line: { performDate: dayAfterBooking(2) } });
    const notice = await lastNotice(context, malayali.user.id, 'booking-confirmed');
    expect(notice.notification?.title).toBe('ബുക്കിംഗ് സ്ഥിരീകരിച്ചു');
    expect(notice.notification?.body).toContain(`നിങ്ങളുടെ വഴിപാട് ബുക്കിംഗ് ${theirs.orderNumber} സ്ഥിരീകരിച്ചു`);
    // The SMS says its language: MSG91 sends a Malayalam SMS under its Malayalam DLT template.
    expect(await lastSms(malayali.user.mobile!)).toMatchObject({
      body: notice.notification?.body,
      language: 'ml',
    });

    const mine = await aBooking(context, english, archana, { line: { performDate: dayAfterBooking(2) } });
    const englishNotice = await lastNotice(context, english.user.id, 'booking-confirmed');
    expect(englishNotice.notification?.title).toBe('Booking confirmed');
    expect(englishNotice.notification?.body).toContain(`Your seva booking ${mine.orderNumber}`);
    expect((await lastSms(english.user.mobile!))?.language).toBe('en');
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
    expect(sms).toMatchObject({ body: notification?.body, language: 'ml' });
  });

  it('writes an OTP in the language of the screen for a new mobile, and in the account’s for a registered one', async () => {
    const anyone = new TestClient(context.app);
    const mobile = '9847055501';
    expect((await anyone.post('/api/v1/auth/otp/request', { mobile, language: 'ml' })).statusCode).toBe(202);
    const signup = await lastSms(mobile);
    expect(signup?.body).toMatch(/^\d{6} ആണ് സൈൻ അപ്പ് ചെയ്യാൻ/);
    expect(signup?.language).toBe('ml');
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

  describe('payment results and receipts', () => {
    const receiptToken = async (orderId: number) =>
      (await context.db.select({ token: orders.receiptToken }).from(orders).where(eq(orders.id, orderId)))[0]
        ?.token ?? '';
    const summaryOf = async (booker: Booker, paymentId: number) => {
      const response = await booker.client.get(`/api/v1/payments/${paymentId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PaymentSummary>();
    };
    const orderOf = async (booker: Booker, orderId: number) => {
      const response = await booker.client.get(`/api/v1/me/orders/${orderId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<OrderDetail>();
    };

    it('answers a Malayalam devotee’s checkout, payment page, payment and order in Malayalam, en-IN amounts and all', async () => {
      const result = await checkoutOk(malayali.client, {
        lines: [aCartLine(archana, { performDate: dayAfterBooking(3) })],
      });
      expect(result.message).toBe(
        'ബുക്കിംഗ് സ്ഥിരീകരിക്കാൻ പണമടയ്ക്കൽ പൂർത്തിയാക്കുക. അതുവരെ സേവ നിങ്ങൾക്കായി മാറ്റിവച്ചിരിക്കും.',
      );
      expect((await summaryOf(malayali, result.paymentId)).message).toBe(result.message);

      // The demo gateway's page, as the devotee opens it from the checkout.
      const page = await malayali.client.get(result.checkoutUrl ?? '');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="ml">');
      expect(page.body).toContain('>പണമടയ്ക്കൽ അംഗീകരിക്കുക</button>');
      expect(page.body).toContain('>നിരസിക്കുക</button>');
      expect(page.body).toMatch(/aria-label="അടയ്ക്കേണ്ട തുക">₹\d{1,3}(,\d\d)*(,\d{3})?\.\d\d</);
      const face = await malayali.client.get('/pay/demo/fonts/malayalam-400.woff2');
      expect(face.statusCode).toBe(200);
      expect(face.headers['content-type']).toBe('font/woff2');
      expect(face.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');

      await payAtGateway(context, malayali, result);
      const paid = await summaryOf(malayali, result.paymentId);
      expect(paid.message).toBe('പണമടയ്ക്കൽ വിജയിച്ചു. നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.');
      const orderId = result.orders[0]?.id ?? 0;
      expect((await orderOf(malayali, orderId)).statusMessage).toBe(paid.message);
      // Once paid, the page says so in Malayalam.
      const closed = await malayali.client.get(result.checkoutUrl ?? '');
      expect(closed.body).toContain('ഈ പണമടയ്ക്കൽ ഇതിനകം പൂർത്തിയായി.');
    });

    it('writes the receipt of a Malayalam account in Malayalam for whoever opens it, data as stored', async () => {
      const booked = await aBooking(context, malayali, archana, {
        line: { performDate: dayAfterBooking(4) },
      });
      const token = await receiptToken(booked.orderId);
      const anyone = new TestClient(context.app);
      const receipt = (await anyone.get(`/api/v1/receipts/${token}`)).json<Receipt>();
      expect(receipt).toMatchObject({
        language: 'ml',
        statusMessage: 'പണമടയ്ക്കൽ വിജയിച്ചു. നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.',
        temple: { id: at.templeId },
        lines: [{ sevaName: 'Archana', devoteeName: 'Lakshmi Menon', starName: 'Rohini' }],
      });

      const pdf = await anyone.get(`/api/v1/receipts/${token}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const read = readPdf(pdf.rawPayload);
      expect(read.title).toBe(`രസീത് ${booked.orderNumber}`);
      expect(read.lines).toContain(`ബുക്കിംഗ് നമ്പർ: ${booked.orderNumber}`);
      expect(read.lines).toContain('നില: പണമടച്ചു');
      expect(read.lines).toContain('Lakshmi Menon - രോഹിണി');
      expect(read.lines.some((line) => line.startsWith('1Archana'))).toBe(true);
      expect(read.lines.some((line) => /^ആകെ തുക₹[\d,]+\.\d\d$/.test(line))).toBe(true);

      // Another devotee's receipt stays in English, whoever opens it.
      const theirs = await aBooking(context, english, archana, { line: { performDate: dayAfterBooking(4) } });
      const englishReceipt = (
        await malayali.client.get(`/api/v1/receipts/${await receiptToken(theirs.orderId)}`)
      ).json<Receipt>();
      expect(englishReceipt).toMatchObject({
        language: 'en',
        statusMessage: 'Payment successful. Your booking is confirmed.',
      });
    });

    it('tells a Malayalam devotee paying by bank transfer, and one whose payment ran out, in Malayalam', async () => {
      const transfer = await checkoutOk(malayali.client, {
        lines: [aCartLine(archana, { performDate: dayAfterBooking(6) })],
        paymentMode: PaymentMode.BankTransfer,
      });
      expect(transfer.message).toBe(
        'നിങ്ങളുടെ ബുക്കിംഗ് ലഭിച്ചു. കാണിച്ചിരിക്കുന്ന ക്ഷേത്ര ട്രസ്റ്റ് അക്കൗണ്ടിലേക്ക് തുക അടയ്ക്കുക; ക്ഷേത്രം പണമടയ്ക്കൽ പരിശോധിച്ച ശേഷം ബുക്കിംഗ് സ്ഥിരീകരിക്കും.',
      );
      expect((await summaryOf(malayali, transfer.paymentId)).message).toBe(transfer.message);
      expect((await orderOf(malayali, transfer.orders[0]?.id ?? 0)).statusMessage).toBe(
        'ക്ഷേത്രം നിങ്ങളുടെ ബാങ്ക് ട്രാൻസ്ഫർ പരിശോധിക്കാനുണ്ട്.',
      );
      const unpaid = await aBooking(context, malayali, archana, {
        line: { performDate: dayAfterBooking(6) },
        pay: false,
      });
      const cancelled = await malayali.client.post(`/api/v1/payments/${unpaid.paymentId}/cancel`, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await summaryOf(malayali, unpaid.paymentId)).message).toBe(
        'പണമടയ്ക്കൽ നടന്നില്ല. സേവ ഇനി മാറ്റിവച്ചിട്ടില്ല; ദയവായി വീണ്ടും ബുക്ക് ചെയ്യുക.',
      );
      expect((await orderOf(malayali, unpaid.orderId)).statusMessage).toBe('ഈ ബുക്കിംഗ് റദ്ദാക്കി.');
    });

    it('answers a Malayalam devotee’s change to a booked seva in Malayalam', async () => {
      const booked = await aBooking(context, malayali, archana, {
        line: { performDate: dayAfterBooking(7) },
      });
      const changed = await malayali.client.patch(`/api/v1/me/order-lines/${booked.lineId}`, {
        devoteeName: 'Lakshmi K',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<PerformUpdateResult>().message).toBe('സേവാ വിവരങ്ങൾ വിജയകരമായി അപ്ഡേറ്റ് ചെയ്തു');
    });
  });
});
