/** What other modules use to write to a devotee in their language (issue #17 §3). */
export { type DevoteeMessage, devoteeMessage } from './devotee-messages.ts';
export { devoteeNote } from './devotee-notes.ts';
export {
  type ClosedPaymentStatus,
  type PaymentPageWords,
  paymentPageWords,
  type ReceiptWords,
  receiptWords,
} from './document-words.ts';
export { type DevoteeNotice, notifyDevotee, notifyDevotees } from './notify-devotee.ts';
