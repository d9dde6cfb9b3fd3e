import {
  type AvailabilityRuleInput,
  AvailabilityRuleInputSchema,
  type AvailabilityRuleView,
  AvailabilityRuleViewSchema,
  type PerformTimesInput,
  PerformTimesInputSchema,
  ReplaceAvailabilityRulesInputSchema,
} from '@nivedya/domain';
import { z } from 'zod';

export type RuleKind = AvailabilityRuleInput['kind'];

/** One availability rule as the form holds it: text as typed, weekdays 0 Sunday … 6 Saturday. */
const RuleFormFields = z.object({
  kind: AvailabilityRuleViewSchema.shape.kind,
  weekdays: z.array(z.number()),
  fromDate: z.string(),
  toDate: z.string(),
  dailyLimit: z.string(),
  remarks: z.string(),
});
export type RuleFormValues = z.infer<typeof RuleFormFields>;
export interface RulesFormValues {
  rules: RuleFormValues[];
}

const RULE_FIELDS = RuleFormFields.keyof().options;

/** Where the server may put a field error: `rules.N.field` for each rule on the form. */
export function ruleFieldPaths(ruleCount: number) {
  return Array.from({ length: ruleCount }, (_, index) =>
    RULE_FIELDS.map((field) => `rules.${index}.${field}` as const),
  ).flat();
}

export function emptyRule(kind: RuleKind): RuleFormValues {
  return { kind, weekdays: [], fromDate: '', toDate: '', dailyLimit: '', remarks: '' };
}

/** A saved rule into the form. */
export function ruleToForm(rule: AvailabilityRuleView): RuleFormValues {
  return {
    kind: rule.kind,
    weekdays: [...(rule.weekdays ?? [])].sort((a, b) => a - b),
    fromDate: rule.fromDate ?? '',
    toDate: rule.toDate ?? '',
    dailyLimit: rule.dailyLimit === null ? '' : String(rule.dailyLimit),
    remarks: rule.remarks ?? '',
  };
}

/** '' is no limit; anything but a whole number is kept as NaN so the schema reports it. */
function toLimit(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const isLimitText = (text: string) => !Number.isNaN(toLimit(text));

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's rule as the API's input (ReplaceAvailabilityRulesInputSchema checks it). */
export function ruleFromForm(values: RuleFormValues): AvailabilityRuleInput {
  const dailyLimit = toLimit(values.dailyLimit);
  const remarks = orNull(values.remarks);
  if (values.kind === 'weekly') {
    return {
      kind: 'weekly',
      weekdays: [...values.weekdays].sort((a, b) => a - b),
      fromDate: orNull(values.fromDate),
      toDate: orNull(values.toDate),
      dailyLimit,
      remarks,
    };
  }
  if (values.kind === 'special') {
    // One special-pooja day is the usual case: no end date means the start day alone.
    return values.toDate
      ? { kind: 'special', fromDate: values.fromDate, toDate: values.toDate, dailyLimit, remarks }
      : { kind: 'special', fromDate: values.fromDate, dailyLimit, remarks };
  }
  return { kind: 'dates', fromDate: values.fromDate, toDate: values.toDate, dailyLimit, remarks };
}

/**
 * seva-availability-settings checked as the server checks it, with a daily limit that is not a whole
 * number in the screen's own words. Each rule is checked on its own: a check that fails stops the
 * schema after it, so one rule's wrong limit must not hide another rule's problems.
 */
export function rulesFormSchema(words: { limitInvalid: string }) {
  const RuleSchema = RuleFormFields.extend({
    dailyLimit: z.string().refine(isLimitText, words.limitInvalid),
  })
    .transform(ruleFromForm)
    .pipe(AvailabilityRuleInputSchema);
  return z.object({ rules: z.array(RuleSchema) }).pipe(ReplaceAvailabilityRulesInputSchema);
}

export function toggleWeekday(weekdays: readonly number[], day: number): number[] {
  return weekdays.includes(day)
    ? weekdays.filter((existing) => existing !== day)
    : [...weekdays, day].sort((a, b) => a - b);
}

/** change-all-seva-time as typed: empty fields are left unchanged; no seva chosen means all. */
const PerformTimesFormFields = z.object({
  sevaIds: z.array(z.number()),
  performTime: z.string(),
  prasadamTime: z.string(),
  blockTime: z.string(),
});
export type PerformTimesFormValues = z.infer<typeof PerformTimesFormFields>;

export const PERFORM_TIMES_FIELDS = PerformTimesFormFields.keyof().options;

export const EMPTY_PERFORM_TIMES: PerformTimesFormValues = {
  sevaIds: [],
  performTime: '',
  prasadamTime: '',
  blockTime: '',
};

export function performTimesFromForm(values: PerformTimesFormValues): PerformTimesInput {
  const input: PerformTimesInput = {};
  if (values.sevaIds.length > 0) input.sevaIds = [...values.sevaIds];
  if (values.performTime.trim()) input.performTime = values.performTime.trim();
  if (values.prasadamTime.trim()) input.prasadamTime = values.prasadamTime.trim();
  if (values.blockTime.trim()) input.blockTime = values.blockTime.trim();
  return input;
}

/** change-all-seva-time checked as the server checks it. */
export const PerformTimesFormSchema =
  PerformTimesFormFields.transform(performTimesFromForm).pipe(PerformTimesInputSchema);

/** 'yyyy-MM' of a month moved by delta months. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Blank cells before the 1st in a Sunday-first week grid. */
export function leadingBlanks(firstWeekday: number): number {
  return ((firstWeekday % 7) + 7) % 7;
}
