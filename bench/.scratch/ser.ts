import { CheckoutResultSchema, CheckoutInputSchema } from '@nivedya/domain';
const result = { paymentId: 1, paymentMode: 1, status: 'created', amount: 7000, holdExpiresAt: new Date().toISOString(), checkoutUrl: '/pay/demo/abc', gateway: { name: 'demo', clientParams: null },
  orders: [{ id: 1, orderNumber: 'BKS00000001', templeId: 1, templeName: 'Bench Temple', status: 'pending', isVerified: false, receiptToken: 'x'.repeat(43),
   totals: { amount: 5000, postageCharge: 0, serviceCharge: 1075, platformCharge: 1075, sgst: 97, cgst: 97, gstCharge: 194, splitServiceCharge: 300, dakshinaAmount: 0, invoiceAmount: 5000, totalAmount: 6569 }, bankDetails: null }], message: 'Pay now' };
const input = { lines: [{ sevaId: 1, performDate: '2026-11-28', quantity: 1, devoteeName: 'Bench Devotee', starId: 5 }] };
for (const [label, fn] of [['serialize zod+stringify', () => JSON.stringify(CheckoutResultSchema.safeParse(result).data)], ['stringify only', () => JSON.stringify(result)], ['input parse', () => CheckoutInputSchema.safeParse(input)]] as const) {
  for (let i = 0; i < 20000; i++) fn();
  const t = performance.now(); for (let i = 0; i < 50000; i++) fn(); console.log(label, ((performance.now() - t) / 50000 * 1000).toFixed(1), 'µs');
}
