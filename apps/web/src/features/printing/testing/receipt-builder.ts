import type { Receipt } from '@nivedya/domain';

type ReceiptLine = Receipt['lines'][number];

/** A counter receipt of two sevas with every charge above zero, as GET /api/v1/receipts/:token answers. */
export function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  const lines: ReceiptLine[] = [
    buildReceiptLine({ serialNo: 1 }),
    buildReceiptLine({
      serialNo: 2,
      sevaName: 'Pushpanjali',
      deityName: null,
      devoteeName: 'Meenakshi Amma',
      starName: 'Uthrattathi',
      performDate: null,
      series: null,
      quantity: 1,
      rate: 5000,
      postageCharge: 0,
      lineTotal: 5000,
    }),
  ];
  return {
    orderNumber: 'BKS2026030500042',
    orderDate: '2026-03-05',
    status: 'paid',
    language: 'en',
    statusMessage: 'Paid',
    isVerified: true,
    paymentMode: 3,
    paymentCode: null,
    paidAt: '2026-03-05T04:30:00.000Z',
    temple: {
      id: 7,
      name: 'Sree Mahadeva Temple',
      nameNarration: 'ശ്രീ മഹാദേവ ക്ഷേത്രം',
      address: 'Sreekaryam, Thiruvananthapuram',
      shortCode: 'SMT',
      manthra: 'ഓം നമഃ ശിവായ',
      logoUrl: '/api/v1/images/temple-logo/7',
      timeZone: 'Asia/Kolkata',
    },
    lines,
    totals: {
      amount: 25000,
      dakshinaAmount: 10100,
      serviceCharge: 0,
      sgst: 450,
      cgst: 450,
      gstCharge: 900,
      postageCharge: 0,
      splitServiceCharge: 0,
      totalAmount: 36000,
      numberOfPoojas: 3,
    },
    receiptUrl: 'https://nivedya.example/seva-receipt/q3Xb0Yk2V9tL1mN8pR4sT6uW7yZ0aBcDeFgHiJkLmN',
    pdfUrl: '/api/v1/receipts/q3Xb0Yk2V9tL1mN8pR4sT6uW7yZ0aBcDeFgHiJkLmN/pdf',
    ...overrides,
  };
}

export function buildReceiptLine(overrides: Partial<ReceiptLine> = {}): ReceiptLine {
  return {
    serialNo: 1,
    sevaName: 'Rudrabhishekam',
    deityName: 'Mahadevan',
    devoteeName: 'Arjun Nair',
    starName: 'Rohini',
    performDate: '2026-03-09',
    series: null,
    quantity: 2,
    rate: 10000,
    postageCharge: 0,
    lineTotal: 20000,
    status: 0,
    ...overrides,
  };
}
