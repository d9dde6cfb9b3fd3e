/**
 * Every error a person can be shown has a stable code. The server maps a code to an HTTP status
 * (ERROR_STATUS) and the screens map it to words (messages.ts), so the two never drift apart.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  CSRF_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  MOBILE_ALREADY_REGISTERED: 409,
  EMAIL_ALREADY_REGISTERED: 409,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXCEEDED: 400,
  PASSWORD_INCORRECT: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  // Seva booking: perform dates, capacity and the cart (booking/perform-date-rules.ts, cart-rules.ts).
  INVALID_DATE: 400,
  PERFORM_DATE_REQUIRED: 400,
  BEFORE_MIN_PERFORM_DATE: 400,
  TOO_FAR_AHEAD: 400,
  AFTER_SEVA_END_DATE: 400,
  WEEKDAY_NOT_ALLOWED: 400,
  NOT_A_SPECIAL_POOJA_DATE: 400,
  STAR_SERIES_NOT_OFFERED: 400,
  NOT_STAR_DAY: 400,
  TILL_DATE_INVALID: 400,
  QUANTITY_OVER_DAILY_LIMIT: 400,
  DATE_ALLOTTED_BY_TEMPLE: 400,
  DELIVERY_NOT_AVAILABLE: 400,
  DAKSHINA_NOT_ACCEPTED: 400,
  DATE_BLOCKED: 409,
  SEVA_FULL: 409,
  SEVA_NOT_AVAILABLE: 409,
  PRICE_CHANGED: 409,
  DEVOTEE_NAME_LIMIT: 409,
  // Checkout and payments (payment-schemas.ts).
  PAYMENT_SIGNATURE_INVALID: 400,
  PAYMENT_MODE_NOT_AVAILABLE: 409,
  PAYMENT_NOT_PENDING: 409,
  ORDER_LINE_NOT_EDITABLE: 409,
  // Temple management (temple-admin/*).
  INVALID_IMAGE_TYPE: 400,
  CODE_IN_USE: 409,
  RECORD_IN_USE: 409,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  // Approvals and staff changes to order lines (issue #4 §4).
  LINE_NOT_AWAITING_APPROVAL: 409,
  ORDER_NOT_PAID: 409,
  // Refunds (issue #4 §4).
  ORDER_NOT_REFUNDABLE: 409,
  REFUND_LINE_NOT_REFUNDABLE: 409,
  REFUND_LINE_IN_OPEN_REFUND: 409,
  NOTHING_TO_REFUND: 409,
  REFUND_AMOUNT_TOO_HIGH: 400,
  REFUND_NOT_OPEN: 409,
  CANCELLATION_ALREADY_REQUESTED: 409,
  CANCELLATION_TOO_LATE: 409,
  // Counter billing (issue #4 §5).
  SEVA_NOT_IN_TEMPLE: 400,
  COUNTER_BILL_CANCELLED: 409,
  // Virtual queue (virtual-queue/vq-rules.ts).
  VQ_NOT_OFFERED: 404,
  VQ_SLOT_NOT_FOUND: 404,
  VQ_OUTSIDE_BOOKING_WINDOW: 400,
  VQ_PARTY_TOO_LARGE: 400,
  VQ_DEVOTEES_INVALID: 400,
  VQ_ANSWERS_INVALID: 400,
  VQ_SLOT_FULL: 409,
  VQ_SLOT_BLOCKED: 409,
  VQ_SLOT_CLOSED: 409,
  VQ_ALREADY_BOOKED: 409,
  VQ_BOOKING_NOT_CANCELLABLE: 409,
  VQ_SLOT_OVERLAP: 409,
  VQ_SLOT_HAS_BOOKINGS: 409,
  VQ_TOKEN_INVALID: 400,
  VQ_WRONG_TEMPLE: 409,
  VQ_WRONG_DATE: 409,
  VQ_OUTSIDE_SLOT_WINDOW: 409,
  VQ_ALREADY_ADMITTED: 409,
  VQ_BOOKING_CANCELLED: 409,
  // Releases and their waiting rooms (virtual-queue/release-schemas.ts).
  RELEASE_NOT_FOUND: 404,
  RELEASE_OVERLAP: 409,
  RELEASE_NOT_CHANGEABLE: 409,
  RELEASE_NOT_OPEN: 409,
  WAITING_ROOM_NOT_OPEN: 409,
  WAITING_ROOM_ADMISSION_REQUIRED: 403,
  // Devotee visits (devotee-visits/): gates, zones and who is inside.
  VISITS_NOT_OFFERED: 404,
  VISIT_GATE_NOT_FOUND: 404,
  VISIT_ZONE_NOT_FOUND: 404,
  VISIT_GATE_WRONG_WAY: 409,
  VISIT_TYPE_NOT_USED: 400,
  VISIT_QR_INVALID: 400,
  VISIT_ALREADY_INSIDE: 409,
  VISIT_NOT_INSIDE: 409,
  VISIT_ZONE_EMPTY: 409,
  VISIT_NAME_TAKEN: 409,
  VISIT_PASS_NOT_FOUND: 404,
  VISIT_PASS_WAITING: 409,
  VISIT_PASS_USED: 409,
  VISIT_PASS_CLOSED: 409,
  LINE_NOT_PERFORMABLE: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** More booking requests at once than the server serves fast (plugins/booking-admission.ts): retry after Retry-After. */
  BOOKING_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorDetails = Record<string, unknown>;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  /**
   * `details` travel in the problem+json answer; `options.cause` (what failed underneath, e.g. an
   * outside service's error) does not: the server logs it.
   */
  constructor(code: ErrorCode, message?: string, details?: ErrorDetails, options?: ErrorOptions) {
    super(message ?? code, options);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
