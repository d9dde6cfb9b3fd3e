/**
 * What other modules may use of the virtual queue (docs/decisions.md, "Module boundaries"): the darshan
 * token a booking's QR carries, read back to its booking (devotee-visits counts token holders in), and
 * the places still free on a range of dates (a release's waiting room shows them).
 */
export { queuePlacesLeft } from './find-vq-calendar.ts';
export { bookingOfToken } from './get-vq-token-details.ts';
export type { BookingRow as VqBookingRow } from './vq-bookings-repository.ts';
export { createTokenSigner, type TokenSigner } from './vq-token.ts';
