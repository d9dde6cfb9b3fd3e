/**
 * What other modules may use of payments (docs/decisions.md, "Module boundaries"): opening a payment at
 * the gateway, and releasing an unpaid payment (or a due date of a star series) and the capacity its
 * orders hold, exactly once.
 */
export { gatewayClientParams, openGatewayPayment } from './open-gateway-payment.ts';
export { releaseDueDate, releasePayment } from './release-payment.ts';
