import { paiseToRupees } from '../money.ts';

/**
 * The `upi://pay` link a counter shows as a QR for the walk-in devotee's UPI app (NPCI's UPI linking
 * spec): pa payee VPA, pn payee name, am amount in rupees with 2 decimals, cu INR, tn the note the
 * devotee's app shows. Values are percent-encoded (spaces as %20, never '+', which some UPI apps show
 * as it is); '@' stays as it is, RFC 3986 allows it in a query and older UPI apps fail on '%40'.
 */

/** A UPI id: handle@provider, e.g. temple@sbi (the temple profile accepts the same shape). */
const UPI_VPA = /^[\w.-]{2,64}@[a-z][a-z0-9]{1,63}$/i;

/** UPI apps cut the note; 50 characters keep it whole in the common ones. */
export const UPI_NOTE_MAX_LENGTH = 50;
/** Payee names longer than this are cut by the common UPI apps anyway. */
export const UPI_PAYEE_MAX_LENGTH = 99;

export function isUpiVpa(value: string): boolean {
  return UPI_VPA.test(value.trim());
}

export interface UpiPaymentRequest {
  /** The payee's UPI id (the temple's upiVpa). */
  vpa: string;
  /** The payee's name as the devotee's app shows it (the temple's name). */
  payeeName: string;
  /** Paise; must be above zero. */
  amount: number;
  /** What the payment is for, e.g. the bill's sevas. */
  note?: string | undefined;
}

function encodeUpiValue(value: string): string {
  return encodeURIComponent(value).replaceAll('%40', '@');
}

function clip(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  const characters = [...single];
  return characters.length <= max ? single : characters.slice(0, max).join('').trimEnd();
}

/** The link, or a RangeError for a VPA that is not one or an amount that is not above zero. */
export function upiPaymentLink(request: UpiPaymentRequest): string {
  const vpa = request.vpa.trim();
  if (!isUpiVpa(vpa)) throw new RangeError(`'${request.vpa}' is not a UPI id`);
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new RangeError(`A UPI amount must be whole paise above zero, got ${request.amount}`);
  }
  const parameters: [string, string][] = [
    ['pa', vpa],
    ['pn', clip(request.payeeName, UPI_PAYEE_MAX_LENGTH)],
    ['am', paiseToRupees(request.amount)],
    ['cu', 'INR'],
  ];
  const note = request.note ? clip(request.note, UPI_NOTE_MAX_LENGTH) : '';
  if (note) parameters.push(['tn', note]);
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encodeUpiValue(value)}`).join('&')}`;
}
