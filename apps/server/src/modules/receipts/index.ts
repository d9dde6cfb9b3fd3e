/** What other modules may use of receipts (docs/decisions.md, "Module boundaries"): a receipt's view. */
export { getReceipt } from './get-receipt.ts';
