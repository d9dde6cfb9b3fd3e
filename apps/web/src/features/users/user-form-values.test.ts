import type { User } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { isBlocking, userFormSchema, userFormValues } from './user-form-values.ts';

const saved: User = {
  id: 7,
  userName: 'Counter Clerk',
  email: null,
  mobile: '9447055501',
  whatsapp: null,
  address: null,
  userType: 3,
  templeId: 2,
  templeTimeZone: 'Asia/Kolkata',
  language: 'en',
  templeMessagesBySms: true,
  status: 1,
  createdAt: '2026-11-01T00:00:00Z',
};

describe('userinsert form → API', () => {
  it('opens an account with what was filled in; a temple only for temple users', () => {
    const values = {
      ...userFormValues(null),
      userName: 'Ravi',
      mobile: '94470 55502',
      userType: '4',
      templeId: '2',
    };
    expect(userFormSchema(null).parse(values)).toEqual({
      userId: null,
      input: { userName: 'Ravi', mobile: '9447055502', userType: 4 },
    });
    const staff = userFormSchema(null).safeParse({ ...values, userType: '3', templeId: '' });
    expect(staff.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['templeId', 'Choose the temple this user works for'],
    ]);
  });

  it('changes only what changed, and a new type drops the temple', () => {
    const values = userFormValues(saved);
    expect(userFormSchema(saved).safeParse(values).success).toBe(false);
    expect(userFormSchema(saved).parse({ ...values, status: '0' })).toEqual({
      userId: 7,
      input: { status: 0 },
    });
    expect(userFormSchema(saved).parse({ ...values, userType: '4' })).toEqual({
      userId: 7,
      input: { userType: 4, templeId: null },
    });
    expect(isBlocking(saved, { ...values, status: '0' })).toBe(true);
    expect(isBlocking(saved, values)).toBe(false);
  });
});
