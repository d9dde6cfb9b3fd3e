import type {
  PerformTimesResult,
  SevaList,
  StaffDeity,
  StaffDeityList,
  StaffSeva,
  StaffSevaGroup,
  StaffSevaList,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temples } from '../../db/schema/index.ts';
import {
  aStaffedTemple,
  auditCount,
  auditRows,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

/** Every field of spec §3 Seva, as sevainsert sends it. */
function aFullSeva(deityId: number, sevaGroupId: number) {
  return {
    name: 'Usha Pooja',
    nameNarration: 'ഉഷ പൂജ',
    deityId,
    sevaGroupId,
    rate: 25_050,
    performTime: 'Usha Pooja, 6:30 AM',
    prasadamTime: '8:00 AM',
    maxLimitPerDay: 20,
    shortDescription: 'Morning worship',
    rulesRemark: 'Devotees may attend',
    devoteeCount: 2,
    sevaType: 1,
    bookingType: 3,
    dayType: 1,
    tags: ['pooja'],
    blockTime: '18:30',
    endDate: '2030-12-31',
    isContinuous: true,
    isPrasadamDeliverable: true,
    deliveryCharge: 5000,
    deliveryHeading: 'Prasadam by post',
    deliveryRemarks: 'Within Kerala',
    postageCharge: 1000,
    orderNo: 3,
    status: 1,
  };
}

describe('catalogue management: deities, seva groups, sevas (deitylist, seva-group-list, sevalist, sevainsert)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let base: string;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['sevas.manage', 'deities.manage'] });
    other = await aStaffedTemple(context.app, context.db);
    base = `/api/v1/temples/${temple.temple.id}`;
  });
  afterAll(async () => context.close());

  describe('deities', () => {
    it('creates a deity with a code made from its name, audited', async () => {
      const response = await temple.staff.post(`${base}/deities`, {
        name: 'Sree Ganapathy',
        nameNarration: 'ശ്രീ ഗണപതി',
        description: 'At the south-west corner',
      });
      expect(response.statusCode, response.body).toBe(201);
      const deity = response.json<StaffDeity>();
      expect(deity).toMatchObject({
        code: 'sree-ganapathy',
        name: 'Sree Ganapathy',
        status: 1,
        sevaCount: 0,
        imageUrl: `/api/v1/images/deity/${deity.id}`,
      });
      const [audit] = await auditRows(context.db, 'deity.created');
      expect(audit).toMatchObject({
        actorUserId: temple.staffUser.id,
        entity: 'deity',
        entityId: String(deity.id),
      });

      const second = await temple.admin.post(`${base}/deities`, { name: 'Sree Ganapathy' });
      expect(second.json<StaffDeity>().code).toBe('sree-ganapathy-2');
      const malayalam = await temple.admin.post(`${base}/deities`, { name: 'ശിവൻ' });
      expect(malayalam.json<StaffDeity>().code).toBe('deity');
    });

    it('refuses a code already used in the temple, and bad input with the field named', async () => {
      const taken = await temple.admin.post(`${base}/deities`, { name: 'X', code: 'main' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'CODE_IN_USE' });
      const bad = await temple.admin.post(`${base}/deities`, { name: '', code: 'Bad Code!' });
      expect(bad.statusCode).toBe(400);
      const fields = bad.json<{ errors: { field: string }[] }>().errors.map((error) => error.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'code']));
      const empty = await temple.admin.patch(`${base}/deities/${temple.temple.deityId}`, {});
      expect(empty.statusCode).toBe(400);
    });

    it('lists hidden deities for staff while the public list leaves them out', async () => {
      const hidden = await temple.admin.post(`${base}/deities`, { name: 'Hidden Deity', status: 0 });
      const staffList = (await temple.staff.get(`${base}/deities/all`)).json<StaffDeityList>();
      expect(staffList.items.map((deity) => deity.name)).toContain('Hidden Deity');
      const inactive = (await temple.staff.get(`${base}/deities/all?status=0`)).json<StaffDeityList>();
      expect(inactive.items.map((deity) => deity.id)).toEqual([hidden.json<StaffDeity>().id]);
      const publicList = await new TestClient(context.app).get(`${base}/deities`);
      expect(publicList.json<{ items: { name: string }[] }>().items.map((deity) => deity.name)).not.toContain(
        'Hidden Deity',
      );
    });

    it('updates and deletes, keeping before and after in the audit; a deity with sevas is kept', async () => {
      const created = (await temple.admin.post(`${base}/deities`, { name: 'Ayyappan' })).json<StaffDeity>();
      const updated = await temple.staff.patch(`${base}/deities/${created.id}`, {
        nameNarration: 'അയ്യപ്പൻ',
        orderNo: 5,
      });
      expect(updated.json<StaffDeity>()).toMatchObject({ nameNarration: 'അയ്യപ്പൻ', orderNo: 5 });
      const [audit] = await auditRows(context.db, 'deity.updated');
      expect(audit?.before).toMatchObject({ nameNarration: null, orderNo: 0 });
      expect(audit?.after).toMatchObject({ nameNarration: 'അയ്യപ്പൻ', orderNo: 5 });

      await temple.admin.post(`${base}/sevas`, {
        name: 'Ganapathy Homam',
        rate: 100,
        deityId: temple.temple.deityId,
      });
      const refused = await temple.admin.delete(`${base}/deities/${temple.temple.deityId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'RECORD_IN_USE' });

      expect((await temple.staff.delete(`${base}/deities/${created.id}`)).statusCode).toBe(204);
      expect((await temple.staff.get(`${base}/deities/${created.id}`)).statusCode).toBe(404);
      // Its code is free again.
      const again = await temple.admin.post(`${base}/deities`, { name: 'Ayyappan' });
      expect(again.json<StaffDeity>().code).toBe('ayyappan');
    });
  });

  describe('seva groups', () => {
    it('creates, lists, updates and deletes a group', async () => {
      const created = await temple.staff.post(`${base}/seva-groups`, {
        name: 'Homams',
        nameNarration: 'ഹോമം',
      });
      expect(created.statusCode).toBe(201);
      const group = created.json<StaffSevaGroup>();
      expect(group).toMatchObject({ code: 'homams', sevaCount: 0 });
      const renamed = await temple.staff.patch(`${base}/seva-groups/${group.id}`, { name: 'Homam' });
      expect(renamed.json<StaffSevaGroup>().name).toBe('Homam');
      const list = await temple.staff.get(`${base}/seva-groups/all`);
      expect(list.json<{ items: StaffSevaGroup[] }>().items.map((item) => item.id)).toContain(group.id);
      expect((await temple.staff.delete(`${base}/seva-groups/${group.id}`)).statusCode).toBe(204);
      expect((await auditRows(context.db, 'seva-group.deleted')).length).toBe(1);
    });
  });

  describe('sevas', () => {
    it('creates a seva with every field of spec §3 Seva, rates in paise, block time HH:mm', async () => {
      const response = await temple.admin.post(
        `${base}/sevas`,
        aFullSeva(temple.temple.deityId, temple.temple.groupId),
      );
      expect(response.statusCode, response.body).toBe(201);
      const seva = response.json<StaffSeva>();
      const {
        deityId: _deityId,
        sevaGroupId: _groupId,
        ...fields
      } = aFullSeva(temple.temple.deityId, temple.temple.groupId);
      expect(seva).toMatchObject({
        ...fields,
        deity: { id: temple.temple.deityId, name: 'Sree Krishna' },
        group: { id: temple.temple.groupId, name: 'Archana' },
        code: 'usha-pooja',
        isApproved: true,
        blockTime: '18:30',
      });
      const fetched = await temple.staff.get(`${base}/sevas/${seva.id}`);
      expect(fetched.json<StaffSeva>()).toEqual(seva);
    });

    it('keeps a staff-made seva unapproved until the temple administrator approves it', async () => {
      const made = await temple.staff.post(`${base}/sevas`, { name: 'Pushpanjali', rate: 3000 });
      const seva = made.json<StaffSeva>();
      expect(seva.isApproved).toBe(false);
      const publicList = () =>
        new TestClient(context.app).get(`${base}/sevas?limit=100`).then((r) => r.json<SevaList>());
      expect((await publicList()).items.map((item) => item.id)).not.toContain(seva.id);

      const selfApproval = await temple.staff.patch(`${base}/sevas/${seva.id}`, { isApproved: true });
      expect(selfApproval.statusCode).toBe(403);
      const approved = await temple.admin.patch(`${base}/sevas/${seva.id}`, { isApproved: true });
      expect(approved.json<StaffSeva>().isApproved).toBe(true);
      expect((await publicList()).items.map((item) => item.id)).toContain(seva.id);
    });

    it('checks the fields and their combinations on create and on update', async () => {
      const cases: [unknown, string][] = [
        [{ name: 'X', rate: -1 }, 'rate'],
        [{ name: 'X', rate: 1.5 }, 'rate'],
        [{ name: 'X', rate: 100, sevaType: 4 }, 'sevaType'],
        [{ name: 'X', rate: 100, blockTime: '25:00' }, 'blockTime'],
        [{ name: 'X', rate: 100, endDate: '2030-02-30' }, 'endDate'],
        [{ name: 'X', rate: 100, sevaType: 3, isContinuous: true }, 'isContinuous'],
        [{ name: 'X', rate: 100, deliveryCharge: 500 }, 'deliveryCharge'],
        [{ name: 'X', rate: 100, colour: 'red' }, 'colour'],
        [{ name: 'X', rate: 100, deityId: other.temple.deityId }, 'deityId'],
        [{ name: 'X', rate: 100, sevaGroupId: other.temple.groupId }, 'sevaGroupId'],
      ];
      const auditBefore = await auditCount(context.db);
      for (const [body, field] of cases) {
        const response = await temple.admin.post(`${base}/sevas`, body);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        expect(JSON.stringify(response.json().errors)).toContain(field);
      }
      const seva = (
        await temple.admin.post(`${base}/sevas`, { name: 'Nei Vilakku', rate: 1000 })
      ).json<StaffSeva>();
      const update = await temple.admin.patch(`${base}/sevas/${seva.id}`, {
        sevaType: 2,
        isContinuous: true,
      });
      expect(update.statusCode).toBe(400);
      expect(await auditCount(context.db)).toBe(auditBefore + 1);
    });

    it('updates a seva, null clearing a field, and answers 404 for another temple’s seva', async () => {
      const seva = (
        await temple.admin.post(`${base}/sevas`, { name: 'Trimadhuram', rate: 4000, maxLimitPerDay: 5 })
      ).json<StaffSeva>();
      const updated = await temple.staff.patch(`${base}/sevas/${seva.id}`, {
        rate: 4500,
        maxLimitPerDay: null,
        blockTime: '12:00',
      });
      expect(updated.json<StaffSeva>()).toMatchObject({
        rate: 4500,
        maxLimitPerDay: null,
        blockTime: '12:00',
      });
      const foreignSeva = (
        await other.admin.post(`/api/v1/temples/${other.temple.id}/sevas`, { name: 'Theirs', rate: 1 })
      ).json<StaffSeva>();
      expect((await temple.admin.patch(`${base}/sevas/${foreignSeva.id}`, { rate: 1 })).statusCode).toBe(404);
      expect((await temple.admin.delete(`${base}/sevas/${foreignSeva.id}`)).statusCode).toBe(404);
    });

    it('filters the staff list and deletes a seva devotees can then no longer see', async () => {
      const seva = (
        await temple.admin.post(`${base}/sevas`, { name: 'Special Homam', rate: 100_000, sevaType: 2 })
      ).json<StaffSeva>();
      const filtered = (await temple.staff.get(`${base}/sevas/all?sevaType=2`)).json<StaffSevaList>();
      expect(filtered.items.map((item) => item.id)).toEqual([seva.id]);
      const searched = (await temple.staff.get(`${base}/sevas/all?search=homam`)).json<StaffSevaList>();
      expect(searched.items.map((item) => item.name)).toEqual(
        expect.arrayContaining(['Special Homam', 'Ganapathy Homam']),
      );
      expect((await temple.admin.delete(`${base}/sevas/${seva.id}`)).statusCode).toBe(204);
      const after = (await temple.staff.get(`${base}/sevas/all?sevaType=2`)).json<StaffSevaList>();
      expect(after.total).toBe(0);
      const [audit] = await auditRows(context.db, 'seva.deleted');
      expect(audit?.before).toMatchObject({ id: seva.id, name: 'Special Homam' });
    });
  });

  describe('change-all-seva-time', () => {
    it('is refused while the platform has not enabled it for the temple', async () => {
      const response = await temple.admin.post(`${base}/sevas/perform-times`, { performTime: '7 AM' });
      expect(response.statusCode).toBe(403);
    });

    it('sets the times of the listed sevas, or of all, one audit row per seva', async () => {
      await context.db
        .update(temples)
        .set({ isChangeAllSevaTime: true })
        .where(eq(temples.id, temple.temple.id));
      const all = (await temple.staff.get(`${base}/sevas/all`)).json<StaffSevaList>();
      const [first, second] = all.items;
      const some = await temple.staff.post(`${base}/sevas/perform-times`, {
        sevaIds: [first!.id],
        blockTime: '17:00',
      });
      expect(some.json<PerformTimesResult>()).toEqual({ updated: 1, sevaIds: [first!.id] });
      expect((await temple.staff.get(`${base}/sevas/${first!.id}`)).json<StaffSeva>().blockTime).toBe(
        '17:00',
      );
      expect((await temple.staff.get(`${base}/sevas/${second!.id}`)).json<StaffSeva>().blockTime).not.toBe(
        '17:00',
      );

      const everyOne = await temple.staff.post(`${base}/sevas/perform-times`, {
        performTime: 'Ucha Pooja, 11 AM',
        prasadamTime: null,
      });
      expect(everyOne.json<PerformTimesResult>().updated).toBe(all.total);
      const now = (await temple.staff.get(`${base}/sevas/all`)).json<StaffSevaList>();
      expect(new Set(now.items.map((item) => item.performTime))).toEqual(new Set(['Ucha Pooja, 11 AM']));
      expect((await auditRows(context.db, 'seva.times-changed')).length).toBe(1 + all.total);

      const foreign = await temple.staff.post(`${base}/sevas/perform-times`, {
        sevaIds: [first!.id, 999_999],
        performTime: 'x',
      });
      expect(foreign.statusCode).toBe(400);
    });
  });
});
