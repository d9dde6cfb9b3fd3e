import { DEFAULT_TIME_ZONE, type Receipt, type TempleDetail } from '@nivedya/domain';

/**
 * The receipt Html Print's test page shows: this temple's own heading over sample lines, numbered
 * TEST-PAGE so that it can never pass for a bill. Two sevas, dakshina and GST, as a real one has.
 */
export function sampleReceipt(temple: TempleDetail | undefined, siteUrl: string, today: string): Receipt {
  return {
    orderNumber: 'TEST-PAGE',
    orderDate: today,
    status: 'paid',
    language: 'en',
    statusMessage: '',
    isVerified: true,
    paymentMode: 3,
    paymentCode: null,
    paidAt: null,
    temple: {
      id: temple?.id ?? 0,
      name: temple?.name ?? 'Temple name',
      nameNarration: temple?.nameNarration ?? null,
      address: temple?.address ?? null,
      shortCode: temple?.shortCode ?? null,
      manthra: temple?.manthra ?? null,
      logoUrl: temple?.logoUrl ?? '',
      timeZone: temple?.timeZone ?? DEFAULT_TIME_ZONE,
    },
    lines: [
      {
        serialNo: 1,
        sevaName: 'Archana',
        deityName: null,
        devoteeName: 'Sample Devotee',
        starName: 'Ashwathy',
        performDate: today,
        series: null,
        quantity: 2,
        rate: 5000,
        postageCharge: 0,
        lineTotal: 10000,
        status: 0,
      },
      {
        serialNo: 2,
        sevaName: 'Pushpanjali',
        deityName: null,
        devoteeName: 'Sample Devotee',
        starName: 'Bharani',
        performDate: today,
        series: null,
        quantity: 1,
        rate: 3000,
        postageCharge: 0,
        lineTotal: 3000,
        status: 0,
      },
    ],
    totals: {
      amount: 13000,
      dakshinaAmount: 5100,
      serviceCharge: 0,
      sgst: 300,
      cgst: 300,
      gstCharge: 600,
      postageCharge: 0,
      splitServiceCharge: 0,
      totalAmount: 18700,
      numberOfPoojas: 3,
    },
    receiptUrl: siteUrl,
    pdfUrl: '',
  };
}
