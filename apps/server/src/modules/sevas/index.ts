/**
 * What other modules may use of sevas (docs/decisions.md, "Module boundaries"): the booking facts every
 * booking path prices and checks with (read in one statement), the day rules over them, and seva search.
 */
export { assertBookableSeva } from './get-seva.ts';
export { searchSevas } from './search-sevas.ts';
export {
  type BookingFacts,
  type BookingFactsScope,
  dayState,
  isTempleBookable,
  loadBookingFacts,
  toAvailabilityRule,
  toSevaDateFacts,
  toSevaDay,
} from './seva-booking-facts.ts';
export { sevaMinPerformDate } from './seva-dto.ts';
export { type SevaRow, selectAvailabilityRules, type TemplePaymentRow } from './sevas-repository.ts';
