import { z } from 'zod';

/** Field schemas the temple-management inputs share, so every form words its errors alike. */

export const NAME_REQUIRED_MESSAGE = 'Enter a name';
export const CODE_MESSAGE = 'Use lowercase letters, digits and hyphens, at most 50';
export const TIME_OF_DAY_MESSAGE = 'Enter a time as HH:mm (24-hour)';
export const NOTHING_TO_CHANGE_MESSAGE = 'Nothing to change';

/** The highest rate or charge a temple can set: ₹10,00,000 in paise. */
export const MAX_AMOUNT_PAISE = 100_000_000;

export const NameInputSchema = z.string().trim().min(1, NAME_REQUIRED_MESSAGE).max(150);

/** Optional text; an empty string clears it (null). */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional();
}

/** A record's stable key within its temple (spec Code), e.g. 'usha-pooja'. */
export const CodeInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, CODE_MESSAGE);

export const PaiseInputSchema = z
  .number()
  .int('Amounts are whole paise')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT_PAISE, 'At most ₹10,00,000');

export const OrderNoInputSchema = z.number().int().min(0).max(1_000_000);

/** Status a form may set; deletion is its own request. 1 active (shown), 0 inactive (hidden). */
export const ActiveStatusInputSchema = z.union([z.literal(0), z.literal(1)]);

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** spec SevaBlockTime as the API speaks it: 'HH:mm', 24-hour, in the temple's zone. */
export const TimeOfDayInputSchema = z.string().trim().regex(TIME_OF_DAY, TIME_OF_DAY_MESSAGE);

/** The database's 'HH:mm:ss' to the API's 'HH:mm'. */
export function toTimeOfDay(time: string | null): string | null {
  return time === null ? null : time.slice(0, 5);
}

/** A filter on a staff list: status 0 or 1; deleted records are never listed. */
export const StatusFilterSchema = z.coerce
  .number()
  .int()
  .refine((value) => value === 0 || value === 1, 'Status is 0 (inactive) or 1 (active)');

/**
 * A code from a name for records created without one: 'Usha Pooja' → 'usha-pooja'. Names in
 * Malayalam script alone give '' and the caller falls back to a generic code.
 */
export function codeFromName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** The first of base, base-2, base-3 … that is not taken. */
export function firstFreeCode(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A staff list's page and status filter. */
export const StaffListQuerySchema = z.strictObject({
  status: StatusFilterSchema.optional(),
  search: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type StaffListQuery = z.infer<typeof StaffListQuerySchema>;

/** A positive id in a URL. */
export const IdParam = z.coerce.number().int().positive();
