import { formatRupees } from '@nivedya/domain';

/** spec Order Details list: the total amount followed by /- (₹1,250.00/-); the amount is domain formatRupees. */
export function formatAmount(paise: number): string {
  return `${formatRupees(paise)}/-`;
}
