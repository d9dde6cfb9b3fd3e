/**
 * What other modules may use of payments (docs/decisions.md, "Module boundaries"): releasing an unpaid
 * payment and the capacity its orders hold, exactly once.
 */
export { releasePayment } from './release-payment.ts';
