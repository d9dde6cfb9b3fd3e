import {
  CreateStaffUserInputSchema,
  type StaffUser,
  TEMPLE_RIGHTS,
  type TempleRight,
  UpdateStaffUserInputSchema,
} from '@nivedya/domain';
import { z } from 'zod';
import type { SaveStaffUserVariables } from './api/staff-users.ts';

/** The temple-user form: text fields as typed, the rights as a set of ticks. */
const StaffUserFormFields = z.object({
  userName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** New accounts: required; existing ones: empty keeps the password. */
  password: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  rights: z.array(z.enum(TEMPLE_RIGHTS)),
});
export type StaffUserFormValues = z.infer<typeof StaffUserFormFields>;

export const STAFF_USER_FIELDS = StaffUserFormFields.keyof().options;

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
export function toCreateStaffUserInput(
  values: StaffUserFormValues,
): z.input<typeof CreateStaffUserInputSchema> {
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
export function toUpdateStaffUserInput(
  values: StaffUserFormValues,
): z.input<typeof UpdateStaffUserInputSchema> {
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

/**
 * The form checked as the server checks the request it makes: a new account (which needs a password
 * and a contact) or an edit of this one. Its value is the save's variables.
 */
export function staffUserFormSchema(
  user: StaffUser | null,
): z.ZodType<SaveStaffUserVariables, StaffUserFormValues> {
  if (user === null) {
    return StaffUserFormFields.transform(toCreateStaffUserInput)
      .pipe(CreateStaffUserInputSchema)
      .transform((input) => ({ userId: null, input }));
  }
  return StaffUserFormFields.transform(toUpdateStaffUserInput)
    .pipe(UpdateStaffUserInputSchema)
    .transform((input) => ({ userId: user.id, input }));
}
