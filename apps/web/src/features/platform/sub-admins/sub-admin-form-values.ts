import {
  type CreateUserInput,
  CreateUserInputSchema,
  PLATFORM_RIGHTS,
  type PlatformAccessInput,
  type SubAdmin,
  UserType,
} from '@nivedya/domain';
import { z } from 'zod';

/** The sub-admin-user-details form: the account (new ones only), the rights and the temples. */
const SubAdminFormFields = z.object({
  userName: z.string(),
  email: z.string(),
  mobile: z.string(),
  password: z.string(),
  rights: z.array(z.enum(PLATFORM_RIGHTS)),
  allTemples: z.boolean(),
  templeIds: z.array(z.number()),
});
export type SubAdminFormValues = z.infer<typeof SubAdminFormFields>;

export const SUB_ADMIN_FORM_FIELDS = ['userName', 'email', 'mobile', 'password', 'templeIds'] as const;

export function subAdminFormValues(subAdmin: SubAdmin | null): SubAdminFormValues {
  return {
    userName: subAdmin?.userName ?? '',
    email: subAdmin?.email ?? '',
    mobile: subAdmin?.mobile ?? '',
    password: '',
    rights: subAdmin ? [...subAdmin.access.rights] : [],
    allTemples: subAdmin?.access.allTemples ?? false,
    templeIds: subAdmin ? [...subAdmin.access.templeIds] : [],
  };
}

export function toSubAdminAccount(values: SubAdminFormValues): z.input<typeof CreateUserInputSchema> {
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  return {
    userName: values.userName,
    userType: UserType.SubAdmin,
    ...(email ? { email } : {}),
    ...(mobile ? { mobile } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}

export function toPlatformAccess(values: SubAdminFormValues): PlatformAccessInput {
  return {
    rights: PLATFORM_RIGHTS.filter((right) => values.rights.includes(right)),
    allTemples: values.allTemples,
    templeIds: values.allTemples ? [] : [...values.templeIds].sort((a, b) => a - b),
  };
}

export interface SubAdminSave {
  /** A new sub-administrator's account; null when editing. */
  account: CreateUserInput | null;
  access: PlatformAccessInput;
}

export const NO_TEMPLE_CHOSEN_MESSAGE = 'Choose the temples, or every temple';

/** The form checked as the server checks the account it opens; a sub-administrator needs temples. */
export function subAdminFormSchema(isNew: boolean): z.ZodType<SubAdminSave, SubAdminFormValues> {
  return SubAdminFormFields.transform((values, context): SubAdminSave => {
    if (!values.allTemples && values.templeIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['templeIds'], message: NO_TEMPLE_CHOSEN_MESSAGE });
    }
    let account: CreateUserInput | null = null;
    if (isNew) {
      const parsed = CreateUserInputSchema.safeParse(toSubAdminAccount(values));
      if (parsed.success) account = parsed.data;
      else for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom' });
    }
    return { account, access: toPlatformAccess(values) };
  }) as unknown as z.ZodType<SubAdminSave, SubAdminFormValues>;
}

/** Ticks or unticks one of a list, keeping the list's own order. */
export function toggled<T>(all: readonly T[], chosen: readonly T[], item: T, isOn: boolean): T[] {
  return all.filter((each) => (each === item ? isOn : chosen.includes(each)));
}
