import { describe, expect, it } from 'vitest';
import { VqBookingInputSchema } from './vq-booking-schemas.ts';
import { VqGateInputSchema } from './vq-gate-schemas.ts';
import { VqReportQuerySchema } from './vq-report-schemas.ts';
import {
  bookingWindow,
  checkAdmissionWindow,
  checkAnswers,
  checkBookingDate,
  checkDevotees,
  formatQueueNumber,
  maskIdProofNumber,
  normaliseIdProofNumber,
  normaliseQueueNumber,
  planSlots,
  queueNumberPrefix,
  slotPhase,
  type VqTemplateFacts,
  windowsOverlap,
} from './vq-rules.ts';
import { VqQuestionInputSchema, VqSlotTemplateCreateSchema } from './vq-settings-schemas.ts';

const TZ = 'Asia/Kolkata';
/** A Kerala wall-clock time as an instant (IST is UTC+05:30 all year). */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

function template(overrides: Partial<VqTemplateFacts>): VqTemplateFacts {
  return {
    id: 1,
    weekday: null,
    date: null,
    startTime: '06:00',
    endTime: '07:00',
    capacity: 100,
    maxPartySize: 5,
    label: null,
    isActive: true,
    ...overrides,
  };
}

describe('planSlots', () => {
  // 2026-11-22 is a Sunday (weekday 0).
  const weekly = [
    template({ id: 1, weekday: 0, startTime: '09:00', endTime: '10:00' }),
    template({ id: 2, weekday: 0, startTime: '06:00', endTime: '07:00' }),
    template({ id: 3, weekday: 1, startTime: '06:00', endTime: '07:00' }),
    template({ id: 4, weekday: 0, startTime: '11:00', endTime: '12:00', isActive: false }),
  ];

  it.each([
    ['a Sunday takes the active Sunday slots, earliest first', '2026-11-22', [], [2, 1]],
    ['a Monday takes the Monday slot', '2026-11-23', [], [3]],
    [
      'a date with slots of its own ignores its weekday',
      '2026-11-22',
      [template({ id: 9, date: '2026-11-22', startTime: '04:00', endTime: '05:00' })],
      [9],
    ],
    [
      'an inactive date slot leaves the weekday in force',
      '2026-11-22',
      [template({ id: 9, date: '2026-11-22', isActive: false })],
      [2, 1],
    ],
  ])('%s', (_name, date, extra, ids) => {
    expect(planSlots([...weekly, ...extra], date).map((slot) => slot.id)).toEqual(ids);
  });

  it.each([
    ['06:00', '07:00', '06:30', '07:30', true],
    ['06:00', '07:00', '07:00', '08:00', false],
    ['06:00', '07:00', '05:00', '06:00', false],
    ['06:00', '09:00', '07:00', '08:00', true],
  ])('%s–%s and %s–%s overlap: %s', (aStart, aEnd, bStart, bEnd, overlap) => {
    expect(windowsOverlap({ startTime: aStart, endTime: aEnd }, { startTime: bStart, endTime: bEnd })).toBe(
      overlap,
    );
  });
});

describe('the booking window', () => {
  const rules = { timeZone: TZ, daysAhead: 30, openingTime: '06:00' };

  it.each([
    ['before the opening time it reaches 29 days', ist('2026-11-01', '05:59'), '2026-11-30'],
    ['at the opening time the 30th day opens', ist('2026-11-01', '06:00'), '2026-12-01'],
    ['late in the evening', ist('2026-11-01', '23:59'), '2026-12-01'],
  ])('%s', (_name, now, lastDate) => {
    const window = bookingWindow({ ...rules, now });
    expect(window.today).toBe('2026-11-01');
    expect(window.lastDate).toBe(lastDate);
  });

  it('uses the temple day, not the UTC day', () => {
    // 20:00 UTC on 31 Oct is 01:30 on 1 Nov in Kerala.
    expect(bookingWindow({ ...rules, now: new Date('2026-10-31T20:00:00Z') }).today).toBe('2026-11-01');
  });

  it.each([
    ['today', '2026-11-01', null],
    ['the last open date', '2026-12-01', null],
    ['yesterday', '2026-10-31', '31-Oct-2026 has already passed'],
    ['the day after the window', '2026-12-02', 'Bookings for 02-Dec-2026 open on 02-Nov-2026 at 06:00'],
    ['not a date', '2026-02-30', 'Enter a date as yyyy-MM-dd'],
  ])('%s', (_name, date, message) => {
    const window = bookingWindow({ ...rules, now: ist('2026-11-01', '07:00') });
    expect(checkBookingDate(date, window)?.message ?? null).toBe(message);
  });
});

describe('the gate window', () => {
  const slot = { date: '2026-11-22', startTime: '06:00', endTime: '07:00' };

  it.each([
    ['05:44', 'upcoming'],
    ['05:45', 'open'],
    ['06:30', 'open'],
    ['07:14', 'open'],
    ['07:15', 'closed'],
  ])('with 15 minutes grace, at %s the slot is %s', (time, phase) => {
    expect(slotPhase(slot, ist('2026-11-22', time), TZ, 15)).toBe(phase);
  });

  it.each([
    ['06:30', '2026-11-22', null, null],
    [
      '05:00',
      '2026-11-22',
      'VQ_OUTSIDE_SLOT_WINDOW',
      'This token is for the 06:00 – 07:00 slot; entry opens at 05:45',
    ],
    [
      '08:00',
      '2026-11-22',
      'VQ_OUTSIDE_SLOT_WINDOW',
      'This token was for the 06:00 – 07:00 slot; entry closed at 07:15',
    ],
    ['06:30', '2026-11-23', 'VQ_WRONG_DATE', 'This token is for 22-Nov-2026, not today (23-Nov-2026)'],
  ])('at %s on %s: %s', (time, date, code, message) => {
    const problem = checkAdmissionWindow(slot, ist(date, time), TZ, 15);
    expect(problem?.code ?? null).toBe(code);
    expect(problem?.message ?? null).toBe(message);
  });
});

describe('answers', () => {
  const questions = [
    { id: 1, label: 'ID proof type', kind: 'choice' as const, options: ['Aadhaar', 'PAN'], isRequired: true },
    { id: 2, label: 'Coming from', kind: 'text' as const, options: [], isRequired: false },
    { id: 3, label: 'Vehicles', kind: 'number' as const, options: [], isRequired: false },
    { id: 4, label: 'Arrival', kind: 'date' as const, options: [], isRequired: false },
  ];

  it('keeps valid answers and drops blank optional ones', () => {
    const result = checkAnswers(questions, [
      { questionId: 1, value: 'PAN' },
      { questionId: 2, value: '  ' },
      { questionId: 3, value: '2' },
      { questionId: 4, value: '2026-11-22' },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.answers).toEqual([
      { questionId: 1, value: 'PAN' },
      { questionId: 3, value: '2' },
      { questionId: 4, value: '2026-11-22' },
    ]);
  });

  const pan = { questionId: 1, value: 'PAN' };
  it.each([
    ['a required answer missing', [], 'Answer "ID proof type"'],
    [
      'a choice not offered',
      [{ questionId: 1, value: 'Ration card' }],
      '"ID proof type" must be one of: Aadhaar, PAN',
    ],
    ['a number that is not one', [pan, { questionId: 3, value: 'two' }], '"Vehicles" must be a number'],
    [
      'a date that is not one',
      [pan, { questionId: 4, value: '22-11-2026' }],
      '"Arrival" must be a date as yyyy-MM-dd',
    ],
    [
      'an unknown question',
      [pan, { questionId: 99, value: 'x' }],
      'This question is not asked by this temple',
    ],
    ['a question answered twice', [pan, pan], 'This question is answered twice'],
  ])('refuses %s', (_name, answers, message) => {
    expect(checkAnswers(questions, answers).problems.map((problem) => problem.message)).toEqual([message]);
  });
});

describe('devotees', () => {
  const rules = { isIdProofRequired: true, idProofTypes: ['Aadhaar', 'PAN'] };

  it('normalises ID numbers so one ID is one person however it is typed', () => {
    expect(normaliseIdProofNumber('abcde 1234-f')).toBe('ABCDE1234F');
    const result = checkDevotees(
      [
        { name: ' Asha ', age: 30, idProofType: 'PAN', idProofNumber: 'abcde1234f' },
        { name: 'Ravi', age: 34, idProofType: 'PAN', idProofNumber: 'ABCDE 1234 F' },
      ],
      rules,
    );
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'The same ID proof is given for devotees 1 and 2',
    ]);
    expect(result.devotees[0]).toEqual({
      name: 'Asha',
      age: 30,
      idProofType: 'PAN',
      idProofNumber: 'ABCDE1234F',
    });
  });

  it.each([
    ['a missing ID proof', { idProofType: null, idProofNumber: null }, 'Give the ID proof of Asha'],
    [
      'a type not accepted',
      { idProofType: 'Ration card', idProofNumber: '12345678' },
      'The ID proof must be one of: Aadhaar, PAN',
    ],
    [
      'a number too short',
      { idProofType: 'PAN', idProofNumber: '12' },
      'An ID proof number has 4 to 20 letters and digits',
    ],
  ])('refuses %s', (_name, proof, message) => {
    const result = checkDevotees([{ name: 'Asha', age: 30, ...proof }], rules);
    expect(result.problems.map((problem) => problem.message)).toContain(message);
  });

  it('lets a temple that asks for no ID proof take none', () => {
    expect(
      checkDevotees([{ name: 'Asha', age: 3 }], { isIdProofRequired: false, idProofTypes: [] }).problems,
    ).toEqual([]);
  });

  it('masks all but the last four characters', () => {
    expect(maskIdProofNumber('123456789012')).toBe('••••••••9012');
    expect(maskIdProofNumber('1234')).toBe('1234');
    expect(maskIdProofNumber(null)).toBe(null);
  });
});

describe('queue numbers', () => {
  it.each([
    ['GVR', 7, 'GVR'],
    ['g-v r', 7, 'GVR'],
    [null, 7, 'VQ7'],
    ['', 12, 'VQ12'],
  ])('prefix of short code %s', (shortCode, templeId, prefix) => {
    expect(queueNumberPrefix(shortCode, templeId)).toBe(prefix);
  });

  it('reads temple, date, slot and number', () => {
    expect(formatQueueNumber('GVR', '2026-11-22', '06:30', 42)).toBe('GVR-20261122-0630-042');
    expect(formatQueueNumber('GVR', '2026-11-22', '06:30', 1042)).toBe('GVR-20261122-0630-1042');
    expect(normaliseQueueNumber(' gvr-20261122-0630-042 ')).toBe('GVR-20261122-0630-042');
  });
});

describe('schemas', () => {
  const booking = {
    templeId: 1,
    date: '2026-11-22',
    startTime: '06:00',
    devotees: [{ name: 'Asha', age: 30 }],
  };

  it.each([
    ['a party of 0', { ...booking, devotees: [] }, 'Add 1 to 20 devotees'],
    [
      'a party above 20',
      { ...booking, devotees: Array(21).fill({ name: 'A', age: 1 }) },
      'Add 1 to 20 devotees',
    ],
    ['a time that is not one', { ...booking, startTime: '6am' }, 'Enter a time as HH:mm (24-hour)'],
  ])('booking refuses %s', (_name, input, message) => {
    const result = VqBookingInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('slot templates need weekdays or a date, and an end after the start', () => {
    const base = { startTime: '07:00', endTime: '06:00', capacity: 100 };
    const messages = VqSlotTemplateCreateSchema.safeParse(base).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Give either weekdays or a date', 'The slot must end after it starts']);
    expect(
      VqSlotTemplateCreateSchema.safeParse({ ...base, endTime: '08:00', weekdays: [0, 6] }).success,
    ).toBe(true);
  });

  it('a choice question needs two distinct choices; others none', () => {
    expect(VqQuestionInputSchema.safeParse({ label: 'ID', kind: 'choice', options: ['A'] }).success).toBe(
      false,
    );
    expect(VqQuestionInputSchema.safeParse({ label: 'ID', kind: 'text', options: ['A'] }).success).toBe(
      false,
    );
    expect(
      VqQuestionInputSchema.safeParse({ label: 'ID', kind: 'choice', options: ['A', 'B'] }).success,
    ).toBe(true);
  });

  it('the gate takes exactly one way of finding a booking', () => {
    expect(VqGateInputSchema.safeParse({}).success).toBe(false);
    expect(VqGateInputSchema.safeParse({ token: 'a', mobile: '9876543210' }).success).toBe(false);
    expect(VqGateInputSchema.safeParse({ mobile: '9876543210', gate: 'East' }).success).toBe(true);
  });

  it.each([
    ['2026-01-01', '2026-12-31', true],
    ['2026-01-01', '2027-01-01', true],
    ['2026-01-01', '2027-01-02', false],
    ['2026-02-01', '2026-01-01', false],
  ])('reports from %s to %s: %s', (from, to, ok) => {
    expect(VqReportQuerySchema.safeParse({ from, to }).success).toBe(ok);
  });
});
