import { z } from 'zod';
import { PrasadamDelivery } from '../order-codes.ts';
import { DEFAULT_STAR_ID } from '../stars.ts';
import { ISO_DATE_MESSAGE, isIsoDate } from './calendar.ts';
import { CartStarSeriesSchema } from './cart-star-series-schema.ts';

/**
 * The devotee's cart (spec §3 "Cart / seva transaction line", persisted on the device under
 * DevoteeOnlineCartList) and what the API accepts of it. One schema for both sides, so the local
 * cart and POST /api/v1/cart/evaluate (and checkout) never disagree about a line.
 */

export const MAX_CART_LINES = 50;
export const MAX_QUANTITY = 100;
/** ₹1,00,000 in paise: the most one order's dakshina may be. */
export const MAX_DAKSHINA_PAISE = 10_000_000;

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
export const DEVOTEE_NAME_MESSAGE = "Enter the devotee's name";
export const STAR_MESSAGE = 'Choose a star';
export const DELIVERY_ADDRESS_MESSAGE = 'Enter the address to post the prasadam to';
export const TILL_DATE_MESSAGE = 'The till date cannot be before the perform date';
export const CART_EMPTY_MESSAGE = 'Add at least one seva';
export const STAR_SERIES_FIRST_DATE_MESSAGE = "A star series' pooja date is its first date";
export const STAR_SERIES_TILL_DATE_MESSAGE = 'A star series has its own dates, not a till date';
export const DAKSHINA_MESSAGE = 'Dakshina must be between ₹0 and ₹1,00,000';

/**
 * spec Seva.MaxLimitPerDay: no day of a seva takes more units than its daily limit, so neither may one
 * line ask for more. A dated line meets its day's own limit in the capacity check (SEVA_FULL: read only
 * when the cart is priced, atomically at checkout). A pre-booking (type 3) has no date until the temple
 * allots one and holds no place until then, so nothing else stops it: without this rule a pre-booking of
 * 100 units of a seva limited to 1 a day was paid for and refused only at the temple's approval
 * (issue #11). The server prices every cart through it; the booking form asks it before a line goes into
 * the cart. Null limit: none.
 */
export function dailyLimitProblem(
  line: { sevaName: string; quantity: number },
  maxLimitPerDay: number | null,
): { code: 'QUANTITY_OVER_DAILY_LIMIT'; message: string } | null {
  if (maxLimitPerDay === null || line.quantity <= maxLimitPerDay) return null;
  return {
    code: 'QUANTITY_OVER_DAILY_LIMIT',
    message:
      maxLimitPerDay === 0
        ? `${line.sevaName} is not taking bookings now`
        : `At most ${maxLimitPerDay} of ${line.sevaName} can be booked for one day (you asked for ${line.quantity})`,
  };
}

/** null and absent read alike (a stored cart may hold either); the parsed line has the key optional. */
const optionalDate = z
  .string()
  .refine(isIsoDate, ISO_DATE_MESSAGE)
  .nullish()
  .transform((value) => value ?? undefined)
  .optional();

/**
 * A field accepted and ignored. One schema for all of them: a schema each (zod builds every schema's
 * methods) took ~50 ms of a mid-range phone's main thread (Lighthouse's 4× slowdown) when the booking
 * form's code first ran.
 */
const ignored = z.unknown().optional();

/**
 * What the device keeps for display beside a line (spec §3 Rate, Amount, SevaName, TempleName, the
 * charges…). Accepted so a stored cart can be sent as it is, and IGNORED for pricing: the server
 * prices every order (ARCHITECTURE rule 2). `rate` is only compared, to tell the devotee the price
 * changed.
 */
const IGNORED_LINE_FIELDS = {
  tempId: ignored,
  rate: ignored,
  amount: ignored,
  postageCharge: ignored,
  deliveryCharge: ignored,
  sevaName: ignored,
  sevaType: ignored,
  templeId: ignored,
  templeName: ignored,
  deityId: ignored,
  deityName: ignored,
  starName: ignored,
  performTime: ignored,
  prasadamTime: ignored,
  isContinuous: ignored,
  platformChargeAmount: ignored,
  platformChargePercent: ignored,
  splitServiceCharge: ignored,
  serviceCharge: ignored,
  gstCharge: ignored,
  totalAmount: ignored,
};

/** The fields of a cart line, before the cross-field rules (for forms that edit part of a line). */
export const CartLineFieldsSchema = z.strictObject({
  sevaId: z.number().int().positive(),
  /** yyyy-MM-dd in the temple's zone; omitted for pre-booking sevas (type 3), whose date the temple allots. */
  performDate: optionalDate,
  /** Last day of a continuous seva (spec TillDate): one line per day from performDate. */
  tillDate: optionalDate,
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE),
  devoteeName: z.string({ error: DEVOTEE_NAME_MESSAGE }).trim().min(1, DEVOTEE_NAME_MESSAGE).max(100),
  /** spec §9: default 28, ShubhaNakshathram. */
  starId: z
    .number({ error: STAR_MESSAGE })
    .int(STAR_MESSAGE)
    .min(1, STAR_MESSAGE)
    .max(28, STAR_MESSAGE)
    .default(DEFAULT_STAR_ID),
  /** The saved name (add-user-for-booking) this line was filled from. */
  devoteeNameId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? undefined)
    .optional(),
  /** spec PrasadamDelivery, default 1: 1 collect at the temple, 2 post to deliveryAddress. */
  prasadamDelivery: z
    .union([z.literal(PrasadamDelivery.CollectAtTemple), z.literal(PrasadamDelivery.Post)])
    .default(PrasadamDelivery.CollectAtTemple),
  deliveryAddress: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : undefined))
    .optional(),
  /** The devotee's pooja remarks (spec Description). */
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : undefined))
    .optional(),
  /** spec ForType, default 1: 1 for oneself, 2 for someone else. */
  forType: z.union([z.literal(1), z.literal(2)]).default(1),
  /** The line is booked on each of the star's days listed (issue #19); performDate is the first. */
  starSeries: CartStarSeriesSchema.optional(),
  ...IGNORED_LINE_FIELDS,
});

export const CartLineInputSchema = CartLineFieldsSchema.superRefine((line, context) => {
  if (line.prasadamDelivery === PrasadamDelivery.Post && !line.deliveryAddress) {
    context.addIssue({ code: 'custom', path: ['deliveryAddress'], message: DELIVERY_ADDRESS_MESSAGE });
  }
  if (line.performDate && line.tillDate && line.tillDate < line.performDate) {
    context.addIssue({ code: 'custom', path: ['tillDate'], message: TILL_DATE_MESSAGE });
  }
  if (line.starSeries && line.starSeries.dates[0] !== line.performDate) {
    context.addIssue({ code: 'custom', path: ['performDate'], message: STAR_SERIES_FIRST_DATE_MESSAGE });
  }
  if (line.starSeries && line.tillDate) {
    context.addIssue({ code: 'custom', path: ['tillDate'], message: STAR_SERIES_TILL_DATE_MESSAGE });
  }
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

export const DakshinaInputSchema = z.strictObject({
  templeId: z.number().int().positive(),
  /** Paise. */
  amount: z.number().int(DAKSHINA_MESSAGE).min(0, DAKSHINA_MESSAGE).max(MAX_DAKSHINA_PAISE, DAKSHINA_MESSAGE),
});
export type DakshinaInput = z.infer<typeof DakshinaInputSchema>;

/** Order totals an old client may still send with its cart; ignored like the line's. */
const IGNORED_CART_FIELDS = {
  amount: ignored,
  invoiceAmount: ignored,
  postageCharge: ignored,
  serviceCharge: ignored,
  platformCharge: ignored,
  gstCharge: ignored,
  splitServiceCharge: ignored,
  dakshinaAmount: ignored,
  totalAmount: ignored,
};

export const CartInputSchema = z
  .strictObject({
    lines: z.array(CartLineInputSchema).min(1, CART_EMPTY_MESSAGE).max(MAX_CART_LINES),
    /** At most one dakshina per temple of the cart. */
    dakshina: z.array(DakshinaInputSchema).max(MAX_CART_LINES).optional(),
    ...IGNORED_CART_FIELDS,
  })
  .superRefine((cart, context) => {
    const seen = new Set<number>();
    cart.dakshina?.forEach((entry, index) => {
      if (seen.has(entry.templeId)) {
        context.addIssue({
          code: 'custom',
          path: ['dakshina', index, 'templeId'],
          message: 'Give one dakshina per temple',
        });
      }
      seen.add(entry.templeId);
    });
  });
export type CartInput = z.infer<typeof CartInputSchema>;
