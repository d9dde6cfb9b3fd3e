import { type ServiceChargeDetails, type TempleDetail, type TempleProfile, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aLoggedInUser,
  aStaffedTemple,
  auditCount,
  auditRows,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('temple profile and service charges (temple-profile, service-charge-details, POST /TempleInsert)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let admin: TestClient;
  let profileUrl: string;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, {
      temple: {
        platformChargeAmount: 1000,
        platformChargePercent: 1.5,
        splitServiceCharge: 300,
        name: 'Sree Krishna Temple',
      },
    });
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
    profileUrl = `/api/v1/temples/${temple.temple.id}/profile`;
  });
  afterAll(async () => context.close());

  it('shows staff every setting, the platform’s ones too', async () => {
    const response = await temple.staff.get(profileUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json<TempleProfile>()).toMatchObject({
      id: temple.temple.id,
      name: 'Sree Krishna Temple',
      features: { isSeva: true, isVirtualQueue: false, isChangeAllSevaTime: false },
      charges: { platformChargeAmount: 1000, platformChargePercent: 1.5, splitServiceCharge: 300 },
      logoUrl: `/api/v1/images/temple-logo/${temple.temple.id}`,
    });
  });

  it('lets the temple administrator change contacts, timings, bank details, map and videos, audited', async () => {
    const response = await temple.admin.patch(profileUrl, {
      mobile: '+91 94470 12345',
      email: 'Office@Temple.org',
      timing: '4:30 AM - 12:30 PM',
      eveningTiming: '5 PM - 8 PM',
      bankName: 'Canara Bank',
      bankIfsc: 'cnrb0003108',
      bankAccountNumber: '3108101004521',
      bankAccountName: 'Sree Krishna Devaswom',
      mapEmbedUrl:
        '<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600" height="450"></iframe>',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      history: 'Built in the 14th century.',
      sevaBlockPeriodDays: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<TempleProfile>();
    expect(profile).toMatchObject({
      contacts: { mobile: '9447012345', email: 'office@temple.org' },
      timing: '4:30 AM - 12:30 PM',
      bank: { bankIfsc: 'CNRB0003108', bankAccountNumber: '3108101004521' },
      mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m18',
      sevaBlockPeriodDays: 2,
    });
    // Devotees see the change on the public profile.
    const publicView = await new TestClient(context.app).get(`/api/v1/temples/${temple.temple.id}`);
    expect(publicView.json<TempleDetail>().bankDetails).toMatchObject({ bankName: 'Canara Bank' });
    const [audit] = await auditRows(context.db, 'temple.updated');
    expect(audit?.before).toMatchObject({ timing: null });
    expect(audit?.after).toMatchObject({ timing: '4:30 AM - 12:30 PM' });
  });

  it.each([
    [{ isVirtualQueue: true }],
    [{ platformChargePercent: 0 }],
    [{ splitServiceCharge: 0, timing: '5 AM' }],
    [{ status: 0 }],
    [{ paymentGatewayId: 'none' }],
  ])('refuses the temple administrator a change of the platform’s settings %j with 403', async (body) => {
    const before = await auditCount(context.db);
    const response = await temple.admin.patch(profileUrl, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await auditCount(context.db)).toBe(before);
  });

  it('keeps the profile to the temple administrator and checks the fields', async () => {
    expect((await temple.staff.patch(profileUrl, { timing: '5 AM' })).statusCode).toBe(403);
    for (const body of [
      { mapEmbedUrl: 'https://evil.example/maps/embed?x' },
      { videoUrl: 'javascript:alert(1)' },
      { bankIfsc: '1234' },
      { email: 'not-an-email' },
      { locationId: 99_999 },
      {},
    ]) {
      const response = await temple.admin.patch(profileUrl, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets administrators change the feature flags and charges, audited', async () => {
    const adminUrl = `/api/v1/admin/temples/${temple.temple.id}`;
    expect((await temple.admin.patch(adminUrl, { isVirtualQueue: true })).statusCode).toBe(403);
    const response = await admin.patch(adminUrl, {
      isVirtualQueue: true,
      isChangeAllSevaTime: true,
      platformChargePercent: 2.25,
      isIntroductoryServiceCharge: true,
      introductoryServiceAmount: 500,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TempleProfile>()).toMatchObject({
      features: { isVirtualQueue: true, isChangeAllSevaTime: true },
      charges: {
        platformChargePercent: 2.25,
        isIntroductoryServiceCharge: true,
        introductoryServiceAmount: 500,
      },
    });
    expect((await admin.get(adminUrl)).json<TempleProfile>().features.isVirtualQueue).toBe(true);
    const [last] = (await auditRows(context.db, 'temple.updated')).slice(-1);
    expect(last?.before).toMatchObject({ features: { isVirtualQueue: false } });
    expect((await admin.patch(adminUrl, { platformChargePercent: 1.234 })).statusCode).toBe(400);
  });

  it('shows the service charges with what they add to a ₹100 order', async () => {
    const response = await temple.staff.get(`/api/v1/temples/${temple.temple.id}/service-charges`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ServiceChargeDetails>()).toEqual({
      templeId: temple.temple.id,
      charges: {
        platformChargeAmount: 1000,
        platformChargePercent: 2.25,
        splitServiceCharge: 300,
        isIntroductoryServiceCharge: true,
        introductoryServiceAmount: 500,
      },
      sgstPercent: 9,
      cgstPercent: 9,
      // The introductory amount replaces the service charge; GST is 18% of it; the split is the temple's.
      example: {
        amount: 10_000,
        serviceCharge: 500,
        gstCharge: 90,
        splitServiceCharge: 300,
        totalAmount: 10_890,
      },
    });
  });
});
