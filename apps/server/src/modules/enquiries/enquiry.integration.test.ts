import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema/index.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('contact-us enquiries', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  const enquiryCount = async () => (await context.db.select({ total: count() }).from(enquiries))[0]?.total;

  it('stores an enquiry from a visitor who gives an email', async () => {
    const client = new TestClient(context.app);
    const response = await client.post('/api/v1/enquiries', {
      name: 'Lakshmi',
      email: 'lakshmi@example.org',
      subject: 'Prasadam by post',
      message: 'Do you post prasadam to Bengaluru?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), status: 'open' });
    const [row] = await context.db.select().from(enquiries);
    expect(row).toMatchObject({ name: 'Lakshmi', email: 'lakshmi@example.org', userId: null });
  });

  it.each([
    { case: 'no way to reply', body: { name: 'A', subject: 'S', message: 'M' }, field: 'email' },
    {
      case: 'an empty message',
      body: { name: 'A', mobile: '9876543210', subject: 'S', message: ' ' },
      field: 'message',
    },
    { case: 'a bad mobile', body: { name: 'A', mobile: '123', subject: 'S', message: 'M' }, field: 'mobile' },
    {
      case: 'an unknown field',
      body: { name: 'A', mobile: '9876543210', subject: 'S', message: 'M', priority: 'high' },
      field: 'priority',
    },
  ])('refuses $case and stores nothing', async ({ body, field }) => {
    const before = await enquiryCount();
    const client = new TestClient(context.app);
    const response = await client.post('/api/v1/enquiries', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .join(' '),
    ).toContain(field);
    expect(await enquiryCount()).toBe(before);
  });
});
