import { type AdminHelpEntry, type HelpEntry, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import { aLoggedInUser, aStaffedTemple, auditRows } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('help pages for administrators (help-list, help-details, POST /Help, GET /Help?id&status)', () => {
  let context: TestContext;
  let admin: TestClient;
  const anyone = () => new TestClient(context.app);

  beforeAll(async () => {
    context = await createTestContext();
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
  });
  afterAll(async () => context.close());

  it('adds a help page with its HTML sanitised; the help modal of that screen shows it', async () => {
    const response = await admin.post('/api/v1/admin/help', {
      pageName: 'Seva-Receipt',
      title: 'Your receipt',
      contentHtml: '<p onclick="steal()">Show it at the <b>counter</b>.</p><script>alert(1)</script>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<AdminHelpEntry>();
    expect(created).toMatchObject({ pageName: 'seva-receipt', status: 1 });
    expect(created.contentHtml).toBe('<p>Show it at the <b>counter</b>.</p>');
    const shown = await anyone().get('/api/v1/help?pageName=seva-receipt');
    expect(shown.json<{ items: HelpEntry[] }>().items[0]?.query).toBe(
      '<p>Show it at the <b>counter</b>.</p>',
    );
    const [audit] = await auditRows(context.db, 'help.created');
    expect(audit?.entityId).toBe(String(created.id));
  });

  it('hides a page from the help modal and shows it again; administrators still list it', async () => {
    const { id } = (
      await admin.post('/api/v1/admin/help', {
        pageName: 'cart',
        title: 'Cart',
        contentHtml: '<p>Your sevas</p>',
      })
    ).json<AdminHelpEntry>();
    expect((await admin.patch(`/api/v1/admin/help/${id}`, { status: 0 })).json<AdminHelpEntry>().status).toBe(
      0,
    );
    expect((await anyone().get('/api/v1/help?pageName=cart')).json<{ total: number }>().total).toBe(0);
    expect((await anyone().get(`/api/v1/help/${id}`)).statusCode).toBe(404);
    const list = (await admin.get('/api/v1/admin/help?search=cart')).json<{ items: AdminHelpEntry[] }>();
    expect(list.items.map((entry) => [entry.pageName, entry.status])).toEqual([['cart', 0]]);
    await admin.patch(`/api/v1/admin/help/${id}`, { status: 1, title: 'Your cart' });
    expect((await anyone().get(`/api/v1/help/${id}`)).json<HelpEntry>().title).toBe('Your cart');
  });

  it.each([
    [
      'a second page for one screen',
      { pageName: 'seva-receipt', title: 'Again', contentHtml: '<p>x</p>' },
      409,
    ],
    ['a page name with spaces', { pageName: 'my page', title: 'x', contentHtml: '<p>x</p>' }, 400],
    [
      'text that is only markup',
      { pageName: 'empty-page', title: 'x', contentHtml: '<script>x</script>' },
      400,
    ],
    ['no title', { pageName: 'no-title', title: ' ', contentHtml: '<p>x</p>' }, 400],
  ])('refuses %s and changes nothing', async (_, body, status) => {
    const before = await tableFingerprint(context.db);
    const response = await admin.post('/api/v1/admin/help', body);
    expect(response.statusCode, response.body).toBe(status);
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('is refused to temple users, devotees, and sub-administrators without the content right', async () => {
    const staffed = await aStaffedTemple(context.app, context.db);
    const { client: subAdmin } = await aLoggedInUser(context.app, context.db, {
      userType: UserType.SubAdmin,
    });
    for (const client of [staffed.admin, subAdmin]) {
      expect((await client.get('/api/v1/admin/help')).statusCode).toBe(403);
      expect(
        (await client.post('/api/v1/admin/help', { pageName: 'x-y', title: 'x', contentHtml: '<p>x</p>' }))
          .statusCode,
      ).toBe(403);
    }
  });
});
