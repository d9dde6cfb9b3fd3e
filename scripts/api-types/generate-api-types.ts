import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * `npm run api:types`: the web app's API types (apps/web/src/lib/api-schema.d.ts) from the OpenAPI
 * document the server produces, so that a changed route, field or status fails the web app's typecheck.
 * scripts/api-types.test.ts fails while the committed file differs from what this would write.
 */
const root = path.resolve(import.meta.dirname, '../..');
export const API_SCHEMA_FILE = path.join(root, 'apps/web/src/lib/api-schema.d.ts');

const HEADER = `/**
 * The API as the server describes it, generated from its OpenAPI document (/api/openapi.json) by
 * openapi-typescript. Do not edit: change the route's schema on the server, then run
 * \`npm run api:types\` and commit the result (scripts/api-types.test.ts fails until you do).
 */

`;

/** The server's OpenAPI document, from a process of its own (the server's code runs on Node, untranspiled). */
function serverDocument(): string {
  return execFileSync(process.execPath, [path.join(root, 'apps/server/src/print-openapi.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Formatted as Biome formats the rest of the code, so that `biome check` passes on the generated file. */
function formatted(source: string): string {
  return execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@biomejs/biome/bin/biome'),
      'format',
      `--stdin-file-path=${path.relative(root, API_SCHEMA_FILE)}`,
    ],
    { cwd: root, encoding: 'utf8', input: source, maxBuffer: 64 * 1024 * 1024 },
  );
}

export async function generateApiTypes(): Promise<string> {
  const nodes = await openapiTS(JSON.parse(serverDocument()), { silent: true });
  return formatted(HEADER + astToString(nodes));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_SCHEMA_FILE, await generateApiTypes());
  console.log(`Wrote ${path.relative(root, API_SCHEMA_FILE)}`);
}
