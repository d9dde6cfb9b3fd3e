import { z } from 'zod';
import { divideRoundHalfUp } from '../money.ts';

/**
 * spec §3 order totals, held once (ARCHITECTURE rule 2): the server prices every order with this
 * function and the screens show the same numbers. All money is integer paise; docs/decisions.md
 * ("Pricing") states the formulas.
 */

/** One line as priced: per unit. postageCharge already includes the seva's delivery charge when postal delivery was chosen. */
export interface PricedLineInput {
  rate: number;
  postageCharge: number;
  quantity: number;
}

/** The temple's charges (spec {product}ChargeInRs / InPercentage, SplitServiceCharge, IntroductoryServiceCharge/Amount). */
export interface TempleCharges {
  platformChargeAmount: number;
  platformChargePercent: number;
  splitServiceCharge: number;
  isIntroductoryServiceCharge: boolean;
  introductoryServiceAmount: number;
}

export interface OrderTotals {
  lineAmounts: number[];
  amount: number;
  postageCharge: number;
  itemsSubtotal: number;
  invoiceAmount: number;
  serviceCharge: number;
  platformCharge: number;
  sgst: number;
  cgst: number;
  gstCharge: number;
  splitServiceCharge: number;
  dakshinaAmount: number;
  totalAmount: number;
}

/** spec §9: SGST 9% and CGST 9%, each half of GSTCharge. */
export const SGST_PERCENT = 9;
export const CGST_PERCENT = 9;

function assertWhole(name: string, value: number, minimum = 0): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number of at least ${minimum}, got ${value}`);
  }
}

/** percent (2 decimals, e.g. 1.5) of a paise amount, rounded half up to whole paise, in integers only. */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return divideRoundHalfUp(basisPoints * amount, 10_000);
}

/**
 * One order (one temple):
 * - lineAmount = rate × quantity; amount = invoiceAmount = Σ lineAmount (0 without lines);
 * - postageCharge = Σ postageCharge × quantity; itemsSubtotal = amount + postageCharge;
 * - serviceCharge = platformCharge = introductoryServiceAmount while the introductory charge applies,
 *   else platformChargeAmount + platformChargePercent% of itemsSubtotal; 0 without lines;
 * - sgst = cgst = 9% of serviceCharge each (GST is on the platform's service; sevas are religious
 *   services), gstCharge = sgst + cgst;
 * - splitServiceCharge: the temple's, once per order (0 without lines);
 * - totalAmount = itemsSubtotal + serviceCharge + gstCharge + splitServiceCharge + dakshinaAmount.
 * Percentages round half up to whole paise, so rupees always have exactly 2 decimals.
 */
export function priceOrder(
  lines: PricedLineInput[],
  charges: TempleCharges,
  dakshinaAmount: number,
): OrderTotals {
  assertWhole('dakshinaAmount', dakshinaAmount);
  assertWhole('platformChargeAmount', charges.platformChargeAmount);
  assertWhole('splitServiceCharge', charges.splitServiceCharge);
  assertWhole('introductoryServiceAmount', charges.introductoryServiceAmount);
  if (!(charges.platformChargePercent >= 0 && charges.platformChargePercent <= 100)) {
    throw new RangeError(`platformChargePercent must be 0–100, got ${charges.platformChargePercent}`);
  }

  const lineAmounts = lines.map((line, index) => {
    assertWhole(`lines[${index}].rate`, line.rate);
    assertWhole(`lines[${index}].postageCharge`, line.postageCharge);
    assertWhole(`lines[${index}].quantity`, line.quantity, 1);
    return line.rate * line.quantity;
  });
  const amount = lineAmounts.reduce((sum, lineAmount) => sum + lineAmount, 0);
  const postageCharge = lines.reduce((sum, line) => sum + line.postageCharge * line.quantity, 0);
  const itemsSubtotal = amount + postageCharge;

  const hasLines = lines.length > 0;
  const serviceCharge = !hasLines
    ? 0
    : charges.isIntroductoryServiceCharge
      ? charges.introductoryServiceAmount
      : charges.platformChargeAmount + percentOf(itemsSubtotal, charges.platformChargePercent);
  const sgst = percentOf(serviceCharge, SGST_PERCENT);
  const cgst = percentOf(serviceCharge, CGST_PERCENT);
  const gstCharge = sgst + cgst;
  const splitServiceCharge = hasLines ? charges.splitServiceCharge : 0;

  return {
    lineAmounts,
    amount,
    postageCharge,
    itemsSubtotal,
    invoiceAmount: amount,
    serviceCharge,
    platformCharge: serviceCharge,
    sgst,
    cgst,
    gstCharge,
    splitServiceCharge,
    dakshinaAmount,
    totalAmount: itemsSubtotal + serviceCharge + gstCharge + splitServiceCharge + dakshinaAmount,
  };
}

/**
 * The same order with another dakshina: the dakshina is added last and nothing is charged on it, so a
 * screen can show the new total the moment it is typed, before the server has priced it again.
 */
export function withDakshina(totals: OrderTotals, dakshinaAmount: number): OrderTotals {
  assertWhole('dakshinaAmount', dakshinaAmount);
  return {
    ...totals,
    dakshinaAmount,
    totalAmount: totals.totalAmount - totals.dakshinaAmount + dakshinaAmount,
  };
}

const Paise = z.number().int();

export const TempleChargesSchema = z.object({
  platformChargeAmount: Paise,
  platformChargePercent: z.number(),
  splitServiceCharge: Paise,
  isIntroductoryServiceCharge: z.boolean(),
  introductoryServiceAmount: Paise,
}) satisfies z.ZodType<TempleCharges>;

export const OrderTotalsSchema = z.object({
  lineAmounts: z.array(Paise),
  amount: Paise,
  postageCharge: Paise,
  itemsSubtotal: Paise,
  invoiceAmount: Paise,
  serviceCharge: Paise,
  platformCharge: Paise,
  sgst: Paise,
  cgst: Paise,
  gstCharge: Paise,
  splitServiceCharge: Paise,
  dakshinaAmount: Paise,
  totalAmount: Paise,
}) satisfies z.ZodType<OrderTotals>;
