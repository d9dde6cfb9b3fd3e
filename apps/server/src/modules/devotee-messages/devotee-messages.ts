import { formatRupees, isLanguage, type Language, OTP_TTL_SECONDS, type OtpPurpose } from '@nivedya/domain';

/**
 * Every message the server writes to a devotee — a notification's title and body, an SMS — in each
 * language the app ships (English, Malayalam, Hindi, Tamil, Telugu and Kannada; issue #17 §3, #18),
 * chosen by the language on their account (or, before they have one, the language of the screen they
 * asked from). Money and dates are en-IN in every language.
 */

export interface DevoteeMessage {
  title: string;
  body: string;
  /** The language it is written in; an SMS says so (MSG91 sends each language under its own template). */
  language: Language;
}

type Text = Omit<DevoteeMessage, 'language'>;
type Template<Values> = Record<Language, (values: Values) => Text>;

/**
 * A message in every language the app ships, keyed by language, each taking the values the English
 * takes (so a language left out, or one added to LANGUAGES, is a type error here).
 */
function template<Values>(texts: Template<Values>): Template<Values> {
  return texts;
}

/** "1 devotee", "3 devotees": the one and the many in each language. */
const DEVOTEE_WORDS: Record<Language, readonly [one: string, many: string]> = {
  en: ['devotee', 'devotees'],
  ml: ['ഭക്തൻ', 'ഭക്തർ'],
  hi: ['भक्त', 'भक्त'],
  ta: ['பக்தர்', 'பக்தர்கள்'],
  te: ['భక్తుడు', 'భక్తులు'],
  kn: ['ಭಕ್ತ', 'ಭಕ್ತರು'],
};

const devotees = (count: number, language: Language) =>
  `${count} ${DEVOTEE_WORDS[language][count === 1 ? 0 : 1]}`;

const OTP_PURPOSE: Record<OtpPurpose, Record<Language, string>> = {
  signup: {
    en: 'to sign up',
    ml: 'സൈൻ അപ്പ് ചെയ്യാൻ',
    hi: 'साइन अप करने के लिए',
    ta: 'பதிவு செய்ய',
    te: 'సైన్ అప్ చేయడానికి',
    kn: 'ಸೈನ್ ಅಪ್ ಮಾಡಲು',
  },
  login: {
    en: 'to log in',
    ml: 'ലോഗിൻ ചെയ്യാൻ',
    hi: 'लॉग इन करने के लिए',
    ta: 'உள்நுழைய',
    te: 'లాగిన్ చేయడానికి',
    kn: 'ಲಾಗಿನ್ ಮಾಡಲು',
  },
  'reset-password': {
    en: 'to reset your password',
    ml: 'പാസ്‌വേഡ് പുനഃസജ്ജമാക്കാൻ',
    hi: 'पासवर्ड रीसेट करने के लिए',
    ta: 'கடவுச்சொல்லை மீட்டமைக்க',
    te: 'పాస్‌వర్డ్ రీసెట్ చేయడానికి',
    kn: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು',
  },
  'delete-account': {
    en: 'to delete your account',
    ml: 'അക്കൗണ്ട് ഇല്ലാതാക്കാൻ',
    hi: 'अपना खाता हटाने के लिए',
    ta: 'உங்கள் கணக்கை நீக்க',
    te: 'మీ ఖాతాను తొలగించడానికి',
    kn: 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸಲು',
  },
  'delete-temple': {
    en: 'to delete a temple; give it only to the platform administrator deleting it',
    ml: 'ഒരു ക്ഷേത്രം ഇല്ലാതാക്കാൻ; അത് ഇല്ലാതാക്കുന്ന പ്ലാറ്റ്‌ഫോം അഡ്മിനിസ്ട്രേറ്റർക്ക് മാത്രം നൽകുക',
    // The languages below put the purpose first ("to log in, your OTP is …"): the advice goes in brackets.
    hi: 'मंदिर हटाने के लिए (इसे केवल मंदिर हटा रहे प्लेटफ़ॉर्म व्यवस्थापक को दें)',
    ta: 'ஒரு கோயிலை நீக்க (அதை நீக்கும் தள நிர்வாகியிடம் மட்டும் கொடுக்கவும்)',
    te: 'ఒక ఆలయాన్ని తొలగించడానికి (దాన్ని తొలగిస్తున్న ప్లాట్‌ఫామ్ నిర్వాహకుడికి మాత్రమే ఇవ్వండి)',
    kn: 'ದೇವಸ್ಥಾನವನ್ನು ಅಳಿಸಲು (ಅದನ್ನು ಅಳಿಸುತ್ತಿರುವ ಪ್ಲಾಟ್‌ಫಾರ್ಮ್ ನಿರ್ವಾಹಕರಿಗೆ ಮಾತ್ರ ನೀಡಿ)',
  },
};

const OTP_MINUTES = OTP_TTL_SECONDS / 60;

export const DEVOTEE_MESSAGES = {
  otp: template({
    en: (v: { product: string; code: string; purpose: OtpPurpose }) => ({
      title: 'OTP',
      body: `${v.code} is your ${v.product} OTP ${OTP_PURPOSE[v.purpose].en}. It is valid for ${OTP_MINUTES} minutes. Do not share it.`,
    }),
    ml: (v) => ({
      title: 'OTP',
      body: `${v.code} ആണ് ${OTP_PURPOSE[v.purpose].ml} നിങ്ങളുടെ ${v.product} OTP. ഇത് ${OTP_MINUTES} മിനിറ്റ് സാധുവാണ്. ആരുമായും പങ്കിടരുത്.`,
    }),
    hi: (v) => ({
      title: 'OTP',
      body: `${OTP_PURPOSE[v.purpose].hi} आपका ${v.product} OTP ${v.code} है। यह ${OTP_MINUTES} मिनट तक मान्य है। इसे किसी से साझा न करें।`,
    }),
    ta: (v) => ({
      title: 'OTP',
      body: `${OTP_PURPOSE[v.purpose].ta} உங்கள் ${v.product} OTP ${v.code}. இது ${OTP_MINUTES} நிமிடங்களுக்குச் செல்லுபடியாகும். யாருடனும் பகிர வேண்டாம்.`,
    }),
    te: (v) => ({
      title: 'OTP',
      body: `${OTP_PURPOSE[v.purpose].te} మీ ${v.product} OTP ${v.code}. ఇది ${OTP_MINUTES} నిమిషాల పాటు చెల్లుతుంది. ఎవరితోనూ పంచుకోవద్దు.`,
    }),
    kn: (v) => ({
      title: 'OTP',
      body: `${OTP_PURPOSE[v.purpose].kn} ನಿಮ್ಮ ${v.product} OTP ${v.code}. ಇದು ${OTP_MINUTES} ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
    }),
  }),
  bookingConfirmed: template({
    en: (v: { temple: string; orderNumber: string; amount: number }) => ({
      title: 'Booking confirmed',
      body: `Your seva booking ${v.orderNumber} at ${v.temple} is confirmed. Amount paid ${formatRupees(v.amount)}.`,
    }),
    ml: (v) => ({
      title: 'ബുക്കിംഗ് സ്ഥിരീകരിച്ചു',
      body: `${v.temple}: നിങ്ങളുടെ വഴിപാട് ബുക്കിംഗ് ${v.orderNumber} സ്ഥിരീകരിച്ചു. അടച്ച തുക ${formatRupees(v.amount)}.`,
    }),
    hi: (v) => ({
      title: 'बुकिंग की पुष्टि हुई',
      body: `${v.temple}: आपकी सेवा बुकिंग ${v.orderNumber} की पुष्टि हो गई है। भुगतान की गई राशि ${formatRupees(v.amount)}।`,
    }),
    ta: (v) => ({
      title: 'முன்பதிவு உறுதியானது',
      body: `${v.temple}: உங்கள் சேவை முன்பதிவு ${v.orderNumber} உறுதிசெய்யப்பட்டது. செலுத்திய தொகை ${formatRupees(v.amount)}.`,
    }),
    te: (v) => ({
      title: 'బుకింగ్ నిర్ధారించబడింది',
      body: `${v.temple}: మీ సేవ బుకింగ్ ${v.orderNumber} నిర్ధారించబడింది. చెల్లించిన మొత్తం ${formatRupees(v.amount)}.`,
    }),
    kn: (v) => ({
      title: 'ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲಾಗಿದೆ',
      body: `${v.temple}: ನಿಮ್ಮ ಸೇವಾ ಬುಕಿಂಗ್ ${v.orderNumber} ದೃಢೀಕರಿಸಲಾಗಿದೆ. ಪಾವತಿಸಿದ ಮೊತ್ತ ${formatRupees(v.amount)}.`,
    }),
  }),
  refundProcessed: template({
    en: (v: { temple: string; orderNumber: string; amount: number; isThroughGateway: boolean }) => ({
      title: 'Refund processed',
      body:
        `${v.temple} has refunded ${formatRupees(v.amount)} for your booking ${v.orderNumber}.` +
        (v.isThroughGateway ? ' It reaches the account you paid from in 5–7 working days.' : ''),
    }),
    ml: (v) => ({
      title: 'റീഫണ്ട് നൽകി',
      body:
        `${v.temple} നിങ്ങളുടെ ബുക്കിംഗ് ${v.orderNumber}-ന് ${formatRupees(v.amount)} റീഫണ്ട് ചെയ്തു.` +
        (v.isThroughGateway ? ' 5–7 പ്രവൃത്തി ദിവസങ്ങൾക്കുള്ളിൽ നിങ്ങൾ പണമടച്ച അക്കൗണ്ടിൽ എത്തും.' : ''),
    }),
    hi: (v) => ({
      title: 'रिफ़ंड किया गया',
      body:
        `${v.temple}: आपकी बुकिंग ${v.orderNumber} के ${formatRupees(v.amount)} रिफ़ंड कर दिए गए हैं।` +
        (v.isThroughGateway ? ' राशि 5–7 कार्य दिवसों में उसी खाते में पहुँचेगी जिससे आपने भुगतान किया था।' : ''),
    }),
    ta: (v) => ({
      title: 'பணம் திருப்பி அளிக்கப்பட்டது',
      body:
        `${v.temple}: உங்கள் முன்பதிவு ${v.orderNumber}-க்கான ${formatRupees(v.amount)} திருப்பி அளிக்கப்பட்டது.` +
        (v.isThroughGateway ? ' நீங்கள் பணம் செலுத்திய கணக்கிற்கு 5–7 வேலை நாட்களில் வந்து சேரும்.' : ''),
    }),
    te: (v) => ({
      title: 'రీఫండ్ చేయబడింది',
      body:
        `${v.temple}: మీ బుకింగ్ ${v.orderNumber} మొత్తం ${formatRupees(v.amount)} రీఫండ్ చేయబడింది.` +
        (v.isThroughGateway ? ' మీరు చెల్లించిన ఖాతాకు 5–7 పని దినాల్లో చేరుతుంది.' : ''),
    }),
    kn: (v) => ({
      title: 'ಮರುಪಾವತಿ ಮಾಡಲಾಗಿದೆ',
      body:
        `${v.temple}: ನಿಮ್ಮ ಬುಕಿಂಗ್ ${v.orderNumber} ಮೊತ್ತ ${formatRupees(v.amount)} ಮರುಪಾವತಿಸಲಾಗಿದೆ.` +
        (v.isThroughGateway ? ' ನೀವು ಪಾವತಿಸಿದ ಖಾತೆಗೆ 5–7 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ತಲುಪುತ್ತದೆ.' : ''),
    }),
  }),
  bankTransferRejected: template({
    en: (v: { temple: string; orderNumber: string; reason: string }) => ({
      title: 'Bank transfer not received',
      body: `${v.temple}: the bank transfer for booking ${v.orderNumber} was not received, so the booking is cancelled. ${v.reason}`,
    }),
    ml: (v) => ({
      title: 'ബാങ്ക് ട്രാൻസ്ഫർ ലഭിച്ചില്ല',
      body: `${v.temple}: ബുക്കിംഗ് ${v.orderNumber}-നുള്ള ബാങ്ക് ട്രാൻസ്ഫർ ലഭിക്കാത്തതിനാൽ ബുക്കിംഗ് റദ്ദാക്കി. ${v.reason}`,
    }),
    hi: (v) => ({
      title: 'बैंक ट्रांसफ़र प्राप्त नहीं हुआ',
      body: `${v.temple}: बैंक ट्रांसफ़र प्राप्त न होने के कारण आपकी बुकिंग ${v.orderNumber} रद्द कर दी गई है। ${v.reason}`,
    }),
    ta: (v) => ({
      title: 'வங்கிப் பரிமாற்றம் வரவில்லை',
      body: `${v.temple}: வங்கிப் பரிமாற்றம் வராததால் உங்கள் முன்பதிவு ${v.orderNumber} ரத்து செய்யப்பட்டது. ${v.reason}`,
    }),
    te: (v) => ({
      title: 'బ్యాంక్ బదిలీ అందలేదు',
      body: `${v.temple}: బ్యాంక్ బదిలీ అందనందున మీ బుకింగ్ ${v.orderNumber} రద్దు చేయబడింది. ${v.reason}`,
    }),
    kn: (v) => ({
      title: 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ ಬಂದಿಲ್ಲ',
      body: `${v.temple}: ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ ಬಾರದ ಕಾರಣ ನಿಮ್ಮ ಬುಕಿಂಗ್ ${v.orderNumber} ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ. ${v.reason}`,
    }),
  }),
  sevaApproved: template({
    en: (v: { temple: string; seva: string; orderNumber: string; date: string }) => ({
      title: 'Seva approved',
      body: `${v.temple}: your ${v.seva} (booking ${v.orderNumber}) is approved for ${v.date}.`,
    }),
    ml: (v) => ({
      title: 'വഴിപാട് അംഗീകരിച്ചു',
      body: `${v.temple}: നിങ്ങളുടെ ${v.seva} (ബുക്കിംഗ് ${v.orderNumber}) ${v.date}-ന് അംഗീകരിച്ചു.`,
    }),
    hi: (v) => ({
      title: 'सेवा स्वीकृत हुई',
      body: `${v.temple}: आपकी सेवा ${v.seva} (बुकिंग ${v.orderNumber}) ${v.date} के लिए स्वीकृत हो गई है।`,
    }),
    ta: (v) => ({
      title: 'சேவைக்கு ஒப்புதல்',
      body: `${v.temple}: உங்கள் ${v.seva} (முன்பதிவு ${v.orderNumber}) ${v.date} தேதிக்கு ஒப்புதல் பெற்றது.`,
    }),
    te: (v) => ({
      title: 'సేవ ఆమోదించబడింది',
      body: `${v.temple}: మీ ${v.seva} (బుకింగ్ ${v.orderNumber}) ${v.date} తేదీకి ఆమోదించబడింది.`,
    }),
    kn: (v) => ({
      title: 'ಸೇವೆ ಅನುಮೋದಿಸಲಾಗಿದೆ',
      body: `${v.temple}: ನಿಮ್ಮ ${v.seva} (ಬುಕಿಂಗ್ ${v.orderNumber}) ${v.date} ದಿನಾಂಕಕ್ಕೆ ಅನುಮೋದಿಸಲಾಗಿದೆ.`,
    }),
  }),
  sevaRejected: template({
    en: (v: { temple: string; seva: string; orderNumber: string; reason: string }) => ({
      title: 'Seva rejected',
      body: `${v.temple}: your ${v.seva} (booking ${v.orderNumber}) could not be accepted. ${v.reason}`,
    }),
    ml: (v) => ({
      title: 'വഴിപാട് സ്വീകരിക്കാനായില്ല',
      body: `${v.temple}: നിങ്ങളുടെ ${v.seva} (ബുക്കിംഗ് ${v.orderNumber}) സ്വീകരിക്കാനായില്ല. ${v.reason}`,
    }),
    hi: (v) => ({
      title: 'सेवा स्वीकार नहीं हो सकी',
      body: `${v.temple}: आपकी सेवा ${v.seva} (बुकिंग ${v.orderNumber}) स्वीकार नहीं की जा सकी। ${v.reason}`,
    }),
    ta: (v) => ({
      title: 'சேவை ஏற்கப்படவில்லை',
      body: `${v.temple}: உங்கள் ${v.seva} (முன்பதிவு ${v.orderNumber}) ஏற்கப்படவில்லை. ${v.reason}`,
    }),
    te: (v) => ({
      title: 'సేవ స్వీకరించబడలేదు',
      body: `${v.temple}: మీ ${v.seva} (బుకింగ్ ${v.orderNumber}) స్వీకరించడం సాధ్యం కాలేదు. ${v.reason}`,
    }),
    kn: (v) => ({
      title: 'ಸೇವೆ ಸ್ವೀಕರಿಸಲಾಗಲಿಲ್ಲ',
      body: `${v.temple}: ನಿಮ್ಮ ${v.seva} (ಬುಕಿಂಗ್ ${v.orderNumber}) ಸ್ವೀಕರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ${v.reason}`,
    }),
  }),
  sevaDateChanged: template({
    en: (v: { temple: string; seva: string; orderNumber: string; date: string }) => ({
      title: 'Seva date changed',
      body: `${v.temple}: your ${v.seva} (booking ${v.orderNumber}) is moved to ${v.date}.`,
    }),
    ml: (v) => ({
      title: 'വഴിപാട് തീയതി മാറ്റി',
      body: `${v.temple}: നിങ്ങളുടെ ${v.seva} (ബുക്കിംഗ് ${v.orderNumber}) ${v.date}-ലേക്ക് മാറ്റി.`,
    }),
    hi: (v) => ({
      title: 'सेवा की तिथि बदली गई',
      body: `${v.temple}: आपकी सेवा ${v.seva} (बुकिंग ${v.orderNumber}) की तिथि बदलकर ${v.date} कर दी गई है।`,
    }),
    ta: (v) => ({
      title: 'சேவை தேதி மாற்றப்பட்டது',
      body: `${v.temple}: உங்கள் ${v.seva} (முன்பதிவு ${v.orderNumber}) ${v.date} தேதிக்கு மாற்றப்பட்டது.`,
    }),
    te: (v) => ({
      title: 'సేవ తేదీ మార్చబడింది',
      body: `${v.temple}: మీ ${v.seva} (బుకింగ్ ${v.orderNumber}) ${v.date} తేదీకి మార్చబడింది.`,
    }),
    kn: (v) => ({
      title: 'ಸೇವೆಯ ದಿನಾಂಕ ಬದಲಾಗಿದೆ',
      body: `${v.temple}: ನಿಮ್ಮ ${v.seva} (ಬುಕಿಂಗ್ ${v.orderNumber}) ${v.date} ದಿನಾಂಕಕ್ಕೆ ಬದಲಾಗಿದೆ.`,
    }),
  }),
  prasadamPosted: template({
    en: (v: {
      temple: string;
      seva: string;
      orderNumber: string;
      trackingNumber: string;
      isCorrection: boolean;
    }) => ({
      title: v.isCorrection ? 'Tracking number corrected' : 'Prasadam posted',
      body: `${v.temple}: the prasadam of your ${v.seva} (booking ${v.orderNumber}) ${
        v.isCorrection ? 'has a corrected' : 'has been posted,'
      } tracking no. ${v.trackingNumber}.`,
    }),
    ml: (v) => ({
      title: v.isCorrection ? 'ട്രാക്കിംഗ് നമ്പർ തിരുത്തി' : 'പ്രസാദം അയച്ചു',
      body: v.isCorrection
        ? `${v.temple}: നിങ്ങളുടെ ${v.seva}-ന്റെ പ്രസാദത്തിന്റെ (ബുക്കിംഗ് ${v.orderNumber}) ട്രാക്കിംഗ് നമ്പർ തിരുത്തി: ${v.trackingNumber}.`
        : `${v.temple}: നിങ്ങളുടെ ${v.seva}-ന്റെ പ്രസാദം (ബുക്കിംഗ് ${v.orderNumber}) അയച്ചു, ട്രാക്കിംഗ് നമ്പർ ${v.trackingNumber}.`,
    }),
    hi: (v) => ({
      title: v.isCorrection ? 'ट्रैकिंग नंबर सुधारा गया' : 'प्रसाद भेजा गया',
      body: v.isCorrection
        ? `${v.temple}: आपकी सेवा ${v.seva} (बुकिंग ${v.orderNumber}) के प्रसाद का ट्रैकिंग नंबर सुधारा गया: ${v.trackingNumber}।`
        : `${v.temple}: आपकी सेवा ${v.seva} (बुकिंग ${v.orderNumber}) का प्रसाद भेज दिया गया है, ट्रैकिंग नंबर ${v.trackingNumber}।`,
    }),
    ta: (v) => ({
      title: v.isCorrection ? 'டிராக்கிங் எண் திருத்தப்பட்டது' : 'பிரசாதம் அனுப்பப்பட்டது',
      body: v.isCorrection
        ? `${v.temple}: உங்கள் ${v.seva} (முன்பதிவு ${v.orderNumber}) பிரசாதத்தின் டிராக்கிங் எண் திருத்தப்பட்டது: ${v.trackingNumber}.`
        : `${v.temple}: உங்கள் ${v.seva} (முன்பதிவு ${v.orderNumber}) பிரசாதம் அனுப்பப்பட்டது, டிராக்கிங் எண் ${v.trackingNumber}.`,
    }),
    te: (v) => ({
      title: v.isCorrection ? 'ట్రాకింగ్ నంబర్ సవరించబడింది' : 'ప్రసాదం పంపబడింది',
      body: v.isCorrection
        ? `${v.temple}: మీ ${v.seva} (బుకింగ్ ${v.orderNumber}) ప్రసాదం ట్రాకింగ్ నంబర్ సవరించబడింది: ${v.trackingNumber}.`
        : `${v.temple}: మీ ${v.seva} (బుకింగ్ ${v.orderNumber}) ప్రసాదం పంపబడింది, ట్రాకింగ్ నంబర్ ${v.trackingNumber}.`,
    }),
    kn: (v) => ({
      title: v.isCorrection ? 'ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ ತಿದ್ದಲಾಗಿದೆ' : 'ಪ್ರಸಾದ ಕಳುಹಿಸಲಾಗಿದೆ',
      body: v.isCorrection
        ? `${v.temple}: ನಿಮ್ಮ ${v.seva} (ಬುಕಿಂಗ್ ${v.orderNumber}) ಪ್ರಸಾದದ ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ ತಿದ್ದಲಾಗಿದೆ: ${v.trackingNumber}.`
        : `${v.temple}: ನಿಮ್ಮ ${v.seva} (ಬುಕಿಂಗ್ ${v.orderNumber}) ಪ್ರಸಾದ ಕಳುಹಿಸಲಾಗಿದೆ, ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ ${v.trackingNumber}.`,
    }),
  }),
  darshanBooked: template({
    en: (v: { temple: string; queueNumber: string; date: string; slot: string; partySize: number }) => ({
      title: 'Darshan booked',
      body: `Your darshan token ${v.queueNumber} is confirmed: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'en')}.`,
    }),
    ml: (v) => ({
      title: 'ദർശനം ബുക്ക് ചെയ്തു',
      body: `നിങ്ങളുടെ ദർശന ടോക്കൺ ${v.queueNumber} സ്ഥിരീകരിച്ചു: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'ml')}.`,
    }),
    hi: (v) => ({
      title: 'दर्शन बुक हुआ',
      body: `आपके दर्शन टोकन ${v.queueNumber} की पुष्टि हो गई है: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'hi')}।`,
    }),
    ta: (v) => ({
      title: 'தரிசனம் முன்பதிவானது',
      body: `உங்கள் தரிசன டோக்கன் ${v.queueNumber} உறுதிசெய்யப்பட்டது: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'ta')}.`,
    }),
    te: (v) => ({
      title: 'దర్శనం బుక్ అయింది',
      body: `మీ దర్శనం టోకెన్ ${v.queueNumber} నిర్ధారించబడింది: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'te')}.`,
    }),
    kn: (v) => ({
      title: 'ದರ್ಶನ ಬುಕ್ ಆಗಿದೆ',
      body: `ನಿಮ್ಮ ದರ್ಶನ ಟೋಕನ್ ${v.queueNumber} ದೃಢೀಕರಿಸಲಾಗಿದೆ: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'kn')}.`,
    }),
  }),
  darshanCancelled: template({
    en: (v: { temple: string; queueNumber: string; when: string; reason: string | null }) => ({
      title: 'Darshan booking cancelled',
      body: `Your darshan token ${v.queueNumber} at ${v.temple} (${v.when}) is cancelled${v.reason ? `: ${v.reason}` : '.'}`,
    }),
    ml: (v) => ({
      title: 'ദർശന ബുക്കിംഗ് റദ്ദാക്കി',
      body: `${v.temple}-ലെ (${v.when}) നിങ്ങളുടെ ദർശന ടോക്കൺ ${v.queueNumber} റദ്ദാക്കി${v.reason ? `: ${v.reason}` : '.'}`,
    }),
    hi: (v) => ({
      title: 'दर्शन बुकिंग रद्द हुई',
      body: `${v.temple} (${v.when}): आपका दर्शन टोकन ${v.queueNumber} रद्द कर दिया गया है${v.reason ? `: ${v.reason}` : '।'}`,
    }),
    ta: (v) => ({
      title: 'தரிசன முன்பதிவு ரத்து',
      body: `${v.temple} (${v.when}): உங்கள் தரிசன டோக்கன் ${v.queueNumber} ரத்து செய்யப்பட்டது${v.reason ? `: ${v.reason}` : '.'}`,
    }),
    te: (v) => ({
      title: 'దర్శనం బుకింగ్ రద్దయింది',
      body: `${v.temple} (${v.when}): మీ దర్శనం టోకెన్ ${v.queueNumber} రద్దు చేయబడింది${v.reason ? `: ${v.reason}` : '.'}`,
    }),
    kn: (v) => ({
      title: 'ದರ್ಶನ ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ',
      body: `${v.temple} (${v.when}): ನಿಮ್ಮ ದರ್ಶನ ಟೋಕನ್ ${v.queueNumber} ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ${v.reason ? `: ${v.reason}` : '.'}`,
    }),
  }),
  sevaPerformed: template({
    en: (v: { temple: string; seva: string; devotee: string; star: string; time: string }) => ({
      title: 'Seva performed',
      body: `Your ${v.seva} for ${v.devotee} (${v.star}) was performed at ${v.time} at ${v.temple}.`,
    }),
    ml: (v) => ({
      title: 'വഴിപാട് നടത്തി',
      body: `${v.devotee} (${v.star}) എന്നയാൾക്കുള്ള നിങ്ങളുടെ ${v.seva} ${v.temple}-ൽ ${v.time}-ന് നടത്തി.`,
    }),
    hi: (v) => ({
      title: 'सेवा संपन्न हुई',
      body: `${v.temple}: ${v.devotee} (${v.star}) के नाम से आपकी सेवा ${v.seva} ${v.time} पर संपन्न हुई।`,
    }),
    ta: (v) => ({
      title: 'சேவை நடத்தப்பட்டது',
      body: `${v.temple}: ${v.devotee} (${v.star}) பெயரில் உங்கள் ${v.seva} ${v.time} மணிக்கு நடத்தப்பட்டது.`,
    }),
    te: (v) => ({
      title: 'సేవ జరిగింది',
      body: `${v.temple}: ${v.devotee} (${v.star}) పేరిట మీ ${v.seva} ${v.time} సమయంలో జరిగింది.`,
    }),
    kn: (v) => ({
      title: 'ಸೇವೆ ನೆರವೇರಿದೆ',
      body: `${v.temple}: ${v.devotee} (${v.star}) ಹೆಸರಿನಲ್ಲಿ ನಿಮ್ಮ ${v.seva} ${v.time} ಸಮಯದಲ್ಲಿ ನೆರವೇರಿಸಲಾಯಿತು.`,
    }),
  }),
  walkInPassIssued: template({
    en: (v: {
      temple: string;
      number: number;
      zone: string;
      people: number;
      isCalled: boolean;
      link: string;
    }) => ({
      title: `Walk-in pass ${v.number}`,
      body: `${v.temple}: walk-in pass ${v.number} for ${v.zone}, ${devotees(v.people, 'en')}. ${
        v.isCalled
          ? 'Please go in now and show the pass at the gate.'
          : 'Please wait; we will text you when it is called.'
      } ${v.link}`,
    }),
    ml: (v) => ({
      title: `വാക്ക്-ഇൻ പാസ് ${v.number}`,
      body: `${v.temple}: ${v.zone}-ലേക്കുള്ള വാക്ക്-ഇൻ പാസ് ${v.number}, ${devotees(v.people, 'ml')}. ${
        v.isCalled ? 'ഇപ്പോൾ അകത്തു കയറാം; കവാടത്തിൽ പാസ് കാണിക്കുക.' : 'ദയവായി കാത്തിരിക്കുക; വിളിക്കുമ്പോൾ SMS അയയ്ക്കും.'
      } ${v.link}`,
    }),
    hi: (v) => ({
      title: `वॉक-इन पास ${v.number}`,
      body: `${v.temple}: ${v.zone} में प्रवेश के लिए वॉक-इन पास ${v.number}, ${devotees(v.people, 'hi')}। ${
        v.isCalled ? 'कृपया अभी अंदर जाएँ और गेट पर पास दिखाएँ।' : 'कृपया प्रतीक्षा करें; बारी आने पर हम आपको SMS भेजेंगे।'
      } ${v.link}`,
    }),
    ta: (v) => ({
      title: `வாக்-இன் பாஸ் ${v.number}`,
      body: `${v.temple}: ${v.zone} நுழைவுக்கான வாக்-இன் பாஸ் ${v.number}, ${devotees(v.people, 'ta')}. ${
        v.isCalled
          ? 'இப்போதே உள்ளே செல்லுங்கள்; வாயிலில் பாஸைக் காட்டுங்கள்.'
          : 'தயவுசெய்து காத்திருக்கவும்; அழைக்கும்போது SMS அனுப்புவோம்.'
      } ${v.link}`,
    }),
    te: (v) => ({
      title: `వాక్-ఇన్ పాస్ ${v.number}`,
      body: `${v.temple}: ${v.zone} ప్రవేశానికి వాక్-ఇన్ పాస్ ${v.number}, ${devotees(v.people, 'te')}. ${
        v.isCalled
          ? 'దయచేసి ఇప్పుడే లోపలికి వెళ్లి గేటు వద్ద పాస్ చూపించండి.'
          : 'దయచేసి వేచి ఉండండి; మీ వంతు వచ్చినప్పుడు SMS పంపుతాము.'
      } ${v.link}`,
    }),
    kn: (v) => ({
      title: `ವಾಕ್-ಇನ್ ಪಾಸ್ ${v.number}`,
      body: `${v.temple}: ${v.zone} ಪ್ರವೇಶಕ್ಕೆ ವಾಕ್-ಇನ್ ಪಾಸ್ ${v.number}, ${devotees(v.people, 'kn')}. ${
        v.isCalled ? 'ದಯವಿಟ್ಟು ಈಗಲೇ ಒಳಗೆ ಹೋಗಿ, ಗೇಟ್‌ನಲ್ಲಿ ಪಾಸ್ ತೋರಿಸಿ.' : 'ದಯವಿಟ್ಟು ಕಾಯಿರಿ; ನಿಮ್ಮ ಸರದಿ ಬಂದಾಗ SMS ಕಳುಹಿಸುತ್ತೇವೆ.'
      } ${v.link}`,
    }),
  }),
  starSeriesDateClosed: template({
    en: (v: {
      temple: string;
      seva: string;
      date: string;
      reason: string;
      star: string;
      alternative: string | null;
    }) => ({
      title: `${v.seva} on ${v.date} is closed`,
      body: `${v.temple} has closed ${v.seva} on ${v.date}${v.reason ? ` (${v.reason})` : ''}, a date of your ${v.star} series. ${v.alternative ? `The next ${v.star} day open is ${v.alternative}: move it in My bookings.` : 'Open My bookings to stop the series or wait for the temple.'}`,
    }),
    ml: (v) => ({
      title: `${v.date}-ലെ ${v.seva} നിർത്തിവച്ചു`,
      body: `നിങ്ങളുടെ ${v.star} പരമ്പരയിലെ ${v.date}-ലെ ${v.seva} ${v.temple} നിർത്തിവച്ചു${v.reason ? ` (${v.reason})` : ''}. ${v.alternative ? `ഒഴിവുള്ള അടുത്ത ${v.star} നാൾ ${v.alternative} ആണ്: എന്റെ ബുക്കിംഗുകളിൽ മാറ്റുക.` : 'പരമ്പര നിർത്താൻ എന്റെ ബുക്കിംഗുകൾ തുറക്കുക, അല്ലെങ്കിൽ ക്ഷേത്രത്തിനായി കാത്തിരിക്കുക.'}`,
    }),
    hi: (v) => ({
      title: `${v.date} की ${v.seva} बंद`,
      body: `${v.temple} ने आपकी ${v.star} शृंखला की ${v.date} की ${v.seva} बंद कर दी है${v.reason ? ` (${v.reason})` : ''}। ${v.alternative ? `अगला खाली ${v.star} दिन ${v.alternative} है: मेरी बुकिंग में इसे बदलें।` : 'शृंखला रोकने के लिए मेरी बुकिंग खोलें, या मंदिर की प्रतीक्षा करें।'}`,
    }),
    ta: (v) => ({
      title: `${v.date} அன்று ${v.seva} நிறுத்தப்பட்டது`,
      body: `உங்கள் ${v.star} தொடரின் ${v.date} அன்றைய ${v.seva} சேவையை ${v.temple} நிறுத்தியுள்ளது${v.reason ? ` (${v.reason})` : ''}. ${v.alternative ? `அடுத்த காலியான ${v.star} நாள் ${v.alternative}: என் முன்பதிவுகளில் மாற்றவும்.` : 'தொடரை நிறுத்த என் முன்பதிவுகளைத் திறக்கவும், அல்லது கோயிலுக்காகக் காத்திருக்கவும்.'}`,
    }),
    te: (v) => ({
      title: `${v.date}న ${v.seva} నిలిపివేశారు`,
      body: `మీ ${v.star} శ్రేణిలోని ${v.date}న ${v.seva}ను ${v.temple} నిలిపివేసింది${v.reason ? ` (${v.reason})` : ''}. ${v.alternative ? `ఖాళీగా ఉన్న తదుపరి ${v.star} రోజు ${v.alternative}: నా బుకింగ్‌లలో మార్చండి.` : 'శ్రేణిని ఆపడానికి నా బుకింగ్‌లు తెరవండి, లేదా ఆలయం కోసం వేచి ఉండండి.'}`,
    }),
    kn: (v) => ({
      title: `${v.date}ರ ${v.seva} ನಿಲ್ಲಿಸಲಾಗಿದೆ`,
      body: `ನಿಮ್ಮ ${v.star} ಸರಣಿಯ ${v.date}ರ ${v.seva} ಸೇವೆಯನ್ನು ${v.temple} ನಿಲ್ಲಿಸಿದೆ${v.reason ? ` (${v.reason})` : ''}. ${v.alternative ? `ಖಾಲಿ ಇರುವ ಮುಂದಿನ ${v.star} ದಿನ ${v.alternative}: ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ ಸರಿಸಿ.` : 'ಸರಣಿಯನ್ನು ನಿಲ್ಲಿಸಲು ನನ್ನ ಬುಕಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ, ಅಥವಾ ದೇವಸ್ಥಾನಕ್ಕಾಗಿ ಕಾಯಿರಿ.'}`,
    }),
  }),
  starSeriesDatePayDue: template({
    en: (v: {
      temple: string;
      seva: string;
      date: string;
      star: string;
      amount: string;
      payBy: string;
      link: string;
    }) => ({
      title: `Pay for ${v.seva} on ${v.date}`,
      body: `${v.temple}: ${v.seva} on ${v.date}, your ${v.star} day, is kept for you. Pay ${v.amount} by ${v.payBy} to keep it: ${v.link}`,
    }),
    ml: (v) => ({
      title: `${v.date}-ലെ ${v.seva}ക്ക് പണമടയ്ക്കുക`,
      body: `${v.temple}: നിങ്ങളുടെ ${v.star} നാളായ ${v.date}-ലെ ${v.seva} നിങ്ങൾക്കായി മാറ്റിവച്ചിരിക്കുന്നു. അത് നിലനിർത്താൻ ${v.payBy}-നകം ${v.amount} അടയ്ക്കുക: ${v.link}`,
    }),
    hi: (v) => ({
      title: `${v.date} की ${v.seva} का भुगतान करें`,
      body: `${v.temple}: आपके ${v.star} दिन ${v.date} की ${v.seva} आपके लिए रखी गई है। इसे बनाए रखने के लिए ${v.payBy} तक ${v.amount} चुकाएँ: ${v.link}`,
    }),
    ta: (v) => ({
      title: `${v.date} அன்றைய ${v.seva} சேவைக்குப் பணம் செலுத்துங்கள்`,
      body: `${v.temple}: உங்கள் ${v.star} நாளான ${v.date} அன்றைய ${v.seva} உங்களுக்காக வைக்கப்பட்டுள்ளது. அதைத் தக்கவைக்க ${v.payBy}-க்குள் ${v.amount} செலுத்துங்கள்: ${v.link}`,
    }),
    te: (v) => ({
      title: `${v.date}న ${v.seva}కు చెల్లించండి`,
      body: `${v.temple}: మీ ${v.star} రోజైన ${v.date}న ${v.seva} మీ కోసం ఉంచబడింది. దాన్ని నిలుపుకోవడానికి ${v.payBy} లోపు ${v.amount} చెల్లించండి: ${v.link}`,
    }),
    kn: (v) => ({
      title: `${v.date}ರ ${v.seva}ಗೆ ಪಾವತಿಸಿ`,
      body: `${v.temple}: ನಿಮ್ಮ ${v.star} ದಿನವಾದ ${v.date}ರ ${v.seva} ನಿಮಗಾಗಿ ಕಾದಿರಿಸಲಾಗಿದೆ. ಅದನ್ನು ಉಳಿಸಿಕೊಳ್ಳಲು ${v.payBy}ರೊಳಗೆ ${v.amount} ಪಾವತಿಸಿ: ${v.link}`,
    }),
  }),
  starSeriesDateLapsed: template({
    en: (v: { temple: string; seva: string; date: string; star: string }) => ({
      title: `${v.seva} on ${v.date} was let go`,
      body: `${v.temple}: ${v.seva} on ${v.date}, a date of your ${v.star} series, was not paid in time, so its place was given to others. The series' other dates stand.`,
    }),
    ml: (v) => ({
      title: `${v.date}-ലെ ${v.seva} ഒഴിവാക്കി`,
      body: `${v.temple}: നിങ്ങളുടെ ${v.star} പരമ്പരയിലെ ${v.date}-ലെ ${v.seva}ക്ക് സമയത്ത് പണമടയ്ക്കാത്തതിനാൽ ആ സ്ഥാനം മറ്റുള്ളവർക്ക് നൽകി. പരമ്പരയിലെ മറ്റു തീയതികൾ നിലനിൽക്കും.`,
    }),
    hi: (v) => ({
      title: `${v.date} की ${v.seva} छोड़ दी गई`,
      body: `${v.temple}: आपकी ${v.star} शृंखला की ${v.date} की ${v.seva} का समय पर भुगतान नहीं हुआ, इसलिए उसकी जगह दूसरों को दे दी गई। शृंखला की बाकी तारीखें बनी रहेंगी।`,
    }),
    ta: (v) => ({
      title: `${v.date} அன்றைய ${v.seva} விடுவிக்கப்பட்டது`,
      body: `${v.temple}: உங்கள் ${v.star} தொடரின் ${v.date} அன்றைய ${v.seva} சேவைக்கு நேரத்தில் பணம் செலுத்தப்படவில்லை, எனவே அந்த இடம் மற்றவர்களுக்கு வழங்கப்பட்டது. தொடரின் மற்ற தேதிகள் தொடரும்.`,
    }),
    te: (v) => ({
      title: `${v.date}న ${v.seva} వదిలివేయబడింది`,
      body: `${v.temple}: మీ ${v.star} శ్రేణిలోని ${v.date}న ${v.seva}కు సమయానికి చెల్లించనందున ఆ స్థానం ఇతరులకు ఇవ్వబడింది. శ్రేణిలోని మిగతా తేదీలు కొనసాగుతాయి.`,
    }),
    kn: (v) => ({
      title: `${v.date}ರ ${v.seva} ಬಿಟ್ಟುಕೊಡಲಾಗಿದೆ`,
      body: `${v.temple}: ನಿಮ್ಮ ${v.star} ಸರಣಿಯ ${v.date}ರ ${v.seva}ಗೆ ಸಮಯಕ್ಕೆ ಪಾವತಿಸದ ಕಾರಣ ಆ ಸ್ಥಾನವನ್ನು ಇತರರಿಗೆ ನೀಡಲಾಗಿದೆ. ಸರಣಿಯ ಇತರ ದಿನಾಂಕಗಳು ಮುಂದುವರಿಯುತ್ತವೆ.`,
    }),
  }),
  walkInPassCalled: template({
    en: (v: { temple: string; number: number; zone: string; link: string }) => ({
      title: `Walk-in pass ${v.number} is called`,
      body: `${v.temple}: walk-in pass ${v.number} is called. Please go to ${v.zone} now and show the pass at the gate. ${v.link}`,
    }),
    ml: (v) => ({
      title: `വാക്ക്-ഇൻ പാസ് ${v.number} വിളിച്ചു`,
      body: `${v.temple}: വാക്ക്-ഇൻ പാസ് ${v.number} വിളിച്ചു. ദയവായി ഇപ്പോൾ ${v.zone}-ലേക്ക് പോയി കവാടത്തിൽ പാസ് കാണിക്കുക. ${v.link}`,
    }),
    hi: (v) => ({
      title: `वॉक-इन पास ${v.number} की बारी आ गई`,
      body: `${v.temple}: वॉक-इन पास ${v.number} की बारी आ गई है। कृपया अभी ${v.zone} जाएँ और गेट पर पास दिखाएँ। ${v.link}`,
    }),
    ta: (v) => ({
      title: `வாக்-இன் பாஸ் ${v.number} அழைக்கப்பட்டது`,
      body: `${v.temple}: வாக்-இன் பாஸ் ${v.number} அழைக்கப்பட்டது. இப்போதே ${v.zone} சென்று வாயிலில் பாஸைக் காட்டுங்கள். ${v.link}`,
    }),
    te: (v) => ({
      title: `వాక్-ఇన్ పాస్ ${v.number} వంతు వచ్చింది`,
      body: `${v.temple}: వాక్-ఇన్ పాస్ ${v.number} వంతు వచ్చింది. దయచేసి ఇప్పుడే ${v.zone} వద్దకు వెళ్లి గేటు వద్ద పాస్ చూపించండి. ${v.link}`,
    }),
    kn: (v) => ({
      title: `ವಾಕ್-ಇನ್ ಪಾಸ್ ${v.number} ಸರದಿ ಬಂದಿದೆ`,
      body: `${v.temple}: ವಾಕ್-ಇನ್ ಪಾಸ್ ${v.number} ಸರದಿ ಬಂದಿದೆ. ದಯವಿಟ್ಟು ಈಗಲೇ ${v.zone} ಕಡೆಗೆ ಹೋಗಿ ಗೇಟ್‌ನಲ್ಲಿ ಪಾಸ್ ತೋರಿಸಿ. ${v.link}`,
    }),
  }),
};

export type DevoteeMessageKind = keyof typeof DEVOTEE_MESSAGES;
export type DevoteeMessageValues<Kind extends DevoteeMessageKind> = Parameters<
  (typeof DEVOTEE_MESSAGES)[Kind]['en']
>[0];

/** The message of `kind` in `language` (English when the language is unknown or missing). */
export function devoteeMessage<Kind extends DevoteeMessageKind>(
  kind: Kind,
  language: string | null | undefined,
  values: DevoteeMessageValues<Kind>,
): DevoteeMessage {
  const template = DEVOTEE_MESSAGES[kind] as Template<DevoteeMessageValues<Kind>>;
  const written = isLanguage(language) ? language : 'en';
  return { ...template[written](values), language: written };
}
