import { describe, expect, it } from 'vitest';
import { EmailSchema, LoginInputSchema, MobileSchema, OtpSchema, PasswordSchema } from './auth-schemas.ts';

describe('mobile numbers', () => {
  it.each([
    { input: '9876543210', output: '9876543210' },
    { input: '+91 98765 43210', output: '9876543210' },
    { input: '09876543210', output: '9876543210' },
    { input: '98765-43210', output: '9876543210' },
  ])('accepts $input as $output', ({ input, output }) => {
    expect(MobileSchema.parse(input)).toBe(output);
  });

  it.each(['12345', '5876543210', '98765432101', 'abcdefghij', ''])('refuses %s', (input) => {
    expect(MobileSchema.safeParse(input).success).toBe(false);
  });
});

describe('other fields', () => {
  it.each([
    { schema: OtpSchema, value: '123456', ok: true },
    { schema: OtpSchema, value: '12345', ok: false },
    { schema: OtpSchema, value: '12345a', ok: false },
    { schema: PasswordSchema, value: 'Nivedya@2026', ok: true },
    { schema: PasswordSchema, value: 'short', ok: false },
    { schema: EmailSchema, value: 'Devotee@Example.org', ok: true },
    { schema: EmailSchema, value: 'not-an-email', ok: false },
  ])('$value is valid: $ok', ({ schema, value, ok }) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });

  it('lower-cases emails', () => {
    expect(EmailSchema.parse(' Devotee@Example.ORG ')).toBe('devotee@example.org');
  });

  it('refuses unknown fields in a login', () => {
    const result = LoginInputSchema.safeParse({ identifier: 'a@b.in', password: 'x', isAdmin: true });
    expect(result.success).toBe(false);
  });
});
