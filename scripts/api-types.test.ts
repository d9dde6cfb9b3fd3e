import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, generateApiTypes } from './api-types/generate-api-types.ts';

describe('the web app’s API types (issue #13: one contract)', () => {
  it('are what the current server’s OpenAPI document generates: run `npm run api:types` when this fails', {
    timeout: 120_000,
  }, async () => {
    const committed = readFileSync(API_SCHEMA_FILE, 'utf8');
    const generated = await generateApiTypes();
    // Not toBe: a 300 kB diff helps nobody; the message says what to do.
    expect(
      committed === generated,
      'apps/web/src/lib/api-schema.d.ts is out of date with the server: run `npm run api:types`',
    ).toBe(true);
  });
});
