import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from './errors.ts';
import { ERROR_MESSAGES, errorMessage, FIELD_MESSAGES_ML, fieldMessage } from './messages.ts';

describe('message catalogue', () => {
  it('has English and Malayalam words for every error code', () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const text = ERROR_MESSAGES[code];
      expect(text.en, code).not.toBe('');
      expect(text.ml, code).not.toBe('');
      expect(text.ml, code).not.toBe(text.en);
    }
  });

  it('picks the language', () => {
    expect(errorMessage('OTP_INVALID', 'en')).toBe('The OTP is not correct');
    expect(errorMessage('OTP_INVALID', 'ml')).toBe('OTP ശരിയല്ല');
  });

  it('translates schema field messages and leaves unknown ones alone', () => {
    expect(fieldMessage('Enter your name', 'ml')).toBe(FIELD_MESSAGES_ML['Enter your name']);
    expect(fieldMessage('Enter your name', 'en')).toBe('Enter your name');
    expect(fieldMessage('Something new', 'ml')).toBe('Something new');
  });
});
