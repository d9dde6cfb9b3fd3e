import { isLanguage, type Language, type OrderStatus } from '@nivedya/domain';

/**
 * The words of the documents the server renders for a devotee — the receipt PDF and the demo gateway's
 * payment page — in each language the app ships (issue #17 §3). The data on them (temple, seva and
 * devotee names, booking numbers) stays as it is stored; money and dates are en-IN in every language.
 * The Malayalam mirrors the web app's receipt and payment screens (apps/web/src/i18n/devotee/ml.json).
 */

export interface ReceiptWords {
  documentTitle: (orderNumber: string) => string;
  heading: string;
  bookingNo: string;
  date: string;
  status: string;
  statusText: Record<OrderStatus, string>;
  paymentReference: string;
  sevaColumn: string;
  dateColumn: string;
  quantityColumn: string;
  rateColumn: string;
  amountColumn: string;
  dateToBeAllotted: string;
  amount: string;
  postageCharge: string;
  gatewayCharge: string;
  sgst: string;
  cgst: string;
  templeServiceCharge: string;
  dakshina: string;
  totalAmount: string;
  numberOfPoojas: (count: number) => string;
  verifyAt: (url: string) => string;
  issuedThrough: (product: string) => string;
}

export const RECEIPT_WORDS: Record<Language, ReceiptWords> = {
  en: {
    documentTitle: (orderNumber) => `Receipt ${orderNumber}`,
    heading: 'Seva Receipt',
    bookingNo: 'Booking No',
    date: 'Date',
    status: 'Status',
    statusText: {
      paid: 'PAID',
      pending: 'PAYMENT PENDING',
      failed: 'PAYMENT FAILED - NOT A VALID RECEIPT',
      expired: 'PAYMENT NOT RECEIVED - NOT A VALID RECEIPT',
      cancelled: 'CANCELLED',
      refunded: 'REFUNDED',
    },
    paymentReference: 'Payment reference',
    sevaColumn: 'Seva / Devotee - Star',
    dateColumn: 'Pooja date',
    quantityColumn: 'Qty',
    rateColumn: 'Rate',
    amountColumn: 'Amount',
    dateToBeAllotted: 'To be allotted',
    amount: 'Amount',
    postageCharge: 'Postage Charge',
    gatewayCharge: 'Payment Gateway charge',
    sgst: 'SGST (9%)',
    cgst: 'CGST (9%)',
    templeServiceCharge: 'Temple service charge',
    dakshina: 'Dakshina',
    totalAmount: 'Total Amount',
    numberOfPoojas: (count) => `Total Number of Pooja: ${count}`,
    verifyAt: (url) => `Verify this receipt at ${url}`,
    issuedThrough: (product) => `Issued through ${product}`,
  },
  ml: {
    documentTitle: (orderNumber) => `രസീത് ${orderNumber}`,
    heading: 'സേവാ രസീത്',
    bookingNo: 'ബുക്കിംഗ് നമ്പർ',
    date: 'തീയതി',
    status: 'നില',
    statusText: {
      paid: 'പണമടച്ചു',
      pending: 'പണമടയ്ക്കൽ കാത്തിരിക്കുന്നു',
      failed: 'പണമടയ്ക്കൽ പരാജയപ്പെട്ടു - ഇത് സാധുവായ രസീതല്ല',
      expired: 'പണം ലഭിച്ചില്ല - ഇത് സാധുവായ രസീതല്ല',
      cancelled: 'റദ്ദാക്കി',
      refunded: 'തുക തിരികെ നൽകി',
    },
    paymentReference: 'പണമടയ്ക്കൽ റഫറൻസ്',
    sevaColumn: 'സേവ / ഭക്തൻ - നക്ഷത്രം',
    dateColumn: 'തീയതി',
    quantityColumn: 'എണ്ണം',
    rateColumn: 'നിരക്ക്',
    amountColumn: 'തുക',
    dateToBeAllotted: 'ക്ഷേത്രം നിശ്ചയിക്കും',
    amount: 'തുക',
    postageCharge: 'തപാൽ ചാർജ്',
    gatewayCharge: 'പേയ്മെന്റ് ഗേറ്റ്‌വേ ചാർജ്',
    sgst: 'എസ്.ജി.എസ്.ടി. (9%)',
    cgst: 'സി.ജി.എസ്.ടി. (9%)',
    templeServiceCharge: 'ക്ഷേത്ര സേവന ചാർജ്',
    dakshina: 'ദക്ഷിണ',
    totalAmount: 'ആകെ തുക',
    numberOfPoojas: (count) => `ആകെ പൂജകളുടെ എണ്ണം: ${count}`,
    verifyAt: (url) => `ഈ രസീത് ഇവിടെ പരിശോധിക്കാം: ${url}`,
    issuedThrough: (product) => `${product} വഴി നൽകിയ രസീത്`,
  },
};

/** A payment that is no longer open, as the demo page says it ("This payment is already …"). */
export type ClosedPaymentStatus = 'captured' | 'failed' | 'expired' | 'refunded';

export interface PaymentPageWords {
  title: (product: string) => string;
  noMoneyMoves: string;
  gatewayName: string;
  amountToPay: string;
  approve: string;
  decline: string;
  demoNote: string;
  alreadyClosed: Record<ClosedPaymentStatus, string>;
  backTo: (product: string) => string;
}

export const PAYMENT_PAGE_WORDS: Record<Language, PaymentPageWords> = {
  en: {
    title: (product) => `DEMO · ${product} · Demo payment`,
    noMoneyMoves: '— no money moves',
    gatewayName: 'Demo payment gateway',
    amountToPay: 'Amount to pay',
    approve: 'Approve payment',
    decline: 'Decline',
    demoNote: 'This is the built-in demo gateway: no money moves. Approving confirms the booking.',
    alreadyClosed: {
      captured: 'This payment is already complete.',
      failed: 'This payment has already failed or was declined.',
      expired: 'The time for this payment has already run out.',
      refunded: 'This payment has already been refunded.',
    },
    backTo: (product) => `Back to ${product}`,
  },
  ml: {
    title: (product) => `DEMO · ${product} · ഡെമോ പണമടയ്ക്കൽ`,
    noMoneyMoves: '— യഥാർത്ഥ പണം കൈമാറുന്നില്ല',
    gatewayName: 'ഡെമോ പേയ്മെന്റ് ഗേറ്റ്‌വേ',
    amountToPay: 'അടയ്ക്കേണ്ട തുക',
    approve: 'പണമടയ്ക്കൽ അംഗീകരിക്കുക',
    decline: 'നിരസിക്കുക',
    demoNote: 'ഇത് ആപ്പിന്റെ സ്വന്തം ഡെമോ ഗേറ്റ്‌വേ ആണ്: യഥാർത്ഥ പണം കൈമാറുന്നില്ല. അംഗീകരിച്ചാൽ ബുക്കിംഗ് സ്ഥിരീകരിക്കും.',
    alreadyClosed: {
      captured: 'ഈ പണമടയ്ക്കൽ ഇതിനകം പൂർത്തിയായി.',
      failed: 'ഈ പണമടയ്ക്കൽ ഇതിനകം പരാജയപ്പെടുകയോ നിരസിക്കപ്പെടുകയോ ചെയ്തു.',
      expired: 'ഈ പണമടയ്ക്കലിനുള്ള സമയം ഇതിനകം കഴിഞ്ഞു.',
      refunded: 'ഈ പണമടയ്ക്കലിന്റെ തുക ഇതിനകം തിരികെ നൽകി.',
    },
    backTo: (product) => `${product}-ലേക്ക് മടങ്ങുക`,
  },
};

/** The receipt's words in `language` (English when the language is unknown or missing: a counter bill). */
export function receiptWords(language: string | null | undefined): ReceiptWords {
  return RECEIPT_WORDS[isLanguage(language) ? language : 'en'];
}

/** The demo payment page's words in `language` (English when the language is unknown or missing). */
export function paymentPageWords(language: string | null | undefined): PaymentPageWords {
  return PAYMENT_PAGE_WORDS[isLanguage(language) ? language : 'en'];
}
