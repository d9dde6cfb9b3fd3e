import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../seed/seed-reference-data.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Every API test starts on a database already migrated and holding the reference data, made once per
 * run here (vitest's global setup for the server project) instead of once per test file: a fresh
 * embedded cluster takes seconds to initialise and migrate, a copy of a prepared one a fraction.
 * The embedded database starts from a dump of a prepared one; PostgreSQL copies a prepared template.
 */
export default async function prepareDatabases(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nivedya-api-tests-'));
  const embeddedDump = path.join(folder, 'migrated.tar');
  const embedded = await openDatabase(testConfig({ inMemoryDatabase: true }));
  await embedded.migrate();
  await seedReferenceData(embedded.db);
  const dump = await embedded.embedded!.dumpDataDir('none');
  writeFileSync(embeddedDump, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  project.provide('embeddedDump', embeddedDump);

  const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await createScratchDatabase(serverUrl, 'nivedya_template') : null;
  if (template) {
    const database = await openDatabase(testConfig({ databaseUrl: template.url }));
    await database.migrate();
    await seedReferenceData(database.db);
    await database.close();
  }
  project.provide('postgresTemplate', template?.name ?? null);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await template?.drop();
  };
}
