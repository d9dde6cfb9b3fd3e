/** What other modules may use of refunds (docs/decisions.md, "Module boundaries"). */

export { findMyCancellationRequest } from './find-my-cancellation-request.ts';
export { findRefundedAmounts } from './find-refunded-amounts.ts';
export { requestCancellation } from './request-cancellation.ts';
