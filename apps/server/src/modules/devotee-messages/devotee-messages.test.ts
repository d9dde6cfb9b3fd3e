import { LANGUAGES } from '@nivedya/domain';
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
  walkInPassCalled: {
    temple: 'Devi Temple',
    number: 17,
    zone: 'Nalambalam',
    link: 'https://nivedya.example/walk-in-pass/abc',
  },
};

const MALAYALAM = /[\u0D00-\u0D7F]/;

describe('devotee messages', () => {
  it('writes every message in English and in Malayalam, each carrying its facts', () => {
    for (const kind of Object.keys(DEVOTEE_MESSAGES) as DevoteeMessageKind[]) {
      const english = devoteeMessage(kind, 'en', VALUES[kind] as never);
      const malayalam = devoteeMessage(kind, 'ml', VALUES[kind] as never);
      expect(english.body, kind).not.toMatch(MALAYALAM);
      expect(malayalam.body, kind).toMatch(MALAYALAM);
      for (const value of Object.values(VALUES[kind])) {
        if (typeof value === 'string' && value !== 'login') {
          expect(english.body, `${kind} en ${value}`).toContain(value);
          expect(malayalam.body, `${kind} ml ${value}`).toContain(value);
        }
      }
    }
  });

  it('writes money en-IN in both languages', () => {
    for (const language of ['en', 'ml'] as const) {
      expect(devoteeMessage('bookingConfirmed', language, VALUES.bookingConfirmed).body).toContain('₹48.60');
    }
  });

  it('falls back to English for a language the app does not ship, or none', () => {
    const english = devoteeMessage('sevaApproved', 'en', VALUES.sevaApproved);
    expect(english.language).toBe('en');
    expect(devoteeMessage('sevaApproved', 'ml', VALUES.sevaApproved).language).toBe('ml');
    expect(devoteeMessage('sevaApproved', 'ta', VALUES.sevaApproved)).toEqual(english);
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
        if (language === 'ml') expect(sentence, kind).toMatch(MALAYALAM);
        else expect(sentence, kind).not.toMatch(MALAYALAM);
        for (const value of Object.values(NOTE_VALUES[kind])) expect(sentence).toContain(value);
      }
    }
  });

  it('has the receipt and payment page words in every language, the Malayalam in Malayalam', () => {
    for (const catalogue of [RECEIPT_WORDS, PAYMENT_PAGE_WORDS]) {
      expect(Object.keys(catalogue).sort()).toEqual([...LANGUAGES].sort());
      const english = wordsOf(catalogue.en);
      const malayalam = wordsOf(catalogue.ml);
      expect(malayalam).toHaveLength(english.length);
      for (const word of english) expect(word).not.toMatch(MALAYALAM);
      // None left in English.
      for (const word of malayalam) expect(word).toMatch(MALAYALAM);
    }
  });
});
