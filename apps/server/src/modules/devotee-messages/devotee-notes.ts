import { isLanguage, type Language, SEVA_UPDATED_MESSAGE } from '@nivedya/domain';

/**
 * The sentences the API answers a devotee about their booking or payment — the `message` of a checkout,
 * a payment and a darshan booking, an order's and a receipt's `statusMessage` — in each language the app
 * ships (English, Malayalam, Hindi, Tamil, Telugu and Kannada; issue #17 §3, #18). A signed-in devotee
 * reads them in their account's language; a receipt, read by anyone holding its link, in the language of
 * the account that booked it. The Malayalam says "സേവ" as the screens beside these sentences do, and each
 * other language its own word for seva.
 */

type Note<Values> = Record<Language, (values: Values) => string>;

/**
 * A sentence in every language the app ships, keyed by language, each taking the values the English
 * takes (so a language left out, or one added to LANGUAGES, is a type error here).
 */
function note<Values>(sentences: Note<Values>): Note<Values> {
  return sentences;
}

type NoValues = Record<string, never>;

export const DEVOTEE_NOTES = {
  gatewayPending: note({
    en: (_: NoValues) => 'Complete the payment to confirm your booking. The seva is held for you until then.',
    ml: () => 'ബുക്കിംഗ് സ്ഥിരീകരിക്കാൻ പണമടയ്ക്കൽ പൂർത്തിയാക്കുക. അതുവരെ സേവ നിങ്ങൾക്കായി മാറ്റിവച്ചിരിക്കും.',
    hi: () => 'अपनी बुकिंग की पुष्टि के लिए भुगतान पूरा करें। तब तक सेवा आपके लिए आरक्षित रहेगी।',
    ta: () =>
      'உங்கள் முன்பதிவை உறுதிசெய்யப் பணம் செலுத்துதலை நிறைவு செய்யுங்கள். அதுவரை சேவை உங்களுக்காக ஒதுக்கி வைக்கப்படும்.',
    te: () => 'మీ బుకింగ్‌ను నిర్ధారించడానికి చెల్లింపును పూర్తి చేయండి. అప్పటి వరకు సేవ మీ కోసం కేటాయించబడి ఉంటుంది.',
    kn: () => 'ನಿಮ್ಮ ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲು ಪಾವತಿಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಿ. ಅಲ್ಲಿಯವರೆಗೆ ಸೇವೆ ನಿಮಗಾಗಿ ಕಾಯ್ದಿರಿಸಲಾಗಿರುತ್ತದೆ.',
  }),
  bankTransferPending: note({
    en: (_: NoValues) =>
      'Your booking is received. Pay the amount into the temple trust account shown; the temple will verify the payment and confirm the booking.',
    ml: () =>
      'നിങ്ങളുടെ ബുക്കിംഗ് ലഭിച്ചു. കാണിച്ചിരിക്കുന്ന ക്ഷേത്ര ട്രസ്റ്റ് അക്കൗണ്ടിലേക്ക് തുക അടയ്ക്കുക; ക്ഷേത്രം പണമടയ്ക്കൽ പരിശോധിച്ച ശേഷം ബുക്കിംഗ് സ്ഥിരീകരിക്കും.',
    hi: () =>
      'आपकी बुकिंग प्राप्त हो गई है। दिखाए गए मंदिर ट्रस्ट खाते में राशि जमा करें; मंदिर भुगतान की जाँच करके बुकिंग की पुष्टि करेगा।',
    ta: () =>
      'உங்கள் முன்பதிவு பெறப்பட்டது. காட்டப்பட்டுள்ள கோயில் அறக்கட்டளைக் கணக்கில் தொகையைச் செலுத்துங்கள்; கோயில் பணம் செலுத்துதலைச் சரிபார்த்து முன்பதிவை உறுதிசெய்யும்.',
    te: () => 'మీ బుకింగ్ అందింది. చూపిన ఆలయ ట్రస్ట్ ఖాతాలో మొత్తాన్ని జమ చేయండి; ఆలయం చెల్లింపును ధృవీకరించి బుకింగ్‌ను నిర్ధారిస్తుంది.',
    kn: () =>
      'ನಿಮ್ಮ ಬುಕಿಂಗ್ ಸ್ವೀಕರಿಸಲಾಗಿದೆ. ತೋರಿಸಿರುವ ದೇವಸ್ಥಾನ ಟ್ರಸ್ಟ್ ಖಾತೆಗೆ ಮೊತ್ತವನ್ನು ಪಾವತಿಸಿ; ದೇವಸ್ಥಾನವು ಪಾವತಿಯನ್ನು ಪರಿಶೀಲಿಸಿ ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸುತ್ತದೆ.',
  }),
  awaitingVerification: note({
    en: (_: NoValues) => 'Awaiting verification of your bank transfer by the temple.',
    ml: () => 'ക്ഷേത്രം നിങ്ങളുടെ ബാങ്ക് ട്രാൻസ്ഫർ പരിശോധിക്കാനുണ്ട്.',
    hi: () => 'मंदिर द्वारा आपके बैंक ट्रांसफ़र की जाँच की प्रतीक्षा है।',
    ta: () => 'உங்கள் வங்கிப் பரிமாற்றத்தைக் கோயில் சரிபார்க்க வேண்டியுள்ளது.',
    te: () => 'మీ బ్యాంక్ బదిలీని ఆలయం ఇంకా ధృవీకరించాల్సి ఉంది.',
    kn: () => 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆಯನ್ನು ದೇವಸ್ಥಾನ ಇನ್ನೂ ಪರಿಶೀಲಿಸಬೇಕಿದೆ.',
  }),
  paymentCaptured: note({
    en: (_: NoValues) => 'Payment successful. Your booking is confirmed.',
    ml: () => 'പണമടയ്ക്കൽ വിജയിച്ചു. നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.',
    hi: () => 'भुगतान सफल रहा। आपकी बुकिंग की पुष्टि हो गई है।',
    ta: () => 'பணம் செலுத்துதல் வெற்றிகரமாக முடிந்தது. உங்கள் முன்பதிவு உறுதிசெய்யப்பட்டது.',
    te: () => 'చెల్లింపు విజయవంతమైంది. మీ బుకింగ్ నిర్ధారించబడింది.',
    kn: () => 'ಪಾವತಿ ಯಶಸ್ವಿಯಾಗಿದೆ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲಾಗಿದೆ.',
  }),
  /** A counter bill: paid at the temple, by its mode (issue #18: not "booked through" the app). */
  paidAtCounter: note({
    en: ({ mode }: { mode: string }) => `Paid by ${mode} at the temple counter.`,
    ml: ({ mode }) => `ക്ഷേത്ര കൗണ്ടറിൽ ${mode} വഴി പണമടച്ചു.`,
    hi: ({ mode }) => `मंदिर काउंटर पर ${mode} से भुगतान किया गया।`,
    ta: ({ mode }) => `கோயில் கவுண்டரில் ${mode} மூலம் பணம் செலுத்தப்பட்டது.`,
    te: ({ mode }) => `ఆలయ కౌంటర్‌లో ${mode} ద్వారా చెల్లించబడింది.`,
    kn: ({ mode }) => `ದೇವಸ್ಥಾನದ ಕೌಂಟರ್‌ನಲ್ಲಿ ${mode} ಮೂಲಕ ಪಾವತಿಸಲಾಗಿದೆ.`,
  }),
  paymentFailed: note({
    en: (_: NoValues) => 'The payment did not go through. The seva is no longer held; please book again.',
    ml: () => 'പണമടയ്ക്കൽ നടന്നില്ല. സേവ ഇനി മാറ്റിവച്ചിട്ടില്ല; ദയവായി വീണ്ടും ബുക്ക് ചെയ്യുക.',
    hi: () => 'भुगतान पूरा नहीं हो सका। सेवा अब आरक्षित नहीं है; कृपया फिर से बुक करें।',
    ta: () => 'பணம் செலுத்துதல் நிறைவடையவில்லை. சேவை இனி ஒதுக்கி வைக்கப்படவில்லை; தயவுசெய்து மீண்டும் முன்பதிவு செய்யுங்கள்.',
    te: () => 'చెల్లింపు పూర్తి కాలేదు. సేవ ఇకపై మీ కోసం కేటాయించబడలేదు; దయచేసి మళ్లీ బుక్ చేయండి.',
    kn: () => 'ಪಾವತಿ ಪೂರ್ಣಗೊಳ್ಳಲಿಲ್ಲ. ಸೇವೆ ಇನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿಲ್ಲ; ದಯವಿಟ್ಟು ಮತ್ತೆ ಬುಕ್ ಮಾಡಿ.',
  }),
  paymentExpired: note({
    en: (_: NoValues) => 'The time to pay ran out. The seva is no longer held; please book again.',
    ml: () => 'പണമടയ്ക്കാനുള്ള സമയം കഴിഞ്ഞു. സേവ ഇനി മാറ്റിവച്ചിട്ടില്ല; ദയവായി വീണ്ടും ബുക്ക് ചെയ്യുക.',
    hi: () => 'भुगतान का समय समाप्त हो गया। सेवा अब आरक्षित नहीं है; कृपया फिर से बुक करें।',
    ta: () =>
      'பணம் செலுத்துவதற்கான நேரம் முடிந்தது. சேவை இனி ஒதுக்கி வைக்கப்படவில்லை; தயவுசெய்து மீண்டும் முன்பதிவு செய்யுங்கள்.',
    te: () => 'చెల్లింపు సమయం ముగిసింది. సేవ ఇకపై మీ కోసం కేటాయించబడలేదు; దయచేసి మళ్లీ బుక్ చేయండి.',
    kn: () => 'ಪಾವತಿಯ ಸಮಯ ಮುಗಿದಿದೆ. ಸೇವೆ ಇನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿಲ್ಲ; ದಯವಿಟ್ಟು ಮತ್ತೆ ಬುಕ್ ಮಾಡಿ.',
  }),
  /** A later date of a star series paid date by date, not paid yet (issue #19). */
  seriesDateDue: note({
    en: (_: NoValues) =>
      'This date of your star series is kept for you and is paid before it comes: My bookings has its Pay button.',
    ml: () =>
      'നിങ്ങളുടെ നക്ഷത്ര പരമ്പരയിലെ ഈ തീയതി നിങ്ങൾക്കായി മാറ്റിവച്ചിരിക്കുന്നു; അതിനു മുമ്പ് പണമടയ്ക്കണം: എന്റെ ബുക്കിംഗുകളിൽ അടയ്ക്കാനുള്ള ബട്ടൺ ഉണ്ട്.',
    hi: () =>
      'आपकी नक्षत्र शृंखला की यह तारीख आपके लिए रखी गई है और इससे पहले भुगतान करना है: मेरी बुकिंग में भुगतान का बटन है।',
    ta: () =>
      'உங்கள் நட்சத்திரத் தொடரின் இந்தத் தேதி உங்களுக்காக வைக்கப்பட்டுள்ளது; அதற்கு முன் பணம் செலுத்த வேண்டும்: என் முன்பதிவுகளில் செலுத்தும் பொத்தான் உள்ளது.',
    te: () => 'మీ నక్షత్ర శ్రేణిలోని ఈ తేదీ మీ కోసం ఉంచబడింది; దానికి ముందు చెల్లించాలి: నా బుకింగ్‌లలో చెల్లింపు బటన్ ఉంది.',
    kn: () => 'ನಿಮ್ಮ ನಕ್ಷತ್ರ ಸರಣಿಯ ಈ ದಿನಾಂಕ ನಿಮಗಾಗಿ ಕಾದಿರಿಸಲಾಗಿದೆ; ಅದಕ್ಕೂ ಮೊದಲು ಪಾವತಿಸಬೇಕು: ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ ಪಾವತಿ ಬಟನ್ ಇದೆ.',
  }),
  /** The automatic refund of a payment that arrived after its seva's day filled up. */
  refundedLate: note({
    en: (_: NoValues) =>
      'The seva date filled up before your payment arrived, so the amount has been refunded.',
    ml: () => 'നിങ്ങളുടെ പണം എത്തുന്നതിനു മുമ്പ് സേവയുടെ തീയതി നിറഞ്ഞതിനാൽ തുക തിരികെ നൽകി.',
    hi: () => 'आपका भुगतान पहुँचने से पहले सेवा की तिथि भर गई, इसलिए राशि लौटा दी गई है।',
    ta: () => 'உங்கள் பணம் வந்து சேர்வதற்குள் சேவைத் தேதி நிரம்பிவிட்டதால், தொகை திருப்பி அளிக்கப்பட்டது.',
    te: () => 'మీ చెల్లింపు అందేలోపే సేవ తేదీ నిండిపోయినందున, మొత్తం తిరిగి చెల్లించబడింది.',
    kn: () => 'ನಿಮ್ಮ ಪಾವತಿ ತಲುಪುವ ಮೊದಲೇ ಸೇವೆಯ ದಿನಾಂಕ ಭರ್ತಿಯಾದ್ದರಿಂದ ಮೊತ್ತವನ್ನು ಮರುಪಾವತಿಸಲಾಗಿದೆ.',
  }),
  refundedByTemple: note({
    en: (_: NoValues) => 'The temple has refunded this booking.',
    ml: () => 'ഈ ബുക്കിംഗിന്റെ തുക ക്ഷേത്രം തിരികെ നൽകി.',
    hi: () => 'मंदिर ने इस बुकिंग की राशि लौटा दी है।',
    ta: () => 'இந்த முன்பதிவுக்கான தொகையைக் கோயில் திருப்பி அளித்துள்ளது.',
    te: () => 'ఈ బుకింగ్ మొత్తాన్ని ఆలయం తిరిగి చెల్లించింది.',
    kn: () => 'ಈ ಬುಕಿಂಗ್‌ನ ಮೊತ್ತವನ್ನು ದೇವಸ್ಥಾನ ಮರುಪಾವತಿಸಿದೆ.',
  }),
  bookingCancelled: note({
    en: (_: NoValues) => 'This booking was cancelled.',
    ml: () => 'ഈ ബുക്കിംഗ് റദ്ദാക്കി.',
    hi: () => 'यह बुकिंग रद्द कर दी गई।',
    ta: () => 'இந்த முன்பதிவு ரத்து செய்யப்பட்டது.',
    te: () => 'ఈ బుకింగ్ రద్దు చేయబడింది.',
    kn: () => 'ಈ ಬುಕಿಂಗ್ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ.',
  }),
  /** spec §8's own words for a devotee's change to a booked seva. */
  sevaUpdated: note({
    en: (_: NoValues) => SEVA_UPDATED_MESSAGE,
    ml: () => 'സേവാ വിവരങ്ങൾ വിജയകരമായി അപ്ഡേറ്റ് ചെയ്തു',
    hi: () => 'सेवा का विवरण सफलतापूर्वक अपडेट किया गया',
    ta: () => 'சேவை விவரங்கள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன',
    te: () => 'సేవ వివరాలు విజయవంతంగా నవీకరించబడ్డాయి',
    kn: () => 'ಸೇವೆಯ ವಿವರಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ನವೀಕರಿಸಲಾಗಿದೆ',
  }),
  darshanBooked: note({
    en: (v: { queueNumber: string }) => `Darshan booked: token ${v.queueNumber}`,
    ml: (v) => `ദർശനം ബുക്ക് ചെയ്തു: ടോക്കൺ ${v.queueNumber}`,
    hi: (v) => `दर्शन बुक हुआ: टोकन ${v.queueNumber}`,
    ta: (v) => `தரிசனம் முன்பதிவானது: டோக்கன் ${v.queueNumber}`,
    te: (v) => `దర్శనం బుక్ అయింది: టోకెన్ ${v.queueNumber}`,
    kn: (v) => `ದರ್ಶನ ಬುಕ್ ಆಗಿದೆ: ಟೋಕನ್ ${v.queueNumber}`,
  }),
};

export type DevoteeNoteKind = keyof typeof DEVOTEE_NOTES;
export type DevoteeNoteValues<Kind extends DevoteeNoteKind> = Parameters<
  (typeof DEVOTEE_NOTES)[Kind]['en']
>[0];

/** The sentence of `kind` in `language` (English when the language is unknown or missing). */
export function devoteeNote<Kind extends DevoteeNoteKind>(
  kind: Kind,
  language: string | null | undefined,
  ...values: DevoteeNoteValues<Kind> extends NoValues ? [] : [DevoteeNoteValues<Kind>]
): string {
  const template = DEVOTEE_NOTES[kind] as Note<DevoteeNoteValues<Kind>>;
  return template[isLanguage(language) ? language : 'en']((values[0] ?? {}) as DevoteeNoteValues<Kind>);
}
