import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { problem, sendProblem } from '../../plugins/error-handler.ts';

const OkSchema = z.object({ status: z.literal('ok') });

/** When the newest migration this build carries was made (drizzle's journal), to compare with the database's. */
const newestMigrationMillis: number = (() => {
  const journal = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

/** Whether the database has every migration this build knows (drizzle records each by its journal time). */
async function hasAllMigrations(db: Executor): Promise<boolean> {
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string }[] };
  return Number(result.rows[0]?.newest ?? 0) >= newestMigrationMillis;
}

/**
 * Health for load balancers and orchestrators (docs/operations.md): `live` says the process serves
 * (restart it if not), `ready` that it can serve requests — the database answers and has this build's
 * migrations (send it traffic only then). `/api/health` is the database check of ARCHITECTURE's API
 * conventions.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: OkSchema } } },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database did not answer');
        return sendProblem(reply, problem('SERVICE_UNAVAILABLE', 'The database is not answering'));
      }
    },
  );

  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness: the process serves', response: { 200: OkSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: "Readiness: the database answers and has this build's migrations",
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      let migrated: boolean;
      try {
        migrated = await hasAllMigrations(deps.db);
      } catch (error) {
        request.log.error({ err: error }, 'database did not answer');
        return sendProblem(reply, problem('SERVICE_UNAVAILABLE', 'The database is not answering'));
      }
      if (!migrated) {
        return sendProblem(
          reply,
          problem('SERVICE_UNAVAILABLE', "The database does not have this version's migrations yet"),
        );
      }
      return { status: 'ok' as const };
    },
  );
};
