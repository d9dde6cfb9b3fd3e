import { CGST_PERCENT, priceOrder, type ServiceChargeDetails, SGST_PERCENT } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getTempleProfile } from './get-temple-profile.ts';

/** An order of ₹100, to show what the charges come to. */
const EXAMPLE_AMOUNT = 10_000;

/** spec service-charge-details: the charges the platform set for the temple (read-only for its staff). */
export async function getServiceCharges(db: Executor, templeId: number): Promise<ServiceChargeDetails> {
  const { charges } = await getTempleProfile(db, templeId);
  const totals = priceOrder([{ rate: EXAMPLE_AMOUNT, postageCharge: 0, quantity: 1 }], charges, 0);
  return {
    templeId,
    charges,
    sgstPercent: SGST_PERCENT,
    cgstPercent: CGST_PERCENT,
    example: {
      amount: totals.amount,
      serviceCharge: totals.serviceCharge,
      gstCharge: totals.gstCharge,
      splitServiceCharge: totals.splitServiceCharge,
      totalAmount: totals.totalAmount,
    },
  };
}
