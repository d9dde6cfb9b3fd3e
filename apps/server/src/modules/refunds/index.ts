/** What other modules may use of refunds (docs/decisions.md, "Module boundaries"). */
export { findRefundedAmounts } from './find-refunded-amounts.ts';
