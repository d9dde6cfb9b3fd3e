import { z } from 'zod';
import { EmailSchema, MobileSchema, PasswordSchema, UserNameSchema } from '../auth-schemas.ts';
import { USER_TYPES, UserType, type UserTypeValue } from '../roles.ts';
import { LOGIN_IDENTIFIER_MESSAGE } from './people-schemas.ts';

/**
 * The administrators' user screens (issue #15; spec userlist, userinsert, POST /User, GET /User?Id,
 * GET /User?delid): accounts of every type, their temple, blocking and password resets.
 */

const UserTypeInputSchema = z
  .number()
  .int()
  .refine((value) => (USER_TYPES as readonly number[]).includes(value), 'Unknown user type')
  .transform((value) => value as UserTypeValue);

/** Temple users (2, 3) belong to one temple; nobody else does. */
export function needsTemple(userType: number): boolean {
  return userType === UserType.TempleAdmin || userType === UserType.TempleStaff;
}

export const TEMPLE_REQUIRED_MESSAGE = 'Choose the temple this user works for';
export const NO_TEMPLE_MESSAGE = 'Only temple administrators and staff belong to a temple';
export const SIGN_IN_CONTACT_MESSAGE = 'Give a mobile for the sign-in SMS, or set a password';

export const CreateUserInputSchema = z
  .strictObject({
    userName: UserNameSchema,
    email: EmailSchema.optional(),
    mobile: MobileSchema.optional(),
    userType: UserTypeInputSchema,
    templeId: z.number().int().positive().nullable().optional(),
    /** Without one, an SMS tells the person to log in with an OTP and set their own. */
    password: PasswordSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.email === undefined && input.mobile === undefined) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: LOGIN_IDENTIFIER_MESSAGE });
    } else if (input.password === undefined && input.mobile === undefined) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: SIGN_IN_CONTACT_MESSAGE });
    }
    if (needsTemple(input.userType) && !input.templeId) {
      context.addIssue({ code: 'custom', path: ['templeId'], message: TEMPLE_REQUIRED_MESSAGE });
    }
    if (!needsTemple(input.userType) && input.templeId) {
      context.addIssue({ code: 'custom', path: ['templeId'], message: NO_TEMPLE_MESSAGE });
    }
  });
export type CreateUserInput = z.infer<typeof CreateUserInputSchema>;

export const UpdateUserInputSchema = z
  .strictObject({
    userName: UserNameSchema.optional(),
    email: EmailSchema.nullable().optional(),
    mobile: MobileSchema.nullable().optional(),
    userType: UserTypeInputSchema.optional(),
    templeId: z.number().int().positive().nullable().optional(),
    /** 1 active, 0 blocked: a blocked user's sessions end and they cannot log in. */
    status: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;

export const PasswordResetLinkSentSchema = z.object({ sentTo: z.string() });
export type PasswordResetLinkSent = z.infer<typeof PasswordResetLinkSentSchema>;

export const LAST_ADMIN_MESSAGE =
  'This is the last active administrator: make another administrator first, then block or change this one';
