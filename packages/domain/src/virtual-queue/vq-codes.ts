/**
 * Virtual queue (spec §1 IsVirtualQueue, §2 virtual-queue routes): devotees book a darshan slot for a
 * party and get a QR token; staff admit tokens at the gate. The words and limits both sides share.
 */

/** What vq_bookings.status holds. A booking still 'booked' once its slot window has closed is a no-show. */
export const VQ_STORED_STATUSES = ['booked', 'cancelled', 'admitted'] as const;
/** What the API shows: the stored status, with 'no-show' derived from the clock. */
export const VQ_BOOKING_STATUSES = ['booked', 'cancelled', 'admitted', 'no-show'] as const;
export type VqBookingStatus = (typeof VQ_BOOKING_STATUSES)[number];

/** spec virtual-queue-question-detail: the kinds of answer a temple may ask for. */
export const VQ_QUESTION_KINDS = ['text', 'number', 'choice', 'date'] as const;
export type VqQuestionKind = (typeof VQ_QUESTION_KINDS)[number];

/** The most devotees any slot may take in one booking; each slot sets its own maximum up to this. */
export const VQ_MAX_PARTY_LIMIT = 20;
/** Furthest ahead a temple may open bookings. */
export const VQ_MAX_DAYS_AHEAD = 365;
/** Longest grace a temple may give around a slot window at the gate. */
export const VQ_MAX_GRACE_MINUTES = 240;
/** Reports cover at most this many days at a time (both ends count). */
export const VQ_REPORT_MAX_DAYS = 366;
/** The devotee calendar answers at most this many days per call. */
export const VQ_CALENDAR_MAX_DAYS = 62;
/** The most choices one question may offer. */
export const VQ_MAX_CHOICES = 50;

/** spec §2 devotee-virtual-qdetails and §9: the QR is drawn with error correction M, 100 px wide. */
export const VQ_QR = { errorCorrectionLevel: 'M', width: 100 } as const;

/** ID proofs a temple accepts unless it sets its own list. */
export const DEFAULT_ID_PROOF_TYPES: readonly string[] = [
  'Aadhaar',
  'Voter ID',
  'Passport',
  'Driving Licence',
  'PAN Card',
];

/** A temple without saved settings books with these. */
export const DEFAULT_VQ_SETTINGS = {
  daysAhead: 30,
  openingTime: '00:00',
  graceMinutes: 15,
  maxPartySize: 5,
  isIdProofRequired: true,
  idProofTypes: DEFAULT_ID_PROOF_TYPES,
  instructions: null,
} as const;

/** The gate name recorded when staff do not give one. */
export const DEFAULT_GATE = 'Main gate';
