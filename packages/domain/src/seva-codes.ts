/** spec §3 Seva.SevaType: how the perform date is chosen. Type 3 is the spec's "seva of type 3". */
export const SevaType = {
  /** The devotee picks any open date. */
  Regular: 1,
  /** Only on the special-pooja dates of its availability rules. */
  SpecialPooja: 2,
  /** Pre-booking: the temple allots the date later (spec "Approval moves a pre-booking seva to an allotted date"). */
  PreBooking: 3,
} as const;
export type SevaTypeValue = (typeof SevaType)[keyof typeof SevaType];

/** spec §3 Seva.Type: where the seva can be booked. */
export const SevaBookingType = {
  OnlineAndCounter: 1,
  CounterOnly: 2,
  OnlineOnly: 3,
} as const;
export type SevaBookingTypeValue = (typeof SevaBookingType)[keyof typeof SevaBookingType];

/** spec §3 DayType: which days a seva is offered. */
export const SevaDayType = {
  EveryDay: 1,
  /** Only on the weekdays and dates its availability rules list. */
  ByAvailability: 2,
} as const;
export type SevaDayTypeValue = (typeof SevaDayType)[keyof typeof SevaDayType];

/** Kinds of seva availability rule (seva_availability.kind). */
export const SEVA_AVAILABILITY_KINDS = ['weekly', 'dates', 'special'] as const;
export type SevaAvailabilityKind = (typeof SEVA_AVAILABILITY_KINDS)[number];

/** Status of temples, deities, seva groups and sevas. */
export const RecordStatus = {
  Inactive: 0,
  Active: 1,
  Deleted: 2,
} as const;
export type RecordStatusValue = (typeof RecordStatus)[keyof typeof RecordStatus];

/** Which star rules a calendar day (temples.star_of_day_rule). */
export const STAR_OF_DAY_RULES = ['sunrise', 'six-nazhika'] as const;
export type StarOfDayRule = (typeof STAR_OF_DAY_RULES)[number];
