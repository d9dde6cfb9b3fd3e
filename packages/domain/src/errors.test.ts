import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_STATUS, errorStatus, isErrorCode } from './errors.ts';

describe('error codes', () => {
  it('maps every code to a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('keeps bad input out of the 5xx range', () => {
    expect(errorStatus('VALIDATION_FAILED')).toBe(400);
    expect(errorStatus('MALFORMED_JSON')).toBe(400);
    expect(errorStatus('UNAUTHENTICATED')).toBe(401);
    expect(errorStatus('CSRF_TOKEN_INVALID')).toBe(403);
    expect(errorStatus('RATE_LIMITED')).toBe(429);
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('FST_ERR_CTP_INVALID_JSON_BODY')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('carries a code and details', () => {
    const error = new DomainError('NOT_FOUND', 'No such temple', { templeId: 9 });
    expect(error.code).toBe('NOT_FOUND');
    expect(error.details).toEqual({ templeId: 9 });
    expect(error).toBeInstanceOf(Error);
  });
});
