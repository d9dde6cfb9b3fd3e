import type { ErrorCode } from './errors.ts';

/**
 * The one catalogue of words people read for each error code and for the shared schemas' field
 * messages (STYLE: one catalogue of user-facing messages), one file per language the product ships:
 * English here, Malayalam in messages-ml.ts. The server answers a stable `code`; the screens turn it
 * into these words. The languages are apart so that the web app fetches the Malayalam words with the
 * rest of its Malayalam, when a person chooses it (apps/web/src/i18n/index.ts), instead of on every
 * first visit. A new code needs its words in both files; the compiler says when one is missing.
 */
export interface MessageCatalogue {
  /** The words for every error code. */
  errors: Readonly<Record<ErrorCode, string>>;
  /** The shared schemas' field messages, which are written in English, in this language. */
  fields: Readonly<Record<string, string>>;
  /** Field messages with a number in them ("At most 40 characters"): the English pattern, and the words. */
  countedFields?: readonly (readonly [RegExp, (count: string) => string])[];
}

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid',
  MALFORMED_JSON: 'The request could not be read',
  UNAUTHENTICATED: 'Please log in',
  INVALID_CREDENTIALS: 'The email or mobile number and the password do not match',
  SESSION_EXPIRED: 'Your session has ended; please log in again',
  FORBIDDEN: 'You do not have access to this',
  CSRF_TOKEN_INVALID: 'The security token is missing or wrong; reload the page and try again',
  NOT_FOUND: 'Not found',
  ROUTE_NOT_FOUND: 'This service is not available yet',
  METHOD_NOT_ALLOWED: 'This action is not allowed',
  CONFLICT: 'This clashes with information already saved',
  MOBILE_ALREADY_REGISTERED: 'This mobile number is already registered; please log in',
  EMAIL_ALREADY_REGISTERED: 'This email address is already registered',
  OTP_INVALID: 'The OTP is not correct',
  OTP_EXPIRED: 'The OTP has expired; please ask for a new one',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong attempts; please ask for a new OTP',
  PASSWORD_INCORRECT: 'The current password is not correct',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of data is not accepted',
  RATE_LIMITED: 'Too many attempts; wait a while and try again',
  INVALID_DATE: 'This is not a valid date',
  PERFORM_DATE_REQUIRED: 'Choose the pooja date',
  BEFORE_MIN_PERFORM_DATE: 'The pooja date cannot be before the earliest date this seva can be booked for',
  TOO_FAR_AHEAD: 'This date is too far ahead to book yet',
  AFTER_SEVA_END_DATE: 'This seva cannot be booked for a date this late',
  WEEKDAY_NOT_ALLOWED: 'This seva is not performed on that day',
  NOT_A_SPECIAL_POOJA_DATE: 'This special pooja is performed only on its listed dates',
  STAR_SERIES_NOT_OFFERED:
    'This seva cannot be booked on your star every month or year; choose a date instead',
  NOT_STAR_DAY: "This date is not your star's day at the temple; choose the dates again",
  TILL_DATE_INVALID: 'The till date must be on or after the pooja date, and within 90 days of it',
  QUANTITY_OVER_DAILY_LIMIT: 'This many of this seva cannot be booked for one day; lower the quantity',
  DATE_ALLOTTED_BY_TEMPLE: 'The temple allots the date of this seva and will inform you',
  DELIVERY_NOT_AVAILABLE: 'The prasadam of this seva cannot be posted; please collect it at the temple',
  DAKSHINA_NOT_ACCEPTED: 'This temple does not accept dakshina online',
  DATE_BLOCKED: 'Bookings for this seva are closed on that date',
  SEVA_FULL: 'This seva is fully booked on that date',
  SEVA_NOT_AVAILABLE: 'This seva cannot be booked online now',
  PRICE_CHANGED: 'The rate of this seva has changed; the new rate applies',
  DEVOTEE_NAME_LIMIT: 'You have saved as many names as you can; remove one to add another',
  PAYMENT_SIGNATURE_INVALID: 'The payment confirmation could not be verified; nothing was changed',
  PAYMENT_MODE_NOT_AVAILABLE: 'This way of paying is not available for this temple',
  PAYMENT_NOT_PENDING: 'This payment is already completed or closed',
  ORDER_LINE_NOT_EDITABLE: 'This seva can no longer be changed',
  INVALID_IMAGE_TYPE: 'Invalid image type',
  CODE_IN_USE: 'This code is already used in this temple; choose another',
  RECORD_IN_USE: 'This is still in use; move or remove what uses it first',
  PAYMENT_GATEWAY_UNAVAILABLE:
    'The payment service is not reachable right now; your cart is kept — please try again in a few minutes',
  // Approvals and staff changes to order lines (issue #4 §4).
  LINE_NOT_AWAITING_APPROVAL: 'This seva is not awaiting approval any more',
  ORDER_NOT_PAID: 'This booking is not paid yet',
  // Refunds (issue #4 §4).
  ORDER_NOT_REFUNDABLE: 'Only a paid order can be refunded',
  REFUND_LINE_NOT_REFUNDABLE: 'This seva is cancelled or already refunded',
  REFUND_LINE_IN_OPEN_REFUND: 'A refund of this seva is already waiting',
  NOTHING_TO_REFUND: 'Nothing is left to refund on this order',
  REFUND_AMOUNT_TOO_HIGH: 'The amount is more than can be refunded',
  REFUND_NOT_OPEN: 'This refund has already been decided',
  CANCELLATION_ALREADY_REQUESTED: 'You have already asked the temple to cancel this booking',
  CANCELLATION_TOO_LATE:
    'Every seva of this booking is performed or its date has passed, so it can no longer be cancelled',
  // Counter billing (issue #4 §5).
  SEVA_NOT_IN_TEMPLE: 'This temple has no such seva',
  COUNTER_BILL_CANCELLED: 'This bill is already cancelled',
  VQ_NOT_OFFERED: 'This temple does not take virtual-queue bookings',
  VQ_SLOT_NOT_FOUND: 'There is no darshan slot at that time on that date',
  VQ_OUTSIDE_BOOKING_WINDOW: 'Bookings are not open for this date',
  VQ_PARTY_TOO_LARGE: 'Too many devotees for one booking in this slot',
  VQ_DEVOTEES_INVALID: "Check the devotees' names, ages and ID proofs",
  VQ_ANSWERS_INVALID: 'Please answer the questions as asked',
  VQ_SLOT_FULL: 'This darshan slot is full; please choose another slot',
  VQ_SLOT_BLOCKED: 'Darshan bookings are closed for this slot',
  VQ_SLOT_CLOSED: 'This darshan slot is over; please choose a later slot',
  VQ_ALREADY_BOOKED: 'One devotee can hold only one darshan booking a day at a temple',
  VQ_BOOKING_NOT_CANCELLABLE: 'This booking can no longer be cancelled',
  VQ_SLOT_OVERLAP: 'This slot overlaps another slot of the same day',
  VQ_SLOT_HAS_BOOKINGS: 'This slot already has more bookings than that',
  VQ_TOKEN_INVALID: 'This QR code is not a valid darshan token',
  VQ_WRONG_TEMPLE: 'This token is for another temple',
  VQ_WRONG_DATE: 'This token is for another date',
  VQ_OUTSIDE_SLOT_WINDOW: 'This token is not for the darshan slot open now',
  VQ_ALREADY_ADMITTED: 'This token has already been used',
  VQ_BOOKING_CANCELLED: 'This booking was cancelled',
  RELEASE_NOT_FOUND: 'There is no such release of dates',
  RELEASE_OVERLAP: 'Another release already opens some of these dates',
  RELEASE_NOT_CHANGEABLE: 'This release has closed or was cancelled',
  RELEASE_NOT_OPEN: 'Bookings of this date have not opened yet',
  WAITING_ROOM_NOT_OPEN: 'This waiting room is not open now',
  WAITING_ROOM_ADMISSION_REQUIRED:
    'Bookings of this date are made in turn: join the waiting room and book when you are admitted',
  VISITS_NOT_OFFERED: 'This temple does not count devotee visits',
  VISIT_GATE_NOT_FOUND: 'There is no such gate at this temple',
  VISIT_ZONE_NOT_FOUND: 'There is no such zone at this temple',
  VISIT_GATE_WRONG_WAY: 'This gate does not take devotees that way',
  VISIT_TYPE_NOT_USED: 'This temple does not record visits that way',
  VISIT_QR_INVALID: "This QR code is not one of this temple's",
  VISIT_ALREADY_INSIDE: 'This devotee is already inside',
  VISIT_NOT_INSIDE: 'This devotee has not been recorded entering',
  VISIT_ZONE_EMPTY: 'Fewer devotees are inside than that',
  VISIT_NAME_TAKEN: 'That name is already used at this temple',
  VISIT_PASS_NOT_FOUND: 'There is no such walk-in pass',
  VISIT_PASS_WAITING: 'This walk-in pass is still waiting for room',
  VISIT_PASS_USED: 'This walk-in pass has been used',
  VISIT_PASS_CLOSED: 'This walk-in pass has been used or cancelled',
  LINE_NOT_PERFORMABLE: 'This seva cannot be marked performed: it is not paid, or not due yet',
  INTERNAL: 'Something went wrong on our side; please try again',
  SERVICE_UNAVAILABLE: 'The service is not available right now; please try again shortly',
  BOOKING_BUSY: 'Many devotees are booking at this moment; please try again in a few seconds',
};

/** The schemas' field messages are English already, so English needs no words for them. */
export const ENGLISH_MESSAGES: MessageCatalogue = { errors: ERROR_MESSAGES, fields: {} };

export function errorMessage(code: ErrorCode, catalogue: MessageCatalogue = ENGLISH_MESSAGES): string {
  return catalogue.errors[code];
}

/** A schema's field message in the catalogue's language; messages it does not know stay as they are. */
export function fieldMessage(message: string, catalogue: MessageCatalogue = ENGLISH_MESSAGES): string {
  if (Object.hasOwn(catalogue.fields, message)) return catalogue.fields[message] ?? message;
  for (const [pattern, words] of catalogue.countedFields ?? []) {
    const count = pattern.exec(message)?.[1];
    if (count !== undefined) return words(count);
  }
  return message;
}
