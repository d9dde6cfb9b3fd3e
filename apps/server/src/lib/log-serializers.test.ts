import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError, urlWithoutQueryValues } from './log-serializers.ts';

/** What node-postgres throws (pg-protocol's DatabaseError): named after the message, quoting values. */
function aPostgresError(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_mobile_unique"'), {
    name: 'error',
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (mobile)=(9847012345) already exists.',
    table: 'users',
    constraint: 'users_mobile_unique',
    routine: '_bt_check_unique',
  });
}

describe('serializeError', () => {
  it("keeps a database error's class, code, constraint and frames, and none of its values", () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("user_name", "mobile") values ($1, $2)',
      ['Sreelakshmi Pillai', '9847012345'],
      aPostgresError(),
    );
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toMatch(/Sreelakshmi|9847012345|insert into|params/);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'DatabaseError', code: '23505', table: 'users', constraint: 'users_mobile_unique' },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError\n\s+at .*log-serializers\.test\.ts/);
  });

  it("keeps any other error's message, code and cause", () => {
    const cause = new TypeError("Cannot read properties of undefined (reading 'rate')");
    const error = Object.assign(new Error('pricing failed', { cause }), { code: 'E_PRICE', statusCode: 500 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'pricing failed',
      code: 'E_PRICE',
      statusCode: 500,
      cause: { type: 'TypeError', message: "Cannot read properties of undefined (reading 'rate')" },
    });
  });

  it('says nothing of a thrown value that is not an Error', () => {
    expect(JSON.stringify(serializeError('Sreelakshmi Pillai'))).not.toContain('Sreelakshmi');
  });
});

describe('urlWithoutQueryValues', () => {
  it.each([
    ['/api/v1/search?q=Sreelakshmi%20Pillai', '/api/v1/search?q'],
    ['/api/v1/admin/sms-outbox?mobile=9847012345&limit=1', '/api/v1/admin/sms-outbox?mobile&limit'],
    ['/api/v1/temples/3/sevas', '/api/v1/temples/3/sevas'],
    ['/api/v1/search?', '/api/v1/search?'],
  ])('%s → %s', (url, logged) => {
    expect(urlWithoutQueryValues(url)).toBe(logged);
  });
});
