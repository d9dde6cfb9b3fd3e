import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { checkReportRange } from '../reports/report-schemas.ts';
import { NameInputSchema } from './admin-fields.ts';

/**
 * What a seva needs from the store each time it is performed (issue #14 "the materials the sevas need
 * when the seva defines them"): ghee, rice, flowers, each a quantity per seva in its own unit. The
 * priest's worksheet multiplies them by the sevas booked for the day.
 */

export const MAX_MATERIALS_PER_SEVA = 40;
/** Quantities are kept to three decimals (grams of a kilogram, millilitres of a litre). */
export const MATERIAL_QUANTITY_DECIMALS = 3;
export const MAX_MATERIAL_QUANTITY = 100_000;

export const MATERIAL_QUANTITY_MESSAGE = 'Enter a quantity above 0';
export const MATERIAL_DECIMALS_MESSAGE = 'At most 3 decimal places';
export const MATERIAL_UNIT_MESSAGE = 'Enter a unit, such as kg, litre or nos';
export const MATERIAL_LISTED_TWICE_MESSAGE = 'Each material once';

const hasAtMostThreeDecimals = (value: number) => Math.abs(value * 1_000 - Math.round(value * 1_000)) < 1e-6;

export const SevaMaterialInputSchema = z.strictObject({
  name: NameInputSchema.max(100, 'At most 100 characters'),
  quantity: z
    .number(MATERIAL_QUANTITY_MESSAGE)
    .positive(MATERIAL_QUANTITY_MESSAGE)
    .max(MAX_MATERIAL_QUANTITY, `At most ${MAX_MATERIAL_QUANTITY.toLocaleString('en-IN')}`)
    .refine(hasAtMostThreeDecimals, MATERIAL_DECIMALS_MESSAGE),
  unit: z.string().trim().min(1, MATERIAL_UNIT_MESSAGE).max(20, 'At most 20 characters'),
});
export type SevaMaterialInput = z.infer<typeof SevaMaterialInputSchema>;

/** PUT replaces the seva's whole list, in the order given (the order the worksheet prints them). */
export const ReplaceSevaMaterialsInputSchema = z.strictObject({
  materials: z
    .array(SevaMaterialInputSchema)
    .max(MAX_MATERIALS_PER_SEVA, `At most ${MAX_MATERIALS_PER_SEVA}`)
    .superRefine((materials, context) => {
      const seen = new Set<string>();
      materials.forEach((material, index) => {
        const key = `${material.name.toLowerCase()}|${material.unit.toLowerCase()}`;
        if (seen.has(key)) {
          context.addIssue({ code: 'custom', path: [index, 'name'], message: MATERIAL_LISTED_TWICE_MESSAGE });
        }
        seen.add(key);
      });
    }),
});
export type ReplaceSevaMaterialsInput = z.infer<typeof ReplaceSevaMaterialsInputSchema>;

export const SevaMaterialSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
});
export type SevaMaterial = z.infer<typeof SevaMaterialSchema>;

export const SevaMaterialsSchema = z.object({
  sevaId: z.number().int(),
  sevaName: z.string(),
  materials: z.array(SevaMaterialSchema),
});
export type SevaMaterials = z.infer<typeof SevaMaterialsSchema>;

/**
 * The worksheet's materials block: per seva booked in the range that defines materials, each
 * material's quantity per seva times the sevas booked (the lines' quantities).
 */
export const PerformanceMaterialSchema = z.object({
  sevaId: z.number().int(),
  seva: z.string(),
  sevasBooked: z.number().int(),
  name: z.string(),
  unit: z.string(),
  quantityPerSeva: z.number(),
  quantity: z.number(),
});
export type PerformanceMaterial = z.infer<typeof PerformanceMaterialSchema>;

export const PerformanceMaterialsSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(PerformanceMaterialSchema),
});
export type PerformanceMaterials = z.infer<typeof PerformanceMaterialsSchema>;

export const PerformanceMaterialsQuerySchema = z
  .strictObject({
    from: IsoDateSchema.describe('First perform day, yyyy-MM-dd (the temple’s day)'),
    to: IsoDateSchema.describe('Last perform day, yyyy-MM-dd'),
    sevaId: z.coerce.number().int().positive().optional(),
    deityId: z.coerce.number().int().positive().optional(),
  })
  .superRefine((query, context) => checkReportRange(query, context));
export type PerformanceMaterialsQuery = z.infer<typeof PerformanceMaterialsQuerySchema>;
