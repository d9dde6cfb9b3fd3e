import { formatRupees } from '@nivedya/domain';

/** spec §9 money: rupees with 2 decimals, en-IN grouping (domain formatRupees), from integer paise. */
export { formatRupees };

/** spec Order Details list: the total amount followed by /- (₹1,250.00/-). */
export function formatAmount(paise: number): string {
  return `${formatRupees(paise)}/-`;
}
