import { VisitType } from '@nivedya/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { movementFor, readVisitType, visitTypesFor, writeVisitType } from './visit-type.ts';

describe('visit in/out type (spec §2 popover)', () => {
  beforeEach(() => localStorage.clear());

  it('offers Devotee Count only in out mode, and only the types the temple uses', () => {
    expect(visitTypesFor('in', [1, 2, 3])).toEqual([VisitType.Mobile, VisitType.QrCode]);
    expect(visitTypesFor('out', [1, 2, 3])).toEqual([1, 2, 3]);
    expect(visitTypesFor('out', [2, 3])).toEqual([2, 3]);
  });

  it('keeps each mode’s choice on the device, falling back to the first type offered', () => {
    expect(readVisitType('out', [1, 2, 3])).toBe(VisitType.Mobile);
    writeVisitType('out', VisitType.DevoteeCount);
    expect(readVisitType('out', [1, 2, 3])).toBe(VisitType.DevoteeCount);
    expect(readVisitType('in', [1, 2])).toBe(VisitType.Mobile);
    // A type the temple no longer uses is not offered back.
    expect(readVisitType('out', [2])).toBe(VisitType.QrCode);
  });

  it('sends what was typed or scanned as the server reads it', () => {
    expect(movementFor(7, VisitType.Mobile, ' +91 98470 12345 ')).toEqual({
      gateId: 7,
      type: 1,
      mobile: '9847012345',
    });
    expect(movementFor(7, VisitType.QrCode, ' abc.def ')).toEqual({ gateId: 7, type: 2, code: 'abc.def' });
    expect(movementFor(7, VisitType.DevoteeCount, '12')).toEqual({ gateId: 7, type: 3, people: 12 });
    expect(movementFor(7, VisitType.Mobile, '   ')).toBeNull();
  });
});
