import type {
  StaffTempleEvent,
  StaffTempleEventList,
  StoredImageView,
  TempleEventList,
} from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPng } from '../../test/image-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  multipartBody,
  type StaffedTemple,
  upload,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

const NOW = new Date('2030-01-10T03:00:00Z');

describe('temple events and festivals (temple-event-list, temple-event-details, festivals)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let base: string;
  let imageId: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    temple = await aStaffedTemple(context.app, context.db, { rights: ['events.manage', 'content.manage'] });
    other = await aStaffedTemple(context.app, context.db);
    base = `/api/v1/temples/${temple.temple.id}/events`;
    const gallery = await upload(
      temple.staff,
      'POST',
      `/api/v1/temples/${temple.temple.id}/gallery`,
      multipartBody({ fileName: 'utsavam.png', bytes: await aPng() }),
    );
    imageId = gallery.json<StoredImageView>().id;
  });
  afterAll(async () => context.close());

  it('creates a festival over several days with a gallery image, and a one-day event', async () => {
    const festival = await temple.staff.post(base, {
      kind: 'festival',
      title: 'Utsavam',
      titleNarration: 'ഉത്സവം',
      description: 'Ten days of festival',
      startDate: '2030-03-01',
      endDate: '2030-03-10',
      imageId,
    });
    expect(festival.statusCode, festival.body).toBe(201);
    expect(festival.json<StaffTempleEvent>()).toMatchObject({
      kind: 'festival',
      imageId,
      imageUrl: `/api/v1/images/gallery/${imageId}`,
      status: 1,
    });
    const oneDay = await temple.staff.post(base, { title: 'Vishu', startDate: '2030-04-14' });
    expect(oneDay.json<StaffTempleEvent>()).toMatchObject({
      kind: 'event',
      endDate: '2030-04-14',
      imageUrl: `/api/v1/images/temple-banner/${temple.temple.id}`,
    });
    expect((await auditRows(context.db, 'event.created')).length).toBe(2);
  });

  it('keeps drafts from devotees while staff see them', async () => {
    const draft = await temple.staff.post(base, { title: 'Draft', startDate: '2030-02-01', status: 0 });
    const publicList = (await new TestClient(context.app).get(`${base}?when=all`)).json<TempleEventList>();
    expect(publicList.items.map((item) => item.title)).toEqual(['Utsavam', 'Vishu']);
    const staffList = (await temple.staff.get(`${base}/all`)).json<StaffTempleEventList>();
    expect(staffList.items.map((item) => item.title)).toEqual(['Draft', 'Utsavam', 'Vishu']);
    const festivals = (await temple.staff.get(`${base}/all?kind=festival`)).json<StaffTempleEventList>();
    expect(festivals.total).toBe(1);
    const published = await temple.staff.patch(`${base}/${draft.json<StaffTempleEvent>().id}`, { status: 1 });
    expect(published.json<StaffTempleEvent>().status).toBe(1);
  });

  it('searches the staff list by title in either language', async () => {
    const byNarration = (
      await temple.staff.get(`${base}/all?search=${encodeURIComponent('ഉത്സ')}`)
    ).json<StaffTempleEventList>();
    expect(byNarration.items.map((item) => item.title)).toEqual(['Utsavam']);
    const byTitle = (
      await temple.staff.get(`${base}/all?search=vish&kind=event`)
    ).json<StaffTempleEventList>();
    expect(byTitle.items.map((item) => item.title)).toEqual(['Vishu']);
    const tooLong = await temple.staff.get(`${base}/all?search=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().errors)).toContain('search');
  });

  it('refuses a reversed range, another temple’s image and staff without the right', async () => {
    const list = (await temple.staff.get(`${base}/all`)).json<StaffTempleEventList>();
    const event = list.items[0]!;
    const reversed = await temple.staff.patch(`${base}/${event.id}`, { endDate: '2029-01-01' });
    expect(reversed.statusCode).toBe(400);
    const theirImage = await upload(
      other.admin,
      'POST',
      `/api/v1/temples/${other.temple.id}/gallery`,
      multipartBody({ fileName: 'x.png', bytes: await aPng() }),
    );
    const foreign = await temple.staff.post(base, {
      title: 'X',
      startDate: '2030-05-01',
      imageId: theirImage.json<StoredImageView>().id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(JSON.stringify(foreign.json().errors)).toContain('imageId');
    const refused = await other.staff.post(`/api/v1/temples/${other.temple.id}/events`, {
      title: 'X',
      startDate: '2030-05-01',
    });
    expect(refused.statusCode).toBe(403);
    expect((await other.admin.get(`/api/v1/temples/${other.temple.id}/events/${event.id}`)).statusCode).toBe(
      404,
    );
  });

  it('deletes an event, which then leaves every list', async () => {
    const list = (await temple.staff.get(`${base}/all`)).json<StaffTempleEventList>();
    const vishu = list.items.find((item) => item.title === 'Vishu')!;
    expect((await temple.staff.delete(`${base}/${vishu.id}`)).statusCode).toBe(204);
    expect((await temple.staff.get(`${base}/${vishu.id}`)).statusCode).toBe(404);
    expect((await new TestClient(context.app).get(`/api/v1/events/${vishu.id}`)).statusCode).toBe(404);
    const [audit] = await auditRows(context.db, 'event.deleted');
    expect(audit?.before).toMatchObject({ title: 'Vishu' });
  });
});
