import { UpdateTempleProfileInputSchema } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import {
  changedProfileInput,
  PROFILE_TEXT_FIELDS,
  type ProfileFormValues,
  profileFormSchema,
} from './profile-form-values.ts';

const blank = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, ''])) as ProfileFormValues;

describe('temple profile form → PATCH input', () => {
  it('sends only what changed, trimmed; nothing when nothing changed', () => {
    const saved = { ...blank, timing: '5 AM – 11 AM', history: 'Old' };
    expect(changedProfileInput(saved, { ...saved, history: 'Old ' })).toEqual({});
    expect(changedProfileInput(saved, { ...saved, timing: ' 4:30 AM – 11 AM ' })).toEqual({
      timing: '4:30 AM – 11 AM',
    });
  });

  it('clears a field with an empty string, which the schema turns into null', () => {
    const input = changedProfileInput({ ...blank, upiVpa: 'temple@sbi' }, blank);
    expect(input).toEqual({ upiVpa: '' });
    expect(UpdateTempleProfileInputSchema.parse(input)).toEqual({ upiVpa: null });
  });

  it('never carries the platform fields', () => {
    const input = changedProfileInput(blank, { ...blank, bankIfsc: 'sbin0001234' });
    expect(Object.keys(input)).toEqual(['bankIfsc']);
    expect(UpdateTempleProfileInputSchema.parse(input)).toEqual({ bankIfsc: 'SBIN0001234' });
  });
});

describe('the temple profile form schema', () => {
  it('checks only the changed fields, named on their field', () => {
    const saved = { ...blank, email: 'not an address' };
    expect(profileFormSchema(saved).parse({ ...saved, timing: '5 AM' })).toEqual({ timing: '5 AM' });
    const parsed = profileFormSchema(blank).safeParse({ ...blank, email: 'not an address' });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['email']]);
  });

  it("takes the temple's GSTIN in capitals and refuses one that is not 15 characters of GSTIN form", () => {
    expect(profileFormSchema(blank).parse({ ...blank, gstin: '32aaaaa0000a1z5' })).toEqual({
      gstin: '32AAAAA0000A1Z5',
    });
    const parsed = profileFormSchema(blank).safeParse({ ...blank, gstin: '32AAAAA0000A1X5' });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['gstin'], 'Enter the 15-character GSTIN, e.g. 32AAAAA0000A1Z5'],
    ]);
  });
});
