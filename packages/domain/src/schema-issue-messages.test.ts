import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENTER_A_NUMBER, REQUIRED, schemaIssueMessage } from './schema-issue-messages.ts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input, { error: schemaIssueMessage });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('schemaIssueMessage', () => {
  it('asks for a number where zod would say "expected number, received NaN"', () => {
    expect(firstMessage(z.number(), Number.NaN)).toBe(ENTER_A_NUMBER);
    expect(firstMessage(z.number().int(), undefined)).toBe(ENTER_A_NUMBER);
  });

  it('says a missing or empty text is required, and a too short or long one by its bounds', () => {
    expect(firstMessage(z.string(), undefined)).toBe(REQUIRED);
    expect(firstMessage(z.string().min(1), '')).toBe(REQUIRED);
    expect(firstMessage(z.string().min(3), 'ab')).toBe('At least 3 characters');
    expect(firstMessage(z.string().max(40), 'x'.repeat(41))).toBe('At most 40 characters');
  });

  it('gives a number its bounds', () => {
    expect(firstMessage(z.number().min(1), 0)).toBe('At least 1');
    expect(firstMessage(z.number().max(500), 501)).toBe('At most 500');
  });

  it("keeps a schema's own words", () => {
    expect(firstMessage(z.string().min(1, 'Enter a name'), '')).toBe('Enter a name');
    expect(firstMessage(z.number({ error: 'Enter the capacity' }), Number.NaN)).toBe('Enter the capacity');
  });
});
