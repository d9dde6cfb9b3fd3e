import { UserType } from '@nivedya/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { insertUser } from '../test/account-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../test/test-app.ts';

/**
 * Issue #11 finding 4: no log line carries personal data. A database error that reaches the error handler
 * is logged with its name, code and stack, never drizzle's "Failed query: … params: …" nor the driver's
 * message or detail, which quote the values; and a request's query values stay out of the request lines.
 */

const DEVOTEE_NAME = 'Sreelakshmi Pillai';
const MOBILE = '9847012345';

const PersonBody = z.object({ devoteeName: z.string(), mobile: z.string() });

/** Test-only routes whose queries fail in the database with the devotee's data among their values. */
function addFailingRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A unique violation: PostgreSQL's detail says `Key (mobile)=(9847012345) already exists`.
  routes.post(
    '/api/v1/test-only/devotees',
    { config: { access: 'public' }, schema: { body: PersonBody } },
    async (request) => {
      await db.insert(users).values({
        userName: request.body.devoteeName,
        mobile: request.body.mobile,
        userType: UserType.Devotee,
      });
      return {};
    },
  );
  // A refused value: PostgreSQL's message says `invalid input syntax for type integer: "Sreelakshmi…"`.
  routes.post(
    '/api/v1/test-only/casts',
    { config: { access: 'public' }, schema: { body: PersonBody } },
    async (request) => {
      await db.execute(sql`select ${`${request.body.devoteeName} ${request.body.mobile}`}::integer`);
      return {};
    },
  );
}

interface LogLine {
  level: number;
  msg: string;
  err?: { type: string; message: string; stack: string; code?: string; cause?: Record<string, unknown> };
}

describe('log lines carry no personal data', () => {
  let context: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    context = await createTestContext(
      { logLevel: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
      addFailingRoutes,
    );
    await insertUser(context.db, { mobile: MOBILE });
  });
  afterAll(async () => context.close());

  it.each([
    { route: '/api/v1/test-only/devotees', sqlState: '23505', constraint: 'users_mobile_unique' },
    { route: '/api/v1/test-only/casts', sqlState: '22P02', constraint: undefined },
  ])('a database error at $route: a 500 without internals, logged without the values', async (failure) => {
    lines.length = 0;
    const response = await new TestClient(context.app).post(failure.route, {
      devoteeName: DEVOTEE_NAME,
      mobile: MOBILE,
    });

    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toEqual({
      type: 'https://nivedya.app/problems/internal',
      title: 'Something went wrong on our side; please try again',
      status: 500,
      code: 'INTERNAL',
      detail: 'Something went wrong on our side; please try again',
    });

    // What it must not say: the values, the SQL, the request body.
    for (const line of lines) {
      expect(line).not.toContain('Sreelakshmi');
      expect(line).not.toContain(MOBILE);
      expect(line).not.toMatch(/Failed query|params:|insert into|select /i);
    }

    const logged = lines.map((line) => JSON.parse(line) as LogLine);
    const error = logged.find((line) => line.msg === 'unhandled error')?.err;
    // What the error says that helps: its class, where it was thrown, and the database's own code.
    expect(error).toMatchObject({ type: 'DrizzleQueryError', cause: { code: failure.sqlState } });
    expect(error?.stack).toMatch(/^DrizzleQueryError\n\s+at /);
    if (failure.constraint) expect(error?.cause).toMatchObject({ constraint: failure.constraint });
  });

  it("a request line names a search's query parameter, never the words searched for", async () => {
    lines.length = 0;
    const response = await new TestClient(context.app).get(
      `/api/v1/search?q=${encodeURIComponent(DEVOTEE_NAME)}`,
    );
    expect(response.statusCode).toBe(200);
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
      .filter(Boolean);
    for (const line of lines) expect(line).not.toContain('Sreelakshmi');
    expect(urls).toContain('/api/v1/search?q');
  });
});
