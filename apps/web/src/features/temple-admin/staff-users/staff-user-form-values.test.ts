import { CreateStaffUserInputSchema, type StaffUser, UpdateStaffUserInputSchema } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import {
  isDisabling,
  staffUserFormSchema,
  staffUserFormValues,
  toCreateStaffUserInput,
  toggleRight,
  toUpdateStaffUserInput,
} from './staff-user-form-values.ts';

const USER: StaffUser = {
  id: 7,
  userName: 'Ravi',
  email: 'ravi@example.com',
  mobile: null,
  userType: 3,
  status: 1,
  rights: ['devotees.read'],
  createdAt: '2026-01-01T00:00:00Z',
};

describe('the temple-user form', () => {
  it('starts empty and active for a new account', () => {
    expect(staffUserFormValues(null)).toEqual({
      userName: '',
      email: '',
      mobile: '',
      password: '',
      status: 1,
      rights: [],
    });
  });

  it('keeps the rights in the catalogue order, without repeats', () => {
    let rights = toggleRight([], 'notifications.send', true);
    rights = toggleRight(rights, 'sevas.manage', true);
    rights = toggleRight(rights, 'sevas.manage', true);
    expect(rights).toEqual(['sevas.manage', 'notifications.send']);
    expect(toggleRight(rights, 'sevas.manage', false)).toEqual(['notifications.send']);
  });

  it('leaves empty contacts out of a new account, and asks for one of them', () => {
    const values = { ...staffUserFormValues(null), userName: 'Ravi', password: 'secret123' };
    expect(toCreateStaffUserInput(values)).not.toHaveProperty('email');
    expect(CreateStaffUserInputSchema.safeParse(toCreateStaffUserInput(values)).success).toBe(false);
    const withMobile = toCreateStaffUserInput({ ...values, mobile: ' 98470 12345 ' });
    expect(CreateStaffUserInputSchema.parse(withMobile).mobile).toBe('9847012345');
  });

  it('clears an emptied contact and keeps the password when none is typed', () => {
    const input = toUpdateStaffUserInput({ ...staffUserFormValues(USER), email: '' });
    expect(input.email).toBeNull();
    expect(input).not.toHaveProperty('password');
    expect(UpdateStaffUserInputSchema.safeParse(input).success).toBe(true);
  });

  it('asks before disabling an active account only', () => {
    const values = staffUserFormValues(USER);
    expect(isDisabling(USER, values)).toBe(false);
    expect(isDisabling(USER, { ...values, status: 0 })).toBe(true);
    expect(isDisabling({ ...USER, status: 0 }, { ...values, status: 0 })).toBe(false);
    expect(isDisabling(null, { ...values, status: 0 })).toBe(false);
  });
});

describe('the temple-user form schema', () => {
  it('asks a new account for a contact on the mobile field', () => {
    const values = { ...staffUserFormValues(null), userName: 'Ravi', password: 'secret123' };
    const parsed = staffUserFormSchema(null).safeParse(values);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['mobile']]);
  });

  it("gives the save's variables: an edit of this account, or a new one", () => {
    expect(staffUserFormSchema(USER).parse(staffUserFormValues(USER))).toMatchObject({
      userId: 7,
      input: { email: 'ravi@example.com', mobile: null },
    });
    const values = {
      ...staffUserFormValues(null),
      userName: 'Ravi',
      password: 'secret123',
      mobile: '9847012345',
    };
    expect(staffUserFormSchema(null).parse(values)).toMatchObject({
      userId: null,
      input: { mobile: '9847012345' },
    });
  });
});
