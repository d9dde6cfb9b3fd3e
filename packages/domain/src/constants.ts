/** spec §9 business constants. */
export const APP_VERSION = '0.4.3';
export const SEVA_BOOKING_PREFIX = 'BKS';
export const DEFAULT_PRODUCT_NAME = 'Nivedya';
/**
 * ARCHITECTURE rule 8: the zone of a temple that names none, and of screens that know no temple
 * (the admin's, a devotee's own account). Temples carry their own `timeZone`.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** spec §2 alert types of the shared message box. */
export const MessageType = {
  Success: 1,
  Warning: 2,
  Error: 3,
  Confirm: 4,
  SuccessWithClose: 5,
  WarningWithOk: 6,
} as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];

/** ARCHITECTURE rule 5: OTPs are 6 digits, live 5 minutes and allow 5 attempts. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
