import { ReplaceAvailabilityRulesInputSchema } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PERFORM_TIMES,
  emptyRule,
  leadingBlanks,
  PerformTimesFormSchema,
  performTimesFromForm,
  ruleFromForm,
  rulesFormSchema,
  ruleToForm,
  shiftMonth,
  toggleWeekday,
} from './rule-form-values.ts';

describe('availability rule form ↔ API', () => {
  it.each([
    [
      'weekly, no range',
      { ...emptyRule('weekly'), weekdays: [5, 1] },
      { kind: 'weekly', weekdays: [1, 5], fromDate: null, toDate: null, dailyLimit: null, remarks: null },
    ],
    [
      'weekly with range and limit',
      {
        ...emptyRule('weekly'),
        weekdays: [0],
        fromDate: '2026-01-01',
        toDate: '2026-03-31',
        dailyLimit: ' 10 ',
      },
      {
        kind: 'weekly',
        weekdays: [0],
        fromDate: '2026-01-01',
        toDate: '2026-03-31',
        dailyLimit: 10,
        remarks: null,
      },
    ],
    [
      'date range',
      { ...emptyRule('dates'), fromDate: '2026-04-01', toDate: '2026-04-10', remarks: ' Vishu ' },
      { kind: 'dates', fromDate: '2026-04-01', toDate: '2026-04-10', dailyLimit: null, remarks: 'Vishu' },
    ],
    [
      'special date, one day',
      { ...emptyRule('special'), fromDate: '2026-04-14', dailyLimit: '5' },
      { kind: 'special', fromDate: '2026-04-14', dailyLimit: 5, remarks: null },
    ],
  ])('%s', (_name, form, expected) => {
    const input = ruleFromForm(form);
    expect(input).toEqual(expected);
    expect(ReplaceAvailabilityRulesInputSchema.safeParse({ rules: [input] }).success).toBe(true);
  });

  it('keeps a limit that is not a whole number as NaN, which the schema refuses', () => {
    const input = ruleFromForm({
      ...emptyRule('dates'),
      fromDate: '2026-04-01',
      toDate: '2026-04-02',
      dailyLimit: '2.5',
    });
    expect(input.dailyLimit).toBeNaN();
    expect(ReplaceAvailabilityRulesInputSchema.safeParse({ rules: [input] }).success).toBe(false);
  });

  it('refuses a weekly rule with no weekday', () => {
    const result = ReplaceAvailabilityRulesInputSchema.safeParse({
      rules: [ruleFromForm(emptyRule('weekly'))],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['rules', 0, 'weekdays']);
  });

  it('reads a saved rule back into the form', () => {
    const form = ruleToForm({
      id: 3,
      kind: 'weekly',
      weekdays: [6, 2],
      fromDate: null,
      toDate: null,
      dailyLimit: 0,
      remarks: null,
    });
    expect(form).toMatchObject({
      kind: 'weekly',
      weekdays: [2, 6],
      fromDate: '',
      dailyLimit: '0',
      remarks: '',
    });
    expect(ruleFromForm(form)).toMatchObject({ weekdays: [2, 6], dailyLimit: 0 });
  });

  it('toggles weekdays in order', () => {
    expect(toggleWeekday([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleWeekday([1, 3, 5], 3)).toEqual([1, 5]);
  });
});

describe('the rules form schema', () => {
  const schema = rulesFormSchema({ limitInvalid: 'Enter a whole number, 0 or more' });

  it("words a limit that is not a whole number, without hiding another rule's problem", () => {
    const parsed = schema.safeParse({
      rules: [emptyRule('weekly'), { ...emptyRule('special'), fromDate: '2030-01-01', dailyLimit: '-1' }],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['rules', 0, 'weekdays'], 'Choose at least one weekday'],
      [['rules', 1, 'dailyLimit'], 'Enter a whole number, 0 or more'],
    ]);
  });

  it('gives the API its input', () => {
    const parsed = schema.safeParse({
      rules: [{ ...emptyRule('dates'), fromDate: '2030-04-01', toDate: '2030-04-02', dailyLimit: '7' }],
    });
    expect(parsed.data).toEqual({
      rules: [{ kind: 'dates', fromDate: '2030-04-01', toDate: '2030-04-02', dailyLimit: 7, remarks: null }],
    });
  });
});

describe('change-all-seva-time form', () => {
  it('sends only what was filled; no seva ticked means all', () => {
    expect(performTimesFromForm({ ...EMPTY_PERFORM_TIMES, performTime: ' 6:00 AM ' })).toEqual({
      performTime: '6:00 AM',
    });
    expect(
      performTimesFromForm({ sevaIds: [4, 2], performTime: '', prasadamTime: '', blockTime: '18:30' }),
    ).toEqual({
      sevaIds: [4, 2],
      blockTime: '18:30',
    });
  });

  it('asks for a time on the perform time when none is given', () => {
    const parsed = PerformTimesFormSchema.safeParse(EMPTY_PERFORM_TIMES);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['performTime'], 'Give a perform time, a prasadam time or a block time'],
    ]);
  });
});

describe('month calendar', () => {
  it.each([
    ['2026-01', -1, '2025-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-05', 0, '2026-05'],
  ])('%s moved by %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('starts weeks on Sunday', () => {
    expect(leadingBlanks(0)).toBe(0);
    expect(leadingBlanks(6)).toBe(6);
  });
});
