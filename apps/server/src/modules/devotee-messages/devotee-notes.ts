import { isLanguage, type Language, SEVA_UPDATED_MESSAGE } from '@nivedya/domain';

/**
 * The sentences the API answers a devotee about their booking or payment — the `message` of a checkout,
 * a payment and a darshan booking, an order's and a receipt's `statusMessage` — in each language the app
 * ships (issue #17 §3). A signed-in devotee reads them in their account's language; a receipt, read by
 * anyone holding its link, in the language of the account that booked it. The Malayalam says "സേവ" as
 * the screens beside these sentences do.
 */

type Note<Values> = Record<Language, (values: Values) => string>;

/** A sentence in English and in Malayalam, taking the same values. */
function note<Values>(en: (values: Values) => string, ml: (values: Values) => string): Note<Values> {
  return { en, ml };
}

type NoValues = Record<string, never>;

export const DEVOTEE_NOTES = {
  gatewayPending: note(
    (_: NoValues) => 'Complete the payment to confirm your booking. The seva is held for you until then.',
    () => 'ബുക്കിംഗ് സ്ഥിരീകരിക്കാൻ പണമടയ്ക്കൽ പൂർത്തിയാക്കുക. അതുവരെ സേവ നിങ്ങൾക്കായി മാറ്റിവച്ചിരിക്കും.',
  ),
  bankTransferPending: note(
    (_: NoValues) =>
      'Your booking is received. Pay the amount into the temple trust account shown; the temple will verify the payment and confirm the booking.',
    () =>
      'നിങ്ങളുടെ ബുക്കിംഗ് ലഭിച്ചു. കാണിച്ചിരിക്കുന്ന ക്ഷേത്ര ട്രസ്റ്റ് അക്കൗണ്ടിലേക്ക് തുക അടയ്ക്കുക; ക്ഷേത്രം പണമടയ്ക്കൽ പരിശോധിച്ച ശേഷം ബുക്കിംഗ് സ്ഥിരീകരിക്കും.',
  ),
  awaitingVerification: note(
    (_: NoValues) => 'Awaiting verification of your bank transfer by the temple.',
    () => 'ക്ഷേത്രം നിങ്ങളുടെ ബാങ്ക് ട്രാൻസ്ഫർ പരിശോധിക്കാനുണ്ട്.',
  ),
  paymentCaptured: note(
    (_: NoValues) => 'Payment successful. Your booking is confirmed.',
    () => 'പണമടയ്ക്കൽ വിജയിച്ചു. നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.',
  ),
  /** A counter bill: paid at the temple, by its mode (issue #18: not "booked through" the app). */
  paidAtCounter: note(
    ({ mode }: { mode: string }) => `Paid by ${mode} at the temple counter.`,
    ({ mode }: { mode: string }) => `ക്ഷേത്ര കൗണ്ടറിൽ ${mode} വഴി പണമടച്ചു.`,
  ),
  paymentFailed: note(
    (_: NoValues) => 'The payment did not go through. The seva is no longer held; please book again.',
    () => 'പണമടയ്ക്കൽ നടന്നില്ല. സേവ ഇനി മാറ്റിവച്ചിട്ടില്ല; ദയവായി വീണ്ടും ബുക്ക് ചെയ്യുക.',
  ),
  paymentExpired: note(
    (_: NoValues) => 'The time to pay ran out. The seva is no longer held; please book again.',
    () => 'പണമടയ്ക്കാനുള്ള സമയം കഴിഞ്ഞു. സേവ ഇനി മാറ്റിവച്ചിട്ടില്ല; ദയവായി വീണ്ടും ബുക്ക് ചെയ്യുക.',
  ),
  /** The automatic refund of a payment that arrived after its seva's day filled up. */
  refundedLate: note(
    (_: NoValues) => 'The seva date filled up before your payment arrived, so the amount has been refunded.',
    () => 'നിങ്ങളുടെ പണം എത്തുന്നതിനു മുമ്പ് സേവയുടെ തീയതി നിറഞ്ഞതിനാൽ തുക തിരികെ നൽകി.',
  ),
  refundedByTemple: note(
    (_: NoValues) => 'The temple has refunded this booking.',
    () => 'ഈ ബുക്കിംഗിന്റെ തുക ക്ഷേത്രം തിരികെ നൽകി.',
  ),
  bookingCancelled: note(
    (_: NoValues) => 'This booking was cancelled.',
    () => 'ഈ ബുക്കിംഗ് റദ്ദാക്കി.',
  ),
  /** spec §8's own words for a devotee's change to a booked seva. */
  sevaUpdated: note(
    (_: NoValues) => SEVA_UPDATED_MESSAGE,
    () => 'സേവാ വിവരങ്ങൾ വിജയകരമായി അപ്ഡേറ്റ് ചെയ്തു',
  ),
  darshanBooked: note(
    (v: { queueNumber: string }) => `Darshan booked: token ${v.queueNumber}`,
    (v) => `ദർശനം ബുക്ക് ചെയ്തു: ടോക്കൺ ${v.queueNumber}`,
  ),
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
