import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** What prepare-databases.global.ts made for this run, as each test file reads it. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the dump of a migrated embedded database. */
    embeddedDump: string;
    /** The PostgreSQL database that new test databases copy, when the tests run on PostgreSQL. */
    postgresTemplate: string | null;
  }
}

let embeddedStartingPoint: Blob | undefined;

/** The migrated embedded database to start from, read once per test file. */
export function preparedEmbeddedDatabase(): Blob {
  embeddedStartingPoint ??= new Blob([readFileSync(inject('embeddedDump'))]);
  return embeddedStartingPoint;
}

/** The migrated PostgreSQL database a scratch database copies. */
export function preparedPostgresTemplate(): string | null {
  return inject('postgresTemplate');
}
