import { DomainError } from '@nivedya/domain';
import { FIELD_MESSAGES_ML } from '@nivedya/domain/messages-ml';
import { describe, expect, it } from 'vitest';
import { fieldsWithNul, NUL_CHARACTER_MESSAGE, refuseNulCharacters } from './nul-guard.ts';

const NUL = '\u0000';

describe('fieldsWithNul', () => {
  it.each([
    { case: 'clean text', value: { name: 'Ravi Menon', starId: 4 }, fields: [] },
    { case: 'a field', value: { name: `Ravi${NUL}` }, fields: ['name'] },
    {
      case: 'a field inside a list, in the order sent',
      value: { lines: [{ devoteeName: 'Lakshmi' }, { devoteeName: NUL, remarks: NUL }], note: NUL },
      fields: ['lines.1.devoteeName', 'lines.1.remarks', 'note'],
    },
    { case: 'a list of strings', value: { tags: ['a', `b${NUL}`] }, fields: ['tags.1'] },
    { case: 'a key', value: { [`razorpay${NUL}id`]: 'x' }, fields: ['razorpay\\u0000id'] },
    { case: 'the whole value', value: `x${NUL}`, fields: ['body'] },
    { case: 'numbers, booleans, null', value: { a: 1, b: true, c: null, d: [2, false] }, fields: [] },
    { case: 'a raw body (webhooks keep their bytes)', value: Buffer.from(`x${NUL}`), fields: [] },
  ])('$case', ({ value, fields }) => {
    expect(fieldsWithNul(value, 'body')).toEqual(fields);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let value: unknown = `deep${NUL}`;
    for (let depth = 0; depth < 200_000; depth += 1) value = [value];
    const [field] = fieldsWithNul(value, 'body');
    expect(field?.split('.')).toHaveLength(200_000);
  });

  it('names at most 20 fields', () => {
    expect(
      fieldsWithNul(
        Array.from({ length: 1000 }, () => NUL),
        'body',
      ),
    ).toHaveLength(20);
  });
});

describe('refuseNulCharacters', () => {
  it('words its field error in every language the screens show', () => {
    expect(FIELD_MESSAGES_ML[NUL_CHARACTER_MESSAGE]).toMatch(/U\+0000/);
  });

  it('passes clean params, query and body', () => {
    expect(() =>
      refuseNulCharacters({ params: { token: 'abc' }, querystring: { q: 'Ravi' }, body: {} }),
    ).not.toThrow();
  });

  it('throws VALIDATION_FAILED naming each field', () => {
    let thrown: unknown;
    try {
      refuseNulCharacters({ params: { token: NUL }, querystring: { q: NUL }, body: { address: NUL } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        errors: [
          { field: 'token', message: NUL_CHARACTER_MESSAGE },
          { field: 'q', message: NUL_CHARACTER_MESSAGE },
          { field: 'address', message: NUL_CHARACTER_MESSAGE },
        ],
      },
    });
  });
});
