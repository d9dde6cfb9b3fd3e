import type { Instruction, InstructionList } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aStaffedTemple, auditRows, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('temple instructions (instruction-list, instruction-details)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let base: string;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['content.manage'] });
    base = `/api/v1/temples/${temple.temple.id}/instructions`;
  });
  afterAll(async () => context.close());

  it('stores the body sanitised: no scripts, handlers, styles or javascript: links', async () => {
    const response = await temple.staff.post(base, {
      title: 'Dress code',
      titleNarration: 'വസ്ത്രധാരണം',
      bodyHtml:
        '<p onclick="steal()">Men: <b>mundu</b></p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">x</a><a href="https://guruvayur.example/rules">rules</a>' +
        '<p style="position:fixed">Women: saree</p><iframe src="https://evil.example"></iframe>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const instruction = response.json<Instruction>();
    expect(instruction.bodyHtml).toBe(
      '<p>Men: <b>mundu</b></p><a target="_blank" rel="noopener noreferrer">x</a><a href="https://guruvayur.example/rules" target="_blank" rel="noopener noreferrer">rules</a><p>Women: saree</p>',
    );
    const [audit] = await auditRows(context.db, 'instruction.created');
    expect(audit?.after).toMatchObject({ title: 'Dress code', bodyHtml: instruction.bodyHtml });
  });

  it('shows devotees the shown instructions in order, and staff the hidden ones too', async () => {
    await temple.staff.post(base, { title: 'Draft', bodyHtml: '<p>Later</p>', status: 0 });
    await temple.staff.post(base, { title: 'Timings', bodyHtml: '<p>4 AM</p>' });
    const publicList = (await new TestClient(context.app).get(base)).json<InstructionList>();
    expect(publicList.items.map((item) => item.title)).toEqual(['Dress code', 'Timings']);
    const staffList = (await temple.staff.get(`${base}/all`)).json<InstructionList>();
    expect(staffList.items.map((item) => item.title)).toEqual(['Dress code', 'Draft', 'Timings']);
    const drafts = (await temple.staff.get(`${base}/all?status=0`)).json<InstructionList>();
    expect(drafts.items.map((item) => item.title)).toEqual(['Draft']);
  });

  it('searches the staff list by title in either language, paged, and refuses a bad query', async () => {
    const byTitle = (await temple.staff.get(`${base}/all?search=TIMING`)).json<InstructionList>();
    expect(byTitle.items.map((item) => item.title)).toEqual(['Timings']);
    const byNarration = (await temple.staff.get(`${base}/all?search=വസ്ത്ര`)).json<InstructionList>();
    expect(byNarration.items.map((item) => item.title)).toEqual(['Dress code']);
    // A wildcard is searched for as itself.
    expect((await temple.staff.get(`${base}/all?search=%25`)).json<InstructionList>().total).toBe(0);
    const paged = (await temple.staff.get(`${base}/all?limit=1&offset=1`)).json<InstructionList>();
    expect(paged).toMatchObject({ total: 3, items: [{ title: 'Draft' }] });
    const tooLong = await temple.staff.get(`${base}/all?search=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().errors)).toContain('search');
  });

  it('edits and deletes an instruction; staff without the right are refused', async () => {
    const list = (await temple.staff.get(`${base}/all`)).json<InstructionList>();
    const draft = list.items.find((item) => item.title === 'Draft')!;
    const edited = await temple.staff.patch(`${base}/${draft.id}`, {
      status: 1,
      orderNo: 9,
      bodyHtml: '<p>Now<script>x</script></p>',
    });
    expect(edited.json<Instruction>()).toMatchObject({ status: 1, orderNo: 9, bodyHtml: '<p>Now</p>' });
    expect((await temple.staff.get(`${base}/${draft.id}`)).json<Instruction>().title).toBe('Draft');
    expect((await temple.staff.delete(`${base}/${draft.id}`)).statusCode).toBe(204);
    expect((await temple.staff.get(`${base}/${draft.id}`)).statusCode).toBe(404);

    const plain = await aStaffedTemple(context.app, context.db);
    const theirs = `/api/v1/temples/${plain.temple.id}/instructions`;
    expect((await plain.staff.post(theirs, { title: 'X', bodyHtml: 'x' })).statusCode).toBe(403);
    expect((await plain.admin.post(theirs, { title: 'X', bodyHtml: 'x' })).statusCode).toBe(201);
    expect((await plain.admin.get(`${theirs}/${draft.id}`)).statusCode).toBe(404);
    expect((await plain.admin.post(theirs, { title: '', bodyHtml: 'x' })).statusCode).toBe(400);
  });
});
