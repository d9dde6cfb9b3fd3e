import { z } from 'zod';
import { BIRTH_MONTHS, GENDERS } from '../lookups.ts';
import { pageOf } from '../pagination.ts';
import { DEFAULT_STAR_ID } from '../stars.ts';

/** Names a devotee books for (spec add-user-for-booking): family members, each with a star. */

export const MAX_DEVOTEE_NAMES = 50;
export const NAME_MESSAGE = 'Enter a name';
const STAR_MESSAGE = 'Choose a star';

const fields = {
  name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(100),
  /** spec §9: default 28, ShubhaNakshathram. */
  starId: z.number({ error: STAR_MESSAGE }).int(STAR_MESSAGE).min(1, STAR_MESSAGE).max(28, STAR_MESSAGE),
  /** BIRTH_MONTHS id (Malayalam month). */
  birthMonthId: z.number().int().min(1).max(BIRTH_MONTHS.length).nullable(),
  /** GENDERS id. */
  genderId: z.number().int().min(1).max(GENDERS.length).nullable(),
  /** e.g. 'Mother', 'Son'. */
  relation: z
    .string()
    .trim()
    .max(50)
    .nullable()
    .transform((value) => (value ? value : null)),
  /** The name offered first on the booking screens; one per devotee. */
  isDefault: z.boolean(),
};

export const CreateDevoteeNameInputSchema = z.strictObject({
  name: fields.name,
  starId: fields.starId.default(DEFAULT_STAR_ID),
  birthMonthId: fields.birthMonthId.optional(),
  genderId: fields.genderId.optional(),
  relation: fields.relation.optional(),
  isDefault: fields.isDefault.default(false),
});
export type CreateDevoteeNameInput = z.infer<typeof CreateDevoteeNameInputSchema>;

export const UpdateDevoteeNameInputSchema = z
  .strictObject({
    name: fields.name.optional(),
    starId: fields.starId.optional(),
    birthMonthId: fields.birthMonthId.optional(),
    genderId: fields.genderId.optional(),
    relation: fields.relation.optional(),
    isDefault: fields.isDefault.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type UpdateDevoteeNameInput = z.infer<typeof UpdateDevoteeNameInputSchema>;

export const DevoteeNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  starId: z.number().int(),
  starName: z.string(),
  starNameNarration: z.string(),
  birthMonthId: z.number().int().nullable(),
  genderId: z.number().int().nullable(),
  relation: z.string().nullable(),
  isDefault: z.boolean(),
});
export type DevoteeName = z.infer<typeof DevoteeNameSchema>;
export const DevoteeNameListSchema = pageOf(DevoteeNameSchema);
export type DevoteeNameList = z.infer<typeof DevoteeNameListSchema>;

export const DevoteeNameIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
