import { ERROR_STATUS, type ErrorCode } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { problem } from './error-handler.ts';

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

describe('problem+json words (issue #11: no answer is a bare code)', () => {
  it.each(CODES)('%s without words of its own still says a sentence', (code) => {
    const body = problem(code);
    expect(body.code).toBe(code);
    expect(body.title).not.toBe(code);
    expect(body.detail).not.toBe(code);
    expect(body.detail).toMatch(/^[A-Z][^_]*[a-z]/);
  });
});
