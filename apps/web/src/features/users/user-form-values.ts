import {
  CreateUserInputSchema,
  needsTemple,
  UpdateUserInputSchema,
  type User,
  UserType,
} from '@nivedya/domain';
import { z } from 'zod';
import type { SaveUserVariables } from './api/save-user.ts';

/** The userinsert form as typed. */
const UserFormFields = z.object({
  userName: z.string(),
  email: z.string(),
  mobile: z.string(),
  userType: z.string(),
  templeId: z.string(),
  /** New accounts: optional (empty sends a sign-in SMS); existing ones: not shown. */
  password: z.string(),
  status: z.string(),
});
export type UserFormValues = z.infer<typeof UserFormFields>;

export const USER_FORM_FIELDS = UserFormFields.keyof().options;

export function userFormValues(user: User | null): UserFormValues {
  return {
    userName: user?.userName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    userType: String(user?.userType ?? UserType.TempleStaff),
    templeId: user?.templeId ? String(user.templeId) : '',
    password: '',
    status: String(user?.status ?? 1),
  };
}

function templeOf(values: UserFormValues): number | null {
  return needsTemple(Number(values.userType)) && values.templeId ? Number(values.templeId) : null;
}

/** A new account: empty contacts and password are left out. */
export function toCreateUserInput(values: UserFormValues): z.input<typeof CreateUserInputSchema> {
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  const templeId = templeOf(values);
  return {
    userName: values.userName,
    userType: Number(values.userType),
    ...(email ? { email } : {}),
    ...(mobile ? { mobile } : {}),
    ...(templeId ? { templeId } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** An edit: what changed only; an emptied contact clears it. */
export function toUpdateUserInput(user: User, values: UserFormValues): z.input<typeof UpdateUserInputSchema> {
  const input: z.input<typeof UpdateUserInputSchema> = {};
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  const userType = Number(values.userType);
  const templeId = templeOf(values);
  const status = values.status === '0' ? 0 : 1;
  if (values.userName.trim() !== user.userName) input.userName = values.userName;
  if (email !== (user.email ?? '')) input.email = email || null;
  if (mobile !== (user.mobile ?? '')) input.mobile = mobile || null;
  if (userType !== user.userType) input.userType = userType;
  if (templeId !== user.templeId) input.templeId = templeId;
  if (status !== user.status) input.status = status;
  return input;
}

/** The form checked as the server checks the request it makes; its value is the save's variables. */
export function userFormSchema(user: User | null): z.ZodType<SaveUserVariables, UserFormValues> {
  if (user === null) {
    return UserFormFields.transform(toCreateUserInput)
      .pipe(CreateUserInputSchema)
      .transform((input) => ({ userId: null, input }));
  }
  return UserFormFields.transform((values) => toUpdateUserInput(user, values))
    .pipe(UpdateUserInputSchema)
    .transform((input) => ({ userId: user.id, input }));
}

/** Blocking someone asks first. */
export function isBlocking(user: User | null, values: UserFormValues): boolean {
  return user !== null && user.status === 1 && values.status === '0';
}
