import { isLanguage, type Language, type OrderStatus } from '@nivedya/domain';

/**
 * The words of the documents the server renders for a devotee — the receipt PDF and the demo gateway's
 * payment page — in each language the app ships (English, Malayalam, Hindi, Tamil, Telugu and Kannada;
 * issue #17 §3, #18). The data on them (temple, seva and devotee names, booking numbers) stays as it is
 * stored; money and dates are en-IN in every language. The Malayalam mirrors the web app's receipt and
 * payment screens (apps/web/src/i18n/devotee/ml.json); every language writes the tax names in its own
 * script, as the Malayalam does.
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
  /** A date of a star series (issue #19), beside the devotee and star. */
  series: Record<'month' | 'year', string>;
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
      due: 'PAYMENT DUE - NOT A VALID RECEIPT',
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
    series: { month: 'every month', year: 'every year' },
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
      due: 'പണമടയ്ക്കാനുണ്ട് - സാധുവായ രസീതല്ല',
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
    series: { month: 'എല്ലാ മാസവും', year: 'എല്ലാ വർഷവും' },
    verifyAt: (url) => `ഈ രസീത് ഇവിടെ പരിശോധിക്കാം: ${url}`,
    issuedThrough: (product) => `${product} വഴി നൽകിയ രസീത്`,
  },
  hi: {
    documentTitle: (orderNumber) => `रसीद ${orderNumber}`,
    heading: 'सेवा रसीद',
    bookingNo: 'बुकिंग संख्या',
    date: 'तिथि',
    status: 'स्थिति',
    statusText: {
      paid: 'भुगतान हो गया',
      pending: 'भुगतान बाकी है',
      failed: 'भुगतान विफल - यह मान्य रसीद नहीं है',
      expired: 'भुगतान प्राप्त नहीं हुआ - यह मान्य रसीद नहीं है',
      cancelled: 'रद्द',
      refunded: 'राशि लौटा दी गई',
      due: 'भुगतान बाकी - मान्य रसीद नहीं',
    },
    paymentReference: 'भुगतान संदर्भ',
    sevaColumn: 'सेवा / भक्त - नक्षत्र',
    dateColumn: 'पूजा तिथि',
    quantityColumn: 'संख्या',
    rateColumn: 'दर',
    amountColumn: 'राशि',
    dateToBeAllotted: 'मंदिर तय करेगा',
    amount: 'राशि',
    postageCharge: 'डाक शुल्क',
    gatewayCharge: 'पेमेंट गेटवे शुल्क',
    sgst: 'एसजीएसटी (9%)',
    cgst: 'सीजीएसटी (9%)',
    templeServiceCharge: 'मंदिर सेवा शुल्क',
    dakshina: 'दक्षिणा',
    totalAmount: 'कुल राशि',
    numberOfPoojas: (count) => `कुल पूजाओं की संख्या: ${count}`,
    series: { month: 'हर महीने', year: 'हर साल' },
    verifyAt: (url) => `इस रसीद की जाँच यहाँ करें: ${url}`,
    issuedThrough: (product) => `${product} द्वारा जारी रसीद`,
  },
  ta: {
    documentTitle: (orderNumber) => `ரசீது ${orderNumber}`,
    heading: 'சேவை ரசீது',
    bookingNo: 'முன்பதிவு எண்',
    date: 'தேதி',
    status: 'நிலை',
    statusText: {
      paid: 'பணம் செலுத்தப்பட்டது',
      pending: 'பணம் செலுத்துதல் நிலுவையில் உள்ளது',
      failed: 'பணம் செலுத்துதல் தோல்வி - இது செல்லுபடியான ரசீது அல்ல',
      expired: 'பணம் பெறப்படவில்லை - இது செல்லுபடியான ரசீது அல்ல',
      cancelled: 'ரத்து செய்யப்பட்டது',
      refunded: 'தொகை திருப்பி அளிக்கப்பட்டது',
      due: 'செலுத்த வேண்டியுள்ளது - செல்லுபடியான ரசீது அல்ல',
    },
    paymentReference: 'பணம் செலுத்துதல் குறிப்பு எண்',
    sevaColumn: 'சேவை / பக்தர் - நட்சத்திரம்',
    dateColumn: 'பூஜை தேதி',
    quantityColumn: 'எண்ணிக்கை',
    rateColumn: 'கட்டணம்',
    amountColumn: 'தொகை',
    dateToBeAllotted: 'கோயில் நிர்ணயிக்கும்',
    amount: 'தொகை',
    postageCharge: 'அஞ்சல் கட்டணம்',
    gatewayCharge: 'பேமெண்ட் கேட்வே கட்டணம்',
    sgst: 'எஸ்ஜிஎஸ்டி (9%)',
    cgst: 'சிஜிஎஸ்டி (9%)',
    templeServiceCharge: 'கோயில் சேவைக் கட்டணம்',
    dakshina: 'தட்சணை',
    totalAmount: 'மொத்தத் தொகை',
    numberOfPoojas: (count) => `மொத்த பூஜைகளின் எண்ணிக்கை: ${count}`,
    series: { month: 'ஒவ்வொரு மாதமும்', year: 'ஒவ்வொரு ஆண்டும்' },
    verifyAt: (url) => `இந்த ரசீதை இங்கே சரிபார்க்கலாம்: ${url}`,
    issuedThrough: (product) => `${product} மூலம் வழங்கப்பட்ட ரசீது`,
  },
  te: {
    documentTitle: (orderNumber) => `రసీదు ${orderNumber}`,
    heading: 'సేవ రసీదు',
    bookingNo: 'బుకింగ్ నంబర్',
    date: 'తేదీ',
    status: 'స్థితి',
    statusText: {
      paid: 'చెల్లించబడింది',
      pending: 'చెల్లింపు పెండింగ్‌లో ఉంది',
      failed: 'చెల్లింపు విఫలమైంది - ఇది చెల్లుబాటు అయ్యే రసీదు కాదు',
      expired: 'చెల్లింపు అందలేదు - ఇది చెల్లుబాటు అయ్యే రసీదు కాదు',
      cancelled: 'రద్దు చేయబడింది',
      refunded: 'మొత్తం తిరిగి చెల్లించబడింది',
      due: 'చెల్లించవలసి ఉంది - చెల్లుబాటు అయ్యే రసీదు కాదు',
    },
    paymentReference: 'చెల్లింపు రిఫరెన్స్',
    sevaColumn: 'సేవ / భక్తుడు - నక్షత్రం',
    dateColumn: 'పూజ తేదీ',
    quantityColumn: 'సంఖ్య',
    rateColumn: 'ధర',
    amountColumn: 'మొత్తం',
    dateToBeAllotted: 'ఆలయం నిర్ణయిస్తుంది',
    amount: 'మొత్తం',
    postageCharge: 'తపాలా ఛార్జీ',
    gatewayCharge: 'పేమెంట్ గేట్‌వే ఛార్జీ',
    sgst: 'ఎస్‌జీఎస్‌టీ (9%)',
    cgst: 'సీజీఎస్‌టీ (9%)',
    templeServiceCharge: 'ఆలయ సేవా ఛార్జీ',
    dakshina: 'దక్షిణ',
    totalAmount: 'మొత్తం సొమ్ము',
    numberOfPoojas: (count) => `మొత్తం పూజల సంఖ్య: ${count}`,
    series: { month: 'ప్రతి నెలా', year: 'ప్రతి సంవత్సరం' },
    verifyAt: (url) => `ఈ రసీదును ఇక్కడ ధృవీకరించవచ్చు: ${url}`,
    issuedThrough: (product) => `${product} ద్వారా జారీ చేసిన రసీదు`,
  },
  kn: {
    documentTitle: (orderNumber) => `ರಸೀದಿ ${orderNumber}`,
    heading: 'ಸೇವಾ ರಸೀದಿ',
    bookingNo: 'ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ',
    date: 'ದಿನಾಂಕ',
    status: 'ಸ್ಥಿತಿ',
    statusText: {
      paid: 'ಪಾವತಿಸಲಾಗಿದೆ',
      pending: 'ಪಾವತಿ ಬಾಕಿ ಇದೆ',
      failed: 'ಪಾವತಿ ವಿಫಲವಾಗಿದೆ - ಇದು ಮಾನ್ಯ ರಸೀದಿ ಅಲ್ಲ',
      expired: 'ಪಾವತಿ ಬಂದಿಲ್ಲ - ಇದು ಮಾನ್ಯ ರಸೀದಿ ಅಲ್ಲ',
      cancelled: 'ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ',
      refunded: 'ಮರುಪಾವತಿಸಲಾಗಿದೆ',
      due: 'ಪಾವತಿ ಬಾಕಿ ಇದೆ - ಮಾನ್ಯ ರಸೀದಿ ಅಲ್ಲ',
    },
    paymentReference: 'ಪಾವತಿ ಉಲ್ಲೇಖ',
    sevaColumn: 'ಸೇವೆ / ಭಕ್ತ - ನಕ್ಷತ್ರ',
    dateColumn: 'ಪೂಜೆಯ ದಿನಾಂಕ',
    quantityColumn: 'ಸಂಖ್ಯೆ',
    rateColumn: 'ದರ',
    amountColumn: 'ಮೊತ್ತ',
    dateToBeAllotted: 'ದೇವಸ್ಥಾನ ನಿಗದಿಪಡಿಸುತ್ತದೆ',
    amount: 'ಮೊತ್ತ',
    postageCharge: 'ಅಂಚೆ ಶುಲ್ಕ',
    gatewayCharge: 'ಪೇಮೆಂಟ್ ಗೇಟ್‌ವೇ ಶುಲ್ಕ',
    sgst: 'ಎಸ್‌ಜಿಎಸ್‌ಟಿ (9%)',
    cgst: 'ಸಿಜಿಎಸ್‌ಟಿ (9%)',
    templeServiceCharge: 'ದೇವಸ್ಥಾನ ಸೇವಾ ಶುಲ್ಕ',
    dakshina: 'ದಕ್ಷಿಣೆ',
    totalAmount: 'ಒಟ್ಟು ಮೊತ್ತ',
    numberOfPoojas: (count) => `ಒಟ್ಟು ಪೂಜೆಗಳ ಸಂಖ್ಯೆ: ${count}`,
    series: { month: 'ಪ್ರತಿ ತಿಂಗಳು', year: 'ಪ್ರತಿ ವರ್ಷ' },
    verifyAt: (url) => `ಈ ರಸೀದಿಯನ್ನು ಇಲ್ಲಿ ಪರಿಶೀಲಿಸಬಹುದು: ${url}`,
    issuedThrough: (product) => `${product} ಮೂಲಕ ನೀಡಿದ ರಸೀದಿ`,
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
  hi: {
    title: (product) => `DEMO · ${product} · डेमो भुगतान`,
    noMoneyMoves: '— कोई असली पैसा नहीं कटता',
    gatewayName: 'डेमो पेमेंट गेटवे',
    amountToPay: 'भुगतान की राशि',
    approve: 'भुगतान स्वीकृत करें',
    decline: 'अस्वीकार करें',
    demoNote: 'यह ऐप का अपना डेमो गेटवे है: कोई असली पैसा नहीं कटता। स्वीकृत करने पर बुकिंग की पुष्टि हो जाएगी।',
    alreadyClosed: {
      captured: 'यह भुगतान पहले ही पूरा हो चुका है।',
      failed: 'यह भुगतान पहले ही विफल या अस्वीकृत हो चुका है।',
      expired: 'इस भुगतान का समय पहले ही समाप्त हो चुका है।',
      refunded: 'इस भुगतान की राशि पहले ही लौटा दी गई है।',
    },
    backTo: (product) => `${product} पर वापस जाएँ`,
  },
  ta: {
    title: (product) => `DEMO · ${product} · டெமோ பணம் செலுத்துதல்`,
    noMoneyMoves: '— உண்மையான பணம் எதுவும் செல்லாது',
    gatewayName: 'டெமோ பேமெண்ட் கேட்வே',
    amountToPay: 'செலுத்த வேண்டிய தொகை',
    approve: 'பணம் செலுத்துதலை அங்கீகரிக்கவும்',
    decline: 'நிராகரிக்கவும்',
    demoNote: 'இது செயலியின் சொந்த டெமோ கேட்வே: உண்மையான பணம் எதுவும் செல்லாது. அங்கீகரித்தால் முன்பதிவு உறுதிசெய்யப்படும்.',
    alreadyClosed: {
      captured: 'இந்தப் பணம் செலுத்துதல் ஏற்கெனவே நிறைவடைந்தது.',
      failed: 'இந்தப் பணம் செலுத்துதல் ஏற்கெனவே தோல்வியடைந்தது அல்லது நிராகரிக்கப்பட்டது.',
      expired: 'இந்தப் பணம் செலுத்துவதற்கான நேரம் ஏற்கெனவே முடிந்துவிட்டது.',
      refunded: 'இந்தப் பணம் ஏற்கெனவே திருப்பி அளிக்கப்பட்டது.',
    },
    backTo: (product) => `${product}-க்குத் திரும்பவும்`,
  },
  te: {
    title: (product) => `DEMO · ${product} · డెమో చెల్లింపు`,
    noMoneyMoves: '— నిజమైన డబ్బు బదిలీ కాదు',
    gatewayName: 'డెమో పేమెంట్ గేట్‌వే',
    amountToPay: 'చెల్లించాల్సిన మొత్తం',
    approve: 'చెల్లింపును ఆమోదించండి',
    decline: 'తిరస్కరించండి',
    demoNote: 'ఇది యాప్ సొంత డెమో గేట్‌వే: నిజమైన డబ్బు బదిలీ కాదు. ఆమోదిస్తే బుకింగ్ నిర్ధారించబడుతుంది.',
    alreadyClosed: {
      captured: 'ఈ చెల్లింపు ఇప్పటికే పూర్తయింది.',
      failed: 'ఈ చెల్లింపు ఇప్పటికే విఫలమైంది లేదా తిరస్కరించబడింది.',
      expired: 'ఈ చెల్లింపు సమయం ఇప్పటికే ముగిసింది.',
      refunded: 'ఈ చెల్లింపు మొత్తం ఇప్పటికే తిరిగి చెల్లించబడింది.',
    },
    backTo: (product) => `${product}కు తిరిగి వెళ్లండి`,
  },
  kn: {
    title: (product) => `DEMO · ${product} · ಡೆಮೊ ಪಾವತಿ`,
    noMoneyMoves: '— ನಿಜವಾದ ಹಣ ವರ್ಗಾವಣೆಯಾಗುವುದಿಲ್ಲ',
    gatewayName: 'ಡೆಮೊ ಪೇಮೆಂಟ್ ಗೇಟ್‌ವೇ',
    amountToPay: 'ಪಾವತಿಸಬೇಕಾದ ಮೊತ್ತ',
    approve: 'ಪಾವತಿಯನ್ನು ಅನುಮೋದಿಸಿ',
    decline: 'ತಿರಸ್ಕರಿಸಿ',
    demoNote: 'ಇದು ಆ್ಯಪ್‌ನ ಸ್ವಂತ ಡೆಮೊ ಗೇಟ್‌ವೇ: ನಿಜವಾದ ಹಣ ವರ್ಗಾವಣೆಯಾಗುವುದಿಲ್ಲ. ಅನುಮೋದಿಸಿದರೆ ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲಾಗುತ್ತದೆ.',
    alreadyClosed: {
      captured: 'ಈ ಪಾವತಿ ಈಗಾಗಲೇ ಪೂರ್ಣಗೊಂಡಿದೆ.',
      failed: 'ಈ ಪಾವತಿ ಈಗಾಗಲೇ ವಿಫಲವಾಗಿದೆ ಅಥವಾ ತಿರಸ್ಕರಿಸಲ್ಪಟ್ಟಿದೆ.',
      expired: 'ಈ ಪಾವತಿಯ ಸಮಯ ಈಗಾಗಲೇ ಮುಗಿದಿದೆ.',
      refunded: 'ಈ ಪಾವತಿಯ ಮೊತ್ತವನ್ನು ಈಗಾಗಲೇ ಮರುಪಾವತಿಸಲಾಗಿದೆ.',
    },
    backTo: (product) => `${product}ಗೆ ಹಿಂತಿರುಗಿ`,
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
