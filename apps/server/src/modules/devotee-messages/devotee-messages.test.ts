import { LANGUAGES, type Language } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { DEVOTEE_MESSAGES, type DevoteeMessageKind, devoteeMessage } from './devotee-messages.ts';
import { DEVOTEE_NOTES, type DevoteeNoteKind } from './devotee-notes.ts';
import { PAYMENT_PAGE_WORDS, RECEIPT_WORDS } from './document-words.ts';

/** One set of values for every kind of message, to render each in every language. */
const VALUES: { [Kind in DevoteeMessageKind]: Parameters<(typeof DEVOTEE_MESSAGES)[Kind]['en']>[0] } = {
  otp: { product: 'Nivedya', code: '482913', purpose: 'login' },
  bookingConfirmed: { temple: 'Sree Venugopala Krishna Swamy Temple', orderNumber: 'NV-1042', amount: 4_860 },
  refundProcessed: { temple: 'Devi Temple', orderNumber: 'NV-1042', amount: 4_860, isThroughGateway: true },
  bankTransferRejected: { temple: 'Devi Temple', orderNumber: 'NV-1042', reason: 'No credit by 20-Nov.' },
  sevaApproved: { temple: 'Devi Temple', seva: 'Pushpanjali', orderNumber: 'NV-1042', date: '01-Dec-2026' },
  sevaRejected: { temple: 'Devi Temple', seva: 'Pushpanjali', orderNumber: 'NV-1042', reason: 'Full.' },
  sevaDateChanged: {
    temple: 'Devi Temple',
    seva: 'Pushpanjali',
    orderNumber: 'NV-1042',
    date: '02-Dec-2026',
  },
  prasadamPosted: {
    temple: 'Devi Temple',
    seva: 'Pushpanjali',
    orderNumber: 'NV-1042',
    trackingNumber: 'EK123456789IN',
    isCorrection: false,
  },
  sevaPerformed: {
    temple: 'Sree Venugopala Krishna Swamy Temple',
    seva: 'Pushpanjali',
    devotee: 'Ravi Menon',
    star: 'Rohini',
    time: '6:12 AM',
  },
  darshanBooked: {
    temple: 'Devi Temple',
    queueNumber: 'DT-A12',
    date: '01-Dec-2026',
    slot: '06:00–07:00',
    partySize: 3,
  },
  darshanCancelled: {
    temple: 'Devi Temple',
    queueNumber: 'DT-A12',
    when: '01-Dec-2026, 06:00–07:00',
    reason: null,
  },
  walkInPassIssued: {
    temple: 'Devi Temple',
    number: 17,
    zone: 'Nalambalam',
    people: 2,
    isCalled: false,
    link: 'https://nivedya.example/walk-in-pass/abc',
  },
  starSeriesDateClosed: {
    temple: 'Devi Temple',
    seva: 'Pushpanjali',
    date: '05-Mar-2027',
    reason: 'Utsavam',
    star: 'Rohini',
    alternative: '01-Apr-2027',
  },
  starSeriesDatePayDue: {
    temple: 'Devi Temple',
    seva: 'Pushpanjali',
    date: '05-Mar-2027',
    star: 'Rohini',
    amount: '₹66.45',
    payBy: '03-Mar-2027',
    link: 'https://nivedya.example/star-series-due/abc',
  },
  starSeriesDateLapsed: { temple: 'Devi Temple', seva: 'Pushpanjali', date: '05-Mar-2027', star: 'Rohini' },
  walkInPassCalled: {
    temple: 'Devi Temple',
    number: 17,
    zone: 'Nalambalam',
    link: 'https://nivedya.example/walk-in-pass/abc',
  },
};

/** Each regional script; English is written in none of them. */
const SCRIPTS: Record<Exclude<Language, 'en'>, RegExp> = {
  ml: /[\u0D00-\u0D7F]/,
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
};

/** Asserts `text` is written in `language`'s script and in no other regional one. */
function expectWrittenIn(text: string, language: Language, label: string): void {
  for (const [script, pattern] of Object.entries(SCRIPTS)) {
    if (script === language) expect(text, `${label} ${language}`).toMatch(pattern);
    else expect(text, `${label} ${language} (${script})`).not.toMatch(pattern);
  }
}

describe('devotee messages', () => {
  it('writes every message in every language the app ships, each carrying its facts', () => {
    for (const kind of Object.keys(DEVOTEE_MESSAGES) as DevoteeMessageKind[]) {
      expect(Object.keys(DEVOTEE_MESSAGES[kind]).sort(), kind).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        const message = devoteeMessage(kind, language, VALUES[kind] as never);
        expect(message.language).toBe(language);
        expectWrittenIn(message.body, language, kind);
        if (kind !== 'otp') expectWrittenIn(message.title, language, `${kind} title`);
        for (const value of Object.values(VALUES[kind])) {
          if (typeof value === 'string' && value !== 'login') {
            expect(message.body, `${kind} ${language} ${value}`).toContain(value);
          }
        }
      }
    }
  });

  it('writes every OTP purpose and the devotee count in every language', () => {
    for (const language of LANGUAGES) {
      for (const purpose of [
        'signup',
        'login',
        'reset-password',
        'delete-account',
        'delete-temple',
      ] as const) {
        const otp = devoteeMessage('otp', language, { ...VALUES.otp, purpose });
        expectWrittenIn(otp.body, language, `otp ${purpose}`);
        expect(otp.body).toContain('482913');
        expect(otp.body).toContain('OTP');
      }
      for (const partySize of [1, 3]) {
        const darshan = devoteeMessage('darshanBooked', language, { ...VALUES.darshanBooked, partySize });
        expect(darshan.body, `${language} ${partySize}`).toContain(`${partySize} `);
      }
    }
    expect(devoteeMessage('darshanBooked', 'en', { ...VALUES.darshanBooked, partySize: 1 }).body).toContain(
      '1 devotee.',
    );
    expect(devoteeMessage('darshanBooked', 'ta', VALUES.darshanBooked).body).toContain('3 பக்தர்கள்');
  });

  it('writes money en-IN in every language', () => {
    for (const language of LANGUAGES) {
      expect(devoteeMessage('bookingConfirmed', language, VALUES.bookingConfirmed).body).toContain('₹48.60');
    }
  });

  it('falls back to English for a language the app does not ship, or none', () => {
    const english = devoteeMessage('sevaApproved', 'en', VALUES.sevaApproved);
    expect(english.language).toBe('en');
    expect(devoteeMessage('sevaApproved', 'ml', VALUES.sevaApproved).language).toBe('ml');
    expect(devoteeMessage('sevaApproved', 'ta', VALUES.sevaApproved).language).toBe('ta');
    expect(devoteeMessage('sevaApproved', 'fr', VALUES.sevaApproved)).toEqual(english);
    expect(devoteeMessage('sevaApproved', null, VALUES.sevaApproved)).toEqual(english);
  });
});

/** One set of values for every sentence the API answers, to render each in every language. */
const NOTE_VALUES: { [Kind in DevoteeNoteKind]: Parameters<(typeof DEVOTEE_NOTES)[Kind]['en']>[0] } = {
  gatewayPending: {},
  bankTransferPending: {},
  awaitingVerification: {},
  paymentCaptured: {},
  paidAtCounter: { mode: 'Cash' },
  paymentFailed: {},
  paymentExpired: {},
  seriesDateDue: {},
  refundedLate: {},
  refundedByTemple: {},
  bookingCancelled: {},
  sevaUpdated: {},
  darshanBooked: { queueNumber: 'DT-20261201-0600-007' },
};

/** Every string a set of document words holds, functions called with a sample value. */
function wordsOf(words: object): string[] {
  return Object.values(words).flatMap((value): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [String((value as (sample: string) => string)('NV-1042'))];
    return wordsOf(value as object);
  });
}

describe('devotee notes and document words', () => {
  it('writes every note in every language the app ships, each carrying its facts', () => {
    for (const kind of Object.keys(DEVOTEE_NOTES) as DevoteeNoteKind[]) {
      const template = DEVOTEE_NOTES[kind] as Record<string, (values: object) => string>;
      expect(Object.keys(template).sort(), kind).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        const sentence = template[language]?.(NOTE_VALUES[kind]) ?? '';
        expect(sentence.length, `${kind} ${language}`).toBeGreaterThan(0);
        expectWrittenIn(sentence, language, kind);
        for (const value of Object.values(NOTE_VALUES[kind])) expect(sentence).toContain(value);
      }
    }
  });

  it('has the receipt and payment page words in every language, each in its own script', () => {
    for (const catalogue of [RECEIPT_WORDS, PAYMENT_PAGE_WORDS]) {
      expect(Object.keys(catalogue).sort()).toEqual([...LANGUAGES].sort());
      const english = wordsOf(catalogue.en);
      for (const language of LANGUAGES) {
        const words = wordsOf(catalogue[language]);
        expect(words, language).toHaveLength(english.length);
        // None left in English.
        for (const word of words) expectWrittenIn(word, language, word);
      }
    }
  });
});
