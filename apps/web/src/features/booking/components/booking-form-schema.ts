import {
  type CartLineInput,
  CartLineInputSchema,
  DEFAULT_STAR_ID,
  dailyLimitProblem,
  findStar,
  isStarSeriesOffered,
  PrasadamDelivery,
  type SevaDetail,
  SevaType,
  STAR_SERIES_KINDS,
  STAR_SERIES_PAYMENTS,
} from '@nivedya/domain';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { CartLine, NewCartLine } from '../../../lib/cart-store.ts';
import { DEFAULT_OCCURRENCES } from '../../../ui/star-series-fields.tsx';

/** The booking form as the person fills it in; the radio holds its value as text. */
const BookingInputsSchema = z.object({
  /** The saved name the devotee's name and star came from; null once either is changed by hand. */
  devoteeNameId: z.number().nullable(),
  devoteeName: z.string(),
  starId: z.number(),
  performDate: z.string().nullable(),
  tillDate: z.string().nullable(),
  /** 'once' on performDate, or every 'month' / 'year' on the devotee's star (issue #19). */
  repeat: z.enum(['once', ...STAR_SERIES_KINDS]),
  occurrences: z.number(),
  /** For every year: the Malayalam month, 1 Chingam … 12 Karkidakam. */
  malayalamMonth: z.number(),
  /** The series' dates as the temple's plan gives them (star-series-choice.tsx). */
  seriesDates: z.array(z.string()),
  /** once: every date paid now; each: the first now, each later date before it comes. */
  seriesPayment: z.enum(STAR_SERIES_PAYMENTS),
  quantity: z.number(),
  prasadamDelivery: z.string(),
  deliveryAddress: z.string(),
  description: z.string(),
  saveName: z.boolean(),
});
export type BookingInputs = z.input<typeof BookingInputsSchema>;

export type BookingFormApi = UseFormReturn<BookingInputs, unknown, CartLineInput>;

export const POST_DELIVERY = String(PrasadamDelivery.Post);

/** The sentences of the seva's own rules, in the reader's language. */
export interface BookingRuleWords {
  performDateRequired: string;
  beforeMinPerformDate: string;
  tillDateRequired: string;
  /** A series needs the devotee's own star (not ShubhaNakshathram) and its dates. */
  seriesNeedsStar: string;
  seriesNeedsDates: string;
  overDailyLimit: (problem: NonNullable<ReturnType<typeof dailyLimitProblem>>) => string;
}

/** The first day the seva can be booked for, as its availability (or else the seva) tells. */
export function firstBookableDay(seva: SevaDetail): string | null {
  return seva.availability.minPerformDate ?? seva.minPerformDate;
}

/**
 * The cart line the form makes, checked as the server checks a cart line (CartLineInputSchema), then
 * by what only this seva says: a date unless the temple allots it, not before the first bookable day
 * (a special pooja's listed dates are bookable as listed), a till date for a continuous seva, and a
 * pre-booking within the daily limit (issue #11: it holds no day, so nothing later stops it).
 */
export function bookingFormSchema(seva: SevaDetail, words: BookingRuleWords) {
  const isPreBooking = seva.sevaType === SevaType.PreBooking;
  const isSpecial = seva.sevaType === SevaType.SpecialPooja;
  const minDate = firstBookableDay(seva);
  return BookingInputsSchema.superRefine((inputs, context) => {
    if (inputs.repeat === 'once' || !isStarSeriesOffered(seva)) return;
    // The series' own words; the date checks below would only repeat them.
    if (inputs.starId < 1 || inputs.starId > 27)
      context.addIssue({ code: 'custom', path: ['starId'], message: words.seriesNeedsStar });
    else if (inputs.seriesDates.length === 0)
      context.addIssue({ code: 'custom', path: ['seriesDates'], message: words.seriesNeedsDates });
  })
    .transform((inputs): z.input<typeof CartLineInputSchema> => {
      const isPost = inputs.prasadamDelivery === POST_DELIVERY;
      const isSeries = inputs.repeat !== 'once' && isStarSeriesOffered(seva);
      return {
        sevaId: seva.id,
        performDate: isPreBooking
          ? undefined
          : isSeries
            ? (inputs.seriesDates[0] ?? null)
            : inputs.performDate,
        tillDate: seva.isContinuous ? inputs.tillDate : undefined,
        starSeries:
          isSeries && inputs.repeat !== 'once' && inputs.seriesDates.length > 0
            ? {
                every: inputs.repeat,
                month: inputs.repeat === 'year' ? inputs.malayalamMonth : undefined,
                dates: inputs.seriesDates,
                payment:
                  inputs.seriesPayment === 'each' && inputs.seriesDates.length > 1 ? 'each' : undefined,
              }
            : undefined,
        quantity: inputs.quantity,
        devoteeName: inputs.devoteeName,
        starId: inputs.starId,
        devoteeNameId: inputs.devoteeNameId,
        prasadamDelivery: isPost ? PrasadamDelivery.Post : PrasadamDelivery.CollectAtTemple,
        deliveryAddress: isPost ? inputs.deliveryAddress : undefined,
        description: inputs.description,
        forType: 1,
      };
    })
    .pipe(CartLineInputSchema)
    .superRefine((line, context) => {
      if (!isPreBooking && !line.performDate)
        context.addIssue({ code: 'custom', path: ['performDate'], message: words.performDateRequired });
      else if (!isPreBooking && !isSpecial && minDate && line.performDate && line.performDate < minDate)
        context.addIssue({ code: 'custom', path: ['performDate'], message: words.beforeMinPerformDate });
      if (seva.isContinuous && line.performDate && !line.tillDate)
        context.addIssue({ code: 'custom', path: ['tillDate'], message: words.tillDateRequired });
      const overLimit = isPreBooking
        ? dailyLimitProblem({ sevaName: seva.name, quantity: line.quantity }, seva.maxLimitPerDay)
        : null;
      if (overLimit)
        context.addIssue({ code: 'custom', path: ['quantity'], message: words.overDailyLimit(overLimit) });
    });
}

const CHINGAM = 1;

/** A booking on one date, as the form starts. */
const ONCE = {
  repeat: 'once',
  occurrences: DEFAULT_OCCURRENCES.month,
  malayalamMonth: CHINGAM,
  seriesDates: [],
  seriesPayment: 'once',
} as const satisfies Partial<BookingInputs>;

/** What a new devotee's part of the form starts as (and returns to once a line is added). */
export const NEXT_DEVOTEE = {
  devoteeNameId: null,
  devoteeName: '',
  starId: DEFAULT_STAR_ID,
  saveName: false,
} as const satisfies Partial<BookingInputs>;

/**
 * The form's first values: the cart line being changed, or a new booking on the day the person came
 * with, when the seva can be booked for it (a special pooja only on its listed dates; a pre-booking
 * never holds a day).
 */
export function bookingDefaults(
  seva: SevaDetail,
  editing: CartLine | undefined,
  date: string | null,
): BookingInputs {
  if (editing) {
    return {
      devoteeNameId: editing.devoteeNameId ?? null,
      devoteeName: editing.devoteeName,
      starId: editing.starId,
      performDate: editing.performDate ?? null,
      tillDate: editing.tillDate ?? null,
      repeat: editing.starSeries?.every ?? 'once',
      occurrences: editing.starSeries?.dates.length ?? DEFAULT_OCCURRENCES.month,
      malayalamMonth: editing.starSeries?.month ?? CHINGAM,
      seriesDates: editing.starSeries?.dates ?? [],
      seriesPayment: editing.starSeries?.payment ?? 'once',
      quantity: editing.quantity,
      prasadamDelivery: String(editing.prasadamDelivery),
      deliveryAddress: editing.deliveryAddress ?? '',
      description: editing.description ?? '',
      saveName: false,
    };
  }
  const isSpecialDate = seva.availability.specialDates.some((special) => special.date === date);
  const usableDate =
    date && (seva.sevaType === SevaType.SpecialPooja ? isSpecialDate : date >= (seva.minPerformDate ?? date))
      ? date
      : null;
  return {
    ...NEXT_DEVOTEE,
    performDate: seva.sevaType === SevaType.PreBooking ? null : usableDate,
    tillDate: null,
    ...ONCE,
    quantity: 1,
    prasadamDelivery: String(PrasadamDelivery.CollectAtTemple),
    deliveryAddress: '',
    description: '',
  };
}

/** Paise per unit for postage: the seva's, plus its delivery charge when the prasadam is posted. */
export function unitPostage(seva: SevaDetail, prasadamDelivery: string): number {
  return seva.postageCharge + (prasadamDelivery === POST_DELIVERY ? seva.delivery.charge : 0);
}

/** The checked line as it goes into the cart: the booking's fields plus what the cart shows offline. */
export function toNewCartLine(
  seva: SevaDetail,
  line: CartLineInput,
  devoteeNameId: number | undefined,
): NewCartLine {
  return {
    sevaId: seva.id,
    templeId: seva.templeId,
    performDate: line.performDate,
    tillDate: line.tillDate,
    starSeries: line.starSeries,
    quantity: line.quantity,
    devoteeName: line.devoteeName,
    starId: line.starId,
    starName: findStar(line.starId)?.name ?? '',
    devoteeNameId,
    prasadamDelivery: line.prasadamDelivery,
    deliveryAddress: line.deliveryAddress,
    description: line.description,
    forType: line.forType,
    rate: seva.rate,
    postageCharge: unitPostage(seva, String(line.prasadamDelivery)),
    sevaName: seva.name,
    sevaNameNarration: seva.nameNarration,
    sevaType: seva.sevaType,
    isContinuous: seva.isContinuous,
    templeName: seva.temple.name,
    templeNameNarration: seva.temple.nameNarration,
    deityId: seva.deity?.id ?? null,
    deityName: seva.deity?.name ?? null,
    performTime: seva.performTime,
    prasadamTime: seva.prasadamTime,
  };
}
