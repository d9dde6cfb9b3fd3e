import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from './errors.ts';
import { ENGLISH_MESSAGES, ERROR_MESSAGES, errorMessage, fieldMessage } from './messages.ts';
import { ERROR_MESSAGES_ML, FIELD_MESSAGES_ML, MALAYALAM_MESSAGES } from './messages-ml.ts';

describe('message catalogue', () => {
  it('has English and Malayalam words for every error code', () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const english = ERROR_MESSAGES[code];
      const malayalam = ERROR_MESSAGES_ML[code];
      expect(english, code).toEqual(expect.stringMatching(/\S/));
      expect(malayalam, code).toEqual(expect.stringMatching(/\S/));
      expect(malayalam, code).not.toBe(english);
    }
  });

  it('has no words for codes that do not exist', () => {
    const codes = Object.keys(ERROR_STATUS).sort();
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(codes);
    expect(Object.keys(ERROR_MESSAGES_ML).sort()).toEqual(codes);
  });

  it('picks the language', () => {
    expect(errorMessage('OTP_INVALID')).toBe('The OTP is not correct');
    expect(errorMessage('OTP_INVALID', ENGLISH_MESSAGES)).toBe('The OTP is not correct');
    expect(errorMessage('OTP_INVALID', MALAYALAM_MESSAGES)).toBe('OTP ശരിയല്ല');
  });

  it('translates schema field messages and leaves unknown ones alone', () => {
    expect(fieldMessage('Enter your name', MALAYALAM_MESSAGES)).toBe(FIELD_MESSAGES_ML['Enter your name']);
    expect(fieldMessage('Enter your name', ENGLISH_MESSAGES)).toBe('Enter your name');
    expect(fieldMessage('Enter your name')).toBe('Enter your name');
    expect(fieldMessage('Something new', MALAYALAM_MESSAGES)).toBe('Something new');
    expect(fieldMessage('constructor', MALAYALAM_MESSAGES)).toBe('constructor');
  });

  it('says messages with a count in Malayalam with their number', () => {
    expect(fieldMessage('At most 40 characters', MALAYALAM_MESSAGES)).toBe('പരമാവധി 40 അക്ഷരങ്ങൾ');
    expect(fieldMessage('At most 50,000 characters', MALAYALAM_MESSAGES)).toBe('പരമാവധി 50,000 അക്ഷരങ്ങൾ');
    expect(fieldMessage('At least 3 characters', MALAYALAM_MESSAGES)).toBe('കുറഞ്ഞത് 3 അക്ഷരങ്ങൾ');
    expect(fieldMessage('At least 1', MALAYALAM_MESSAGES)).toBe('കുറഞ്ഞത് 1');
    expect(fieldMessage('At most 40 characters')).toBe('At most 40 characters');
  });
});
