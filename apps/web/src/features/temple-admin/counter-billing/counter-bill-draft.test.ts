import type { CounterQuoteLine, CounterSeva } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import {
  type DraftLine,
  dateForSeva,
  matchSevas,
  parseQuantity,
  quotedLine,
  toQuoteInput,
  upiNoteFor,
} from './counter-bill-draft.ts';

function aSeva(overrides: Partial<CounterSeva>): CounterSeva {
  return {
    id: 1,
    code: 'archana',
    name: 'Archana',
    nameNarration: 'അർച്ചന',
    deityName: 'Sree Krishna',
    groupName: null,
    rate: 5000,
    postageCharge: 0,
    sevaType: 1,
    isContinuous: false,
    minPerformDate: '2026-03-04',
    endDate: null,
    ...overrides,
  };
}

const sevas = [
  aSeva({ id: 1, code: 'ps', name: 'Pushpanjali', nameNarration: 'പുഷ്പാഞ്ജലി', deityName: 'Devi' }),
  aSeva({ id: 2, code: 'archana', name: 'Archana' }),
  aSeva({ id: 3, code: 'ganapathi-homam', name: 'Ganapathi Homam', deityName: 'Ganapathy' }),
  aSeva({ id: 4, code: 'a', name: 'Neyvilakku', nameNarration: 'നെയ്‌വിളക്ക്', deityName: 'Archana Devi' }),
];

describe('matchSevas', () => {
  it.each([
    ['', [1, 2, 3, 4]],
    ['a', [4, 2, 1, 3]],
    ['ARCH', [2, 4]],
    ['homam', [3]],
    ['ganapathy', [3]],
    ['പുഷ്പ', [1]],
    ['ps', [1]],
    ['zzz', []],
  ])('"%s" → %o', (text, ids) => {
    expect(matchSevas(sevas, text).map((seva) => seva.id)).toEqual(ids);
  });
});

describe('the draft bill', () => {
  const line: DraftLine = {
    key: 7,
    seva: aSeva({ id: 2 }),
    devoteeName: 'Lakshmi',
    starId: 4,
    performDate: '2026-03-05',
    quantity: 2,
  };

  it('becomes the quote input the API takes', () => {
    expect(toQuoteInput([line], 5000)).toEqual({
      lines: [{ sevaId: 2, devoteeName: 'Lakshmi', starId: 4, performDate: '2026-03-05', quantity: 2 }],
      dakshina: 5000,
    });
  });

  it("takes the quote's line only while it is of the same line", () => {
    const quoted = {
      index: 0,
      sevaId: 2,
      performDate: '2026-03-05',
      dates: ['2026-03-05'],
      quantity: 2,
      devoteeName: 'Lakshmi',
      starId: 4,
    } as CounterQuoteLine;
    expect(quotedLine([quoted], line, 0)).toBe(quoted);
    expect(quotedLine([quoted], { ...line, quantity: 3 }, 0)).toBeUndefined();
    // A star series on the same first date is another line: its quote prices every date.
    const series = { ...line, starSeries: { every: 'month' as const, dates: ['2026-03-05', '2026-04-01'] } };
    expect(quotedLine([quoted], series, 0)).toBeUndefined();
    expect(quotedLine([{ ...quoted, dates: series.starSeries.dates }], series, 0)).toBeDefined();
    expect(quotedLine([quoted], line, 1)).toBeUndefined();
    expect(quotedLine(undefined, line, 0)).toBeUndefined();
  });

  it('moves the date up to the seva minimum, never back', () => {
    expect(dateForSeva('2026-03-04', { minPerformDate: '2026-03-05' })).toBe('2026-03-05');
    expect(dateForSeva('2026-03-09', { minPerformDate: '2026-03-05' })).toBe('2026-03-09');
  });

  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['0', null],
    ['', null],
    ['1.5', null],
    ['-2', null],
  ])('reads the quantity "%s" as %s', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it('notes the sevas paid for, each once', () => {
    expect(upiNoteFor([line, { ...line, key: 8 }, { ...line, key: 9, seva: aSeva({ name: 'Homam' }) }])).toBe(
      'Archana, Homam',
    );
  });
});
