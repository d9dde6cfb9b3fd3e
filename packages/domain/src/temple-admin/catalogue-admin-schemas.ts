import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { NamedRefSchema } from '../catalogue/seva-schemas.ts';
import { pageOf } from '../pagination.ts';
import { SevaBookingType, SevaDayType, SevaType } from '../seva-codes.ts';
import {
  ActiveStatusInputSchema,
  CodeInputSchema,
  IdParam,
  NameInputSchema,
  NOTHING_TO_CHANGE_MESSAGE,
  OrderNoInputSchema,
  optionalText,
  PaiseInputSchema,
  StaffListQuerySchema,
  StatusFilterSchema,
  TimeOfDayInputSchema,
} from './admin-fields.ts';

/**
 * The temple's own catalogue as its staff edit it (spec deitylist / deity, seva-group-list /
 * seva-group-details, sevalist / sevainsert): every field, hidden records included.
 */

function nonEmpty<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject(shape)
    .refine((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_CHANGE_MESSAGE);
}

// Deities ------------------------------------------------------------------------------------------

const deityFields = {
  name: NameInputSchema,
  nameNarration: optionalText(150),
  description: optionalText(2000),
  orderNo: OrderNoInputSchema.optional(),
  status: ActiveStatusInputSchema.optional(),
};

export const CreateDeityInputSchema = z.strictObject({ code: CodeInputSchema.optional(), ...deityFields });
export type CreateDeityInput = z.infer<typeof CreateDeityInputSchema>;

export const UpdateDeityInputSchema = nonEmpty({
  code: CodeInputSchema.optional(),
  ...deityFields,
  name: NameInputSchema.optional(),
});
export type UpdateDeityInput = z.infer<typeof UpdateDeityInputSchema>;

export const StaffDeitySchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  description: z.string().nullable(),
  orderNo: z.number().int(),
  /** 1 active, 0 inactive. */
  status: z.number().int(),
  /** Sevas (not deleted) offered to the deity. */
  sevaCount: z.number().int(),
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export type StaffDeity = z.infer<typeof StaffDeitySchema>;
export const StaffDeityListSchema = pageOf(StaffDeitySchema);
export type StaffDeityList = z.infer<typeof StaffDeityListSchema>;

export const TempleDeityParamsSchema = z.strictObject({ templeId: IdParam, deityId: IdParam });

// Seva groups --------------------------------------------------------------------------------------

const groupFields = {
  name: NameInputSchema,
  nameNarration: optionalText(150),
  orderNo: OrderNoInputSchema.optional(),
  status: ActiveStatusInputSchema.optional(),
};

export const CreateSevaGroupInputSchema = z.strictObject({
  code: CodeInputSchema.optional(),
  ...groupFields,
});
export type CreateSevaGroupInput = z.infer<typeof CreateSevaGroupInputSchema>;

export const UpdateSevaGroupInputSchema = nonEmpty({
  code: CodeInputSchema.optional(),
  ...groupFields,
  name: NameInputSchema.optional(),
});
export type UpdateSevaGroupInput = z.infer<typeof UpdateSevaGroupInputSchema>;

export const StaffSevaGroupSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  orderNo: z.number().int(),
  status: z.number().int(),
  sevaCount: z.number().int(),
  updatedAt: z.string(),
});
export type StaffSevaGroup = z.infer<typeof StaffSevaGroupSchema>;
export const StaffSevaGroupListSchema = pageOf(StaffSevaGroupSchema);
export type StaffSevaGroupList = z.infer<typeof StaffSevaGroupListSchema>;

export const TempleSevaGroupParamsSchema = z.strictObject({ templeId: IdParam, groupId: IdParam });

// Sevas --------------------------------------------------------------------------------------------

const SevaTypeInputSchema = z.union(
  [z.literal(SevaType.Regular), z.literal(SevaType.SpecialPooja), z.literal(SevaType.PreBooking)],
  { error: 'Seva type is 1 (regular), 2 (special pooja) or 3 (pre-booking)' },
);
const BookingTypeInputSchema = z.union(
  [
    z.literal(SevaBookingType.OnlineAndCounter),
    z.literal(SevaBookingType.CounterOnly),
    z.literal(SevaBookingType.OnlineOnly),
  ],
  { error: 'Booking type is 1 (online and counter), 2 (counter only) or 3 (online only)' },
);
const DayTypeInputSchema = z.union([z.literal(SevaDayType.EveryDay), z.literal(SevaDayType.ByAvailability)], {
  error: 'Day type is 1 (every day) or 2 (by the availability rules)',
});

/** Every editable field of spec §3 Seva; money in paise. */
const sevaFields = {
  name: NameInputSchema,
  nameNarration: optionalText(150),
  deityId: z.number().int().positive().nullable().optional(),
  sevaGroupId: z.number().int().positive().nullable().optional(),
  rate: PaiseInputSchema,
  performTime: optionalText(100),
  prasadamTime: optionalText(100),
  /** null: no limit. */
  maxLimitPerDay: z.number().int().min(0).max(100_000).nullable().optional(),
  shortDescription: optionalText(500),
  rulesRemark: optionalText(2000),
  devoteeCount: z.number().int().min(1).max(1000).optional(),
  sevaType: SevaTypeInputSchema.optional(),
  bookingType: BookingTypeInputSchema.optional(),
  dayType: DayTypeInputSchema.optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  /** 'HH:mm': booking for the next day closes at this time; null: no block time. */
  blockTime: TimeOfDayInputSchema.nullable().optional(),
  endDate: IsoDateSchema.nullable().optional(),
  isContinuous: z.boolean().optional(),
  /** Listing approval: only the temple administrator may set it (staff-made sevas wait for it). */
  isApproved: z.boolean().optional(),
  /** Vazhipad approval: dated bookings wait for the temple's approval, holding their place meanwhile. */
  needsApproval: z.boolean().optional(),
  isPrasadamDeliverable: z.boolean().optional(),
  deliveryCharge: PaiseInputSchema.optional(),
  deliveryHeading: optionalText(150),
  deliveryRemarks: optionalText(1000),
  postageCharge: PaiseInputSchema.optional(),
  orderNo: OrderNoInputSchema.optional(),
  status: ActiveStatusInputSchema.optional(),
};

/** The facts the cross-field rules read, after a change is merged onto the stored seva. */
export interface SevaFieldFacts {
  sevaType: number;
  isContinuous: boolean;
  isPrasadamDeliverable: boolean;
  deliveryCharge: number;
}

export interface SevaFieldProblem {
  field: string;
  message: string;
}

/** Rules across seva fields: a continuous seva is a regular one; a delivery charge needs delivery. */
export function sevaFieldProblems(facts: SevaFieldFacts): SevaFieldProblem[] {
  const problems: SevaFieldProblem[] = [];
  if (facts.isContinuous && facts.sevaType !== SevaType.Regular) {
    problems.push({ field: 'isContinuous', message: 'Only a regular seva (type 1) can be continuous' });
  }
  if (facts.deliveryCharge > 0 && !facts.isPrasadamDeliverable) {
    problems.push({
      field: 'deliveryCharge',
      message: 'A delivery charge needs prasadam delivery to be offered',
    });
  }
  return problems;
}

export const CreateSevaInputSchema = z
  .strictObject({ code: CodeInputSchema.optional(), ...sevaFields })
  .superRefine((input, context) => {
    const problems = sevaFieldProblems({
      sevaType: input.sevaType ?? SevaType.Regular,
      isContinuous: input.isContinuous ?? false,
      isPrasadamDeliverable: input.isPrasadamDeliverable ?? false,
      deliveryCharge: input.deliveryCharge ?? 0,
    });
    for (const problem of problems) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type CreateSevaInput = z.infer<typeof CreateSevaInputSchema>;

export const UpdateSevaInputSchema = nonEmpty({
  code: CodeInputSchema.optional(),
  ...sevaFields,
  name: NameInputSchema.optional(),
  rate: PaiseInputSchema.optional(),
});
export type UpdateSevaInput = z.infer<typeof UpdateSevaInputSchema>;

export const StaffSevaSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  deity: NamedRefSchema.nullable(),
  group: NamedRefSchema.nullable(),
  rate: z.number().int(),
  performTime: z.string().nullable(),
  prasadamTime: z.string().nullable(),
  maxLimitPerDay: z.number().int().nullable(),
  shortDescription: z.string().nullable(),
  rulesRemark: z.string().nullable(),
  devoteeCount: z.number().int(),
  sevaType: z.number().int(),
  bookingType: z.number().int(),
  dayType: z.number().int(),
  tags: z.array(z.string()),
  blockTime: z.string().nullable(),
  endDate: z.string().nullable(),
  isContinuous: z.boolean(),
  isApproved: z.boolean(),
  needsApproval: z.boolean(),
  isPrasadamDeliverable: z.boolean(),
  deliveryCharge: z.number().int(),
  deliveryHeading: z.string().nullable(),
  deliveryRemarks: z.string().nullable(),
  postageCharge: z.number().int(),
  orderNo: z.number().int(),
  status: z.number().int(),
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export type StaffSeva = z.infer<typeof StaffSevaSchema>;
export const StaffSevaListSchema = pageOf(StaffSevaSchema);
export type StaffSevaList = z.infer<typeof StaffSevaListSchema>;

export const StaffSevaListQuerySchema = StaffListQuerySchema.extend({
  deityId: z.coerce.number().int().positive().optional(),
  groupId: z.coerce.number().int().positive().optional(),
  sevaType: z.coerce.number().int().min(1).max(3).optional(),
  status: StatusFilterSchema.optional(),
});
export type StaffSevaListQuery = z.infer<typeof StaffSevaListQuerySchema>;

export const TempleSevaParamsSchema = z.strictObject({ templeId: IdParam, sevaId: IdParam });

/**
 * spec change-all-seva-time (temple IsChangeAllSevaTime): one perform time, prasadam time or block time
 * for the listed sevas, or for every seva of the temple when none are listed.
 */
export const PerformTimesInputSchema = z
  .strictObject({
    sevaIds: z.array(z.number().int().positive()).min(1).max(1000).optional(),
    performTime: optionalText(100),
    prasadamTime: optionalText(100),
    blockTime: TimeOfDayInputSchema.nullable().optional(),
  })
  .refine(
    (input) =>
      input.performTime !== undefined || input.prasadamTime !== undefined || input.blockTime !== undefined,
    { message: 'Give a perform time, a prasadam time or a block time', path: ['performTime'] },
  );
export type PerformTimesInput = z.infer<typeof PerformTimesInputSchema>;

export const PerformTimesResultSchema = z.object({
  updated: z.number().int(),
  sevaIds: z.array(z.number().int()),
});
export type PerformTimesResult = z.infer<typeof PerformTimesResultSchema>;
