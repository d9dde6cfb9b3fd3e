import { describe, expect, it } from 'vitest';
import { canDevoteeEditLine, isPerformDateVisible, lineBanner } from './status-banners.ts';

describe('lineBanner (spec §4)', () => {
  it.each([
    [3, true, 'Seva Rejected'],
    [0, true, 'Seva Approved'],
    [2, true, 'Approval Pending'],
    [1, true, ''],
    [4, true, ''],
    [3, false, ''],
    [0, false, ''],
    [2, false, ''],
  ])('status %i, approved %s → %j', (status, isApproved, banner) => {
    expect(lineBanner({ status, isApproved })).toBe(banner);
  });
});

describe('isPerformDateVisible (spec §4)', () => {
  it.each([
    [3, 0, true],
    [3, 2, false],
    [3, 3, false],
    [1, 0, true],
    [1, 2, false],
    [1, 3, true],
    [2, 2, false],
    [2, 0, true],
  ])('seva type %i, status %i → %s', (sevaType, status, visible) => {
    expect(isPerformDateVisible({ sevaType, status })).toBe(visible);
  });
});

describe('canDevoteeEditLine (spec §2 IsAllowEdit, §5)', () => {
  it.each([
    [
      'not editable',
      { isAllowEdit: false, isApproved: false, status: 0 },
      4,
      { canEdit: false, canEditDateNameStar: false },
    ],
    [
      'editable, not approved',
      { isAllowEdit: true, isApproved: false, status: 0 },
      4,
      { canEdit: true, canEditDateNameStar: true },
    ],
    [
      'approved, booked, devotee',
      { isAllowEdit: true, isApproved: true, status: 0 },
      4,
      { canEdit: true, canEditDateNameStar: false },
    ],
    [
      'approved, booked, temple staff',
      { isAllowEdit: true, isApproved: true, status: 0 },
      3,
      { canEdit: true, canEditDateNameStar: true },
    ],
    [
      'approved, pending, devotee',
      { isAllowEdit: true, isApproved: true, status: 2 },
      4,
      { canEdit: true, canEditDateNameStar: true },
    ],
  ])('%s', (_name, line, userType, expected) => {
    expect(canDevoteeEditLine(line, userType)).toEqual(expected);
  });
});
