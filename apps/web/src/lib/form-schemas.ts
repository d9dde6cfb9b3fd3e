import { EmailSchema, MobileSchema } from '@nivedya/domain';
import { z } from 'zod';

/**
 * Form-side helpers over the shared schemas: an empty optional input arrives as '' and means "not
 * given", so it becomes undefined before the shared schema checks it.
 */
function blankToUndefined(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export const OptionalEmailSchema = z.string().transform(blankToUndefined).pipe(EmailSchema.optional());
export const OptionalMobileSchema = z.string().transform(blankToUndefined).pipe(MobileSchema.optional());

/** For fields a person may clear: an emptied input means "remove it" (null). */
function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const NullableEmailSchema = z.string().transform(blankToNull).pipe(EmailSchema.nullable());
export const NullableMobileSchema = z.string().transform(blankToNull).pipe(MobileSchema.nullable());
export const NullableTextSchema = (max: number) =>
  z.string().transform(blankToNull).pipe(z.string().max(max).nullable());

export const PASSWORDS_DIFFER = 'The passwords do not match';

/**
 * A number typed into a text or number input (inputs hold strings). Empty becomes undefined, so the
 * domain schema it pipes into says "required" or accepts the absence; text that is not a number stays
 * NaN and fails the domain schema's number check.
 */
export const NumberText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : Number(text)));
