import { z } from 'zod';
import { optionalText } from '../temple-admin/admin-fields.ts';
import { GATE_DIRECTIONS, VISIT_TYPES, type VisitTypeValue, ZONE_MAX_CAPACITY } from './visit-codes.ts';

/** spec devotee-visit-settings: a temple's zones, their gates and the visit types its gates use. */

export const VisitZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  /** The most devotees the zone holds safely. */
  capacity: z.number().int(),
  /** From this many inside, staff screens alert and new walk-in passes wait. */
  alertThreshold: z.number().int(),
  /** Devotees inside now: entries minus exits. */
  inside: z.number().int(),
  isActive: z.boolean(),
  orderNo: z.number().int(),
});
export type VisitZone = z.infer<typeof VisitZoneSchema>;

const CAPACITY_MESSAGE = `Enter a capacity from 1 to ${ZONE_MAX_CAPACITY.toLocaleString('en-IN')}`;
const CountSchema = z
  .number()
  .int(CAPACITY_MESSAGE)
  .min(1, CAPACITY_MESSAGE)
  .max(ZONE_MAX_CAPACITY, CAPACITY_MESSAGE);
export const THRESHOLD_OVER_CAPACITY_MESSAGE = 'The alert threshold cannot be above the capacity';

export const VisitZoneInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Enter the zone name').max(60, 'At most 60 characters'),
    nameNarration: optionalText(60),
    capacity: CountSchema,
    alertThreshold: CountSchema,
    isActive: z.boolean().default(true),
    orderNo: z.number().int().min(0).max(1000).default(0),
  })
  .refine((zone) => zone.alertThreshold <= zone.capacity, {
    message: THRESHOLD_OVER_CAPACITY_MESSAGE,
    path: ['alertThreshold'],
  });
export type VisitZoneInput = z.infer<typeof VisitZoneInputSchema>;

export const VisitGateSchema = z.object({
  id: z.number().int(),
  zoneId: z.number().int(),
  zoneName: z.string(),
  name: z.string(),
  direction: z.enum(GATE_DIRECTIONS),
  isActive: z.boolean(),
});
export type VisitGate = z.infer<typeof VisitGateSchema>;

export const VisitGateInputSchema = z.strictObject({
  zoneId: z.number().int().positive('Choose the zone'),
  name: z.string().trim().min(1, 'Enter the gate name').max(60, 'At most 60 characters'),
  direction: z.enum(GATE_DIRECTIONS, 'Choose in, out or both'),
  isActive: z.boolean().default(true),
});
export type VisitGateInput = z.infer<typeof VisitGateInputSchema>;

export const VisitTypeSchema = z.union(
  VISIT_TYPES.map((type) => z.literal(type)) as [
    z.ZodLiteral<VisitTypeValue>,
    z.ZodLiteral<VisitTypeValue>,
    z.ZodLiteral<VisitTypeValue>,
  ],
  'A visit type is 1 (mobile), 2 (QR code) or 3 (devotee count)',
);

export const VisitSettingsSchema = z.object({
  templeId: z.number().int(),
  /** The temple's IsDevoteeVisit: gates record only when it is on; settings may be prepared before. */
  isDevoteeVisit: z.boolean(),
  /** The visit types the temple's gates offer, in spec order. */
  visitTypes: z.array(VisitTypeSchema),
  zones: z.array(VisitZoneSchema),
  gates: z.array(VisitGateSchema),
});
export type VisitSettings = z.infer<typeof VisitSettingsSchema>;

export const VisitTypesInputSchema = z.strictObject({
  visitTypes: z
    .array(VisitTypeSchema)
    .min(1, 'Choose at least one visit type')
    .transform((types) => [...new Set(types)].sort()),
});
export type VisitTypesInput = z.infer<typeof VisitTypesInputSchema>;

export const VisitZoneParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  zoneId: z.coerce.number().int().positive(),
});
export const VisitGateParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  gateId: z.coerce.number().int().positive(),
});
