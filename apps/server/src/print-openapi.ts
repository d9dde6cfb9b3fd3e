import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/**
 * Prints the OpenAPI document (the one /api/openapi.json serves) on stdout, for `npm run api:types`,
 * which turns it into the web app's API types. The routes and their schemas do not depend on the data,
 * so an empty in-memory database is enough: nothing is migrated, seeded or listened on.
 */
const config = testConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, db: database.db });
await app.ready();
const document = JSON.stringify(app.swagger(), null, 2);
await app.close();
await database.close();
process.stdout.write(`${document}\n`);
