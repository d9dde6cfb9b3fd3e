import { formatRupees, isLanguage, type Language, OTP_TTL_SECONDS, type OtpPurpose } from '@nivedya/domain';

/**
 * Every message the server writes to a devotee — a notification's title and body, an SMS — in each
 * language the app ships (issue #17 §3), chosen by the language on their account (or, before they have
 * one, the language of the screen they asked from). Money and dates are en-IN in every language.
 */

export interface DevoteeMessage {
  title: string;
  body: string;
  /** The language it is written in; an SMS says so (MSG91 sends each language under its own template). */
  language: Language;
}

type Text = Omit<DevoteeMessage, 'language'>;
type Template<Values> = Record<Language, (values: Values) => Text>;

/** A message in English and in Malayalam, taking the same values. */
function template<Values>(en: (values: Values) => Text, ml: (values: Values) => Text): Template<Values> {
  return { en, ml };
}

const devotees = (count: number, language: Language) =>
  language === 'ml'
    ? `${count} ${count === 1 ? 'ഭക്തൻ' : 'ഭക്തർ'}`
    : `${count} ${count === 1 ? 'devotee' : 'devotees'}`;

const OTP_PURPOSE: Record<OtpPurpose, Record<Language, string>> = {
  signup: { en: 'to sign up', ml: 'സൈൻ അപ്പ് ചെയ്യാൻ' },
  login: { en: 'to log in', ml: 'ലോഗിൻ ചെയ്യാൻ' },
  'reset-password': { en: 'to reset your password', ml: 'പാസ്‌വേഡ് പുനഃസജ്ജമാക്കാൻ' },
  'delete-account': { en: 'to delete your account', ml: 'അക്കൗണ്ട് ഇല്ലാതാക്കാൻ' },
  'delete-temple': {
    en: 'to delete a temple; give it only to the platform administrator deleting it',
    ml: 'ഒരു ക്ഷേത്രം ഇല്ലാതാക്കാൻ; അത് ഇല്ലാതാക്കുന്ന പ്ലാറ്റ്‌ഫോം അഡ്മിനിസ്ട്രേറ്റർക്ക് മാത്രം നൽകുക',
  },
};

export const DEVOTEE_MESSAGES = {
  otp: template(
    (v: { product: string; code: string; purpose: OtpPurpose }) => ({
      title: 'OTP',
      body: `${v.code} is your ${v.product} OTP ${OTP_PURPOSE[v.purpose].en}. It is valid for ${OTP_TTL_SECONDS / 60} minutes. Do not share it.`,
    }),
    (v) => ({
      title: 'OTP',
      body: `${v.code} ആണ് ${OTP_PURPOSE[v.purpose].ml} നിങ്ങളുടെ ${v.product} OTP. ഇത് ${OTP_TTL_SECONDS / 60} മിനിറ്റ് സാധുവാണ്. ആരുമായും പങ്കിടരുത്.`,
    }),
  ),
  bookingConfirmed: template(
    (v: { temple: string; orderNumber: string; amount: number }) => ({
      title: 'Booking confirmed',
      body: `Your seva booking ${v.orderNumber} at ${v.temple} is confirmed. Amount paid ${formatRupees(v.amount)}.`,
    }),
    (v) => ({
      title: 'ബുക്കിംഗ് സ്ഥിരീകരിച്ചു',
      body: `${v.temple}: നിങ്ങളുടെ വഴിപാട് ബുക്കിംഗ് ${v.orderNumber} സ്ഥിരീകരിച്ചു. അടച്ച തുക ${formatRupees(v.amount)}.`,
    }),
  ),
  refundProcessed: template(
    (v: { temple: string; orderNumber: string; amount: number; isThroughGateway: boolean }) => ({
      title: 'Refund processed',
      body:
        `${v.temple} has refunded ${formatRupees(v.amount)} for your booking ${v.orderNumber}.` +
        (v.isThroughGateway ? ' It reaches the account you paid from in 5–7 working days.' : ''),
    }),
    (v) => ({
      title: 'റീഫണ്ട് നൽകി',
      body:
        `${v.temple} നിങ്ങളുടെ ബുക്കിംഗ് ${v.orderNumber}-ന് ${formatRupees(v.amount)} റീഫണ്ട് ചെയ്തു.` +
        (v.isThroughGateway ? ' 5–7 പ്രവൃത്തി ദിവസങ്ങൾക്കുള്ളിൽ നിങ്ങൾ പണമടച്ച അക്കൗണ്ടിൽ എത്തും.' : ''),
    }),
  ),
  bankTransferRejected: template(
    (v: { temple: string; orderNumber: string; reason: string }) => ({
      title: 'Bank transfer not received',
      body: `${v.temple}: the bank transfer for booking ${v.orderNumber} was not received, so the booking is cancelled. ${v.reason}`,
    }),
    (v) => ({
      title: 'ബാങ്ക് ട്രാൻസ്ഫർ ലഭിച്ചില്ല',
      body: `${v.temple}: ബുക്കിംഗ് ${v.orderNumber}-നുള്ള ബാങ്ക് ട്രാൻസ്ഫർ ലഭിക്കാത്തതിനാൽ ബുക്കിംഗ് റദ്ദാക്കി. ${v.reason}`,
    }),
  ),
  sevaApproved: template(
    (v: { temple: string; seva: string; orderNumber: string; date: string }) => ({
      title: 'Seva approved',
      body: `${v.temple}: your ${v.seva} (booking ${v.orderNumber}) is approved for ${v.date}.`,
    }),
    (v) => ({
      title: 'വഴിപാട് അംഗീകരിച്ചു',
      body: `${v.temple}: നിങ്ങളുടെ ${v.seva} (ബുക്കിംഗ് ${v.orderNumber}) ${v.date}-ന് അംഗീകരിച്ചു.`,
    }),
  ),
  sevaRejected: template(
    (v: { temple: string; seva: string; orderNumber: string; reason: string }) => ({
      title: 'Seva rejected',
      body: `${v.temple}: your ${v.seva} (booking ${v.orderNumber}) could not be accepted. ${v.reason}`,
    }),
    (v) => ({
      title: 'വഴിപാട് സ്വീകരിക്കാനായില്ല',
      body: `${v.temple}: നിങ്ങളുടെ ${v.seva} (ബുക്കിംഗ് ${v.orderNumber}) സ്വീകരിക്കാനായില്ല. ${v.reason}`,
    }),
  ),
  sevaDateChanged: template(
    (v: { temple: string; seva: string; orderNumber: string; date: string }) => ({
      title: 'Seva date changed',
      body: `${v.temple}: your ${v.seva} (booking ${v.orderNumber}) is moved to ${v.date}.`,
    }),
    (v) => ({
      title: 'വഴിപാട് തീയതി മാറ്റി',
      body: `${v.temple}: നിങ്ങളുടെ ${v.seva} (ബുക്കിംഗ് ${v.orderNumber}) ${v.date}-ലേക്ക് മാറ്റി.`,
    }),
  ),
  prasadamPosted: template(
    (v: {
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
    (v) => ({
      title: v.isCorrection ? 'ട്രാക്കിംഗ് നമ്പർ തിരുത്തി' : 'പ്രസാദം അയച്ചു',
      body: v.isCorrection
        ? `${v.temple}: നിങ്ങളുടെ ${v.seva}-ന്റെ പ്രസാദത്തിന്റെ (ബുക്കിംഗ് ${v.orderNumber}) ട്രാക്കിംഗ് നമ്പർ തിരുത്തി: ${v.trackingNumber}.`
        : `${v.temple}: നിങ്ങളുടെ ${v.seva}-ന്റെ പ്രസാദം (ബുക്കിംഗ് ${v.orderNumber}) അയച്ചു, ട്രാക്കിംഗ് നമ്പർ ${v.trackingNumber}.`,
    }),
  ),
  darshanBooked: template(
    (v: { temple: string; queueNumber: string; date: string; slot: string; partySize: number }) => ({
      title: 'Darshan booked',
      body: `Your darshan token ${v.queueNumber} is confirmed: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'en')}.`,
    }),
    (v) => ({
      title: 'ദർശനം ബുക്ക് ചെയ്തു',
      body: `നിങ്ങളുടെ ദർശന ടോക്കൺ ${v.queueNumber} സ്ഥിരീകരിച്ചു: ${v.temple}, ${v.date}, ${v.slot}, ${devotees(v.partySize, 'ml')}.`,
    }),
  ),
  darshanCancelled: template(
    (v: { temple: string; queueNumber: string; when: string; reason: string | null }) => ({
      title: 'Darshan booking cancelled',
      body: `Your darshan token ${v.queueNumber} at ${v.temple} (${v.when}) is cancelled${v.reason ? `: ${v.reason}` : '.'}`,
    }),
    (v) => ({
      title: 'ദർശന ബുക്കിംഗ് റദ്ദാക്കി',
      body: `${v.temple}-ലെ (${v.when}) നിങ്ങളുടെ ദർശന ടോക്കൺ ${v.queueNumber} റദ്ദാക്കി${v.reason ? `: ${v.reason}` : '.'}`,
    }),
  ),
  sevaPerformed: template(
    (v: { temple: string; seva: string; devotee: string; star: string; time: string }) => ({
      title: 'Seva performed',
      body: `Your ${v.seva} for ${v.devotee} (${v.star}) was performed at ${v.time} at ${v.temple}.`,
    }),
    (v) => ({
      title: 'വഴിപാട് നടത്തി',
      body: `${v.devotee} (${v.star}) എന്നയാൾക്കുള്ള നിങ്ങളുടെ ${v.seva} ${v.temple}-ൽ ${v.time}-ന് നടത്തി.`,
    }),
  ),
  walkInPassIssued: template(
    (v: {
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
    (v) => ({
      title: `വാക്ക്-ഇൻ പാസ് ${v.number}`,
      body: `${v.temple}: ${v.zone}-ലേക്കുള്ള വാക്ക്-ഇൻ പാസ് ${v.number}, ${devotees(v.people, 'ml')}. ${
        v.isCalled ? 'ഇപ്പോൾ അകത്തു കയറാം; കവാടത്തിൽ പാസ് കാണിക്കുക.' : 'ദയവായി കാത്തിരിക്കുക; വിളിക്കുമ്പോൾ SMS അയയ്ക്കും.'
      } ${v.link}`,
    }),
  ),
  walkInPassCalled: template(
    (v: { temple: string; number: number; zone: string; link: string }) => ({
      title: `Walk-in pass ${v.number} is called`,
      body: `${v.temple}: walk-in pass ${v.number} is called. Please go to ${v.zone} now and show the pass at the gate. ${v.link}`,
    }),
    (v) => ({
      title: `വാക്ക്-ഇൻ പാസ് ${v.number} വിളിച്ചു`,
      body: `${v.temple}: വാക്ക്-ഇൻ പാസ് ${v.number} വിളിച്ചു. ദയവായി ഇപ്പോൾ ${v.zone}-ലേക്ക് പോയി കവാടത്തിൽ പാസ് കാണിക്കുക. ${v.link}`,
    }),
  ),
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
