import { describe, expect, it } from 'vitest';
import { TEMPLE_RIGHT_LABELS } from './temple-right-labels.ts';
import { effectiveTempleRights, hasTempleRight, isTempleRight, TEMPLE_RIGHTS } from './temple-rights.ts';

describe('temple rights (spec §6 UserRights)', () => {
  it.each([
    { userType: 1, granted: [], expected: TEMPLE_RIGHTS },
    { userType: 5, granted: [], expected: TEMPLE_RIGHTS },
    { userType: 2, granted: [], expected: TEMPLE_RIGHTS },
    { userType: 3, granted: ['billing', 'sevas.manage', 'unknown'], expected: ['sevas.manage', 'billing'] },
    { userType: 3, granted: [], expected: [] },
    { userType: 4, granted: ['billing'], expected: [] },
    { userType: null, granted: ['billing'], expected: [] },
  ])('user type $userType granted $granted holds $expected', ({ userType, granted, expected }) => {
    expect(effectiveTempleRights(userType, granted)).toEqual([...expected]);
  });

  it('answers one right', () => {
    expect(hasTempleRight(3, ['refunds'], 'refunds')).toBe(true);
    expect(hasTempleRight(3, ['refunds'], 'approvals')).toBe(false);
    expect(hasTempleRight(2, [], 'approvals')).toBe(true);
  });

  it('recognises its names and labels each in English and Malayalam', () => {
    expect(isTempleRight('gate')).toBe(true);
    expect(isTempleRight('admin')).toBe(false);
    for (const right of TEMPLE_RIGHTS) {
      expect(TEMPLE_RIGHT_LABELS[right].en).not.toBe('');
      expect(TEMPLE_RIGHT_LABELS[right].ml).not.toBe(TEMPLE_RIGHT_LABELS[right].en);
    }
  });
});
