/**
 * spec §2 transaction details totals: "Total, then optional lines for Dakshina, Payment Gateway charge,
 * SGST (9%), CGST (9%), Postage Charge, each shown only when above zero". The server's totals (paise)
 * are shown as they are; nothing is re-priced here (ARCHITECTURE rule 2). The temple's own service
 * charge (splitServiceCharge) has no line in the spec's list; without one the lines would not add up
 * to the Total Amount, so it gets its own line, also only when above zero.
 */
export interface TotalsLike {
  /** Σ rate × quantity. */
  amount: number;
  dakshinaAmount: number;
  /** The platform's charge: the spec's "Payment Gateway charge". */
  serviceCharge: number;
  splitServiceCharge: number;
  sgst: number;
  cgst: number;
  postageCharge: number;
  totalAmount: number;
}

export type BreakdownKey =
  | 'total'
  | 'dakshina'
  | 'gatewayCharge'
  | 'templeServiceCharge'
  | 'sgst'
  | 'cgst'
  | 'postage';

export interface BreakdownRow {
  key: BreakdownKey;
  /** i18n key of the label (totals.*). */
  labelKey: string;
  amount: number;
}

const OPTIONAL_ROWS: readonly [BreakdownKey, keyof TotalsLike][] = [
  ['dakshina', 'dakshinaAmount'],
  ['gatewayCharge', 'serviceCharge'],
  ['templeServiceCharge', 'splitServiceCharge'],
  ['sgst', 'sgst'],
  ['cgst', 'cgst'],
  ['postage', 'postageCharge'],
];

/** Total first, always; then each optional line only when above zero. They add up to totalAmount. */
export function totalsBreakdown(totals: TotalsLike): BreakdownRow[] {
  const rows: BreakdownRow[] = [{ key: 'total', labelKey: 'totals.total', amount: totals.amount }];
  for (const [key, field] of OPTIONAL_ROWS) {
    if (totals[field] > 0) rows.push({ key, labelKey: `totals.${key}`, amount: totals[field] });
  }
  return rows;
}
