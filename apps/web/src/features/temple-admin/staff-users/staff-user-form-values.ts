import type { CreateStaffUserInput, StaffUser, TempleRight, UpdateStaffUserInput } from '@nivedya/domain';
import { TEMPLE_RIGHTS } from '@nivedya/domain';

/** The temple-user form: text fields as typed, the rights as a set of ticks. */
export interface StaffUserFormValues {
  userName: string;
  email: string;
  mobile: string;
  /** New accounts: required; existing ones: empty keeps the password. */
  password: string;
  status: 0 | 1;
  rights: TempleRight[];
}

export function staffUserFormValues(user: StaffUser | null): StaffUserFormValues {
  return {
    userName: user?.userName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    password: '',
    status: user?.status === 0 ? 0 : 1,
    rights: user ? [...user.rights] : [],
  };
}

/** Ticks or unticks a right, keeping the catalogue's order. */
export function toggleRight(
  rights: readonly TempleRight[],
  right: TempleRight,
  isOn: boolean,
): TempleRight[] {
  return TEMPLE_RIGHTS.filter((each) => (each === right ? isOn : rights.includes(each)));
}

/** A new account: empty contacts are left out (the schema asks for one of them). */
export function toCreateStaffUserInput(values: StaffUserFormValues): CreateStaffUserInput {
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  return {
    userName: values.userName,
    ...(email ? { email } : {}),
    ...(mobile ? { mobile } : {}),
    password: values.password,
    rights: values.rights,
    status: values.status,
  };
}

/** An edit: an emptied contact clears it (null); an empty password keeps the old one. */
export function toUpdateStaffUserInput(values: StaffUserFormValues): UpdateStaffUserInput {
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  return {
    userName: values.userName,
    email: email || null,
    mobile: mobile || null,
    ...(values.password ? { password: values.password } : {}),
    status: values.status,
    rights: values.rights,
  };
}

/** An edit that disables an active account asks first (the user can no longer log in). */
export function isDisabling(user: StaffUser | null, values: StaffUserFormValues): boolean {
  return user !== null && user.status === 1 && values.status === 0;
}
