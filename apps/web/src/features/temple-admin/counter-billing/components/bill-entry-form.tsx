import {
  CounterBillLineFieldsSchema,
  type CounterSeva,
  DEFAULT_STAR_ID,
  isStarSeriesOffered,
  STAR_SERIES_KINDS,
} from '@nivedya/domain';
import { type RefObject, useCallback, useMemo, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { useFieldMessage } from '../../../../lib/error-text.ts';
import { Button } from '../../../../ui/button.tsx';
import { FormDatePicker } from '../../../../ui/form-date-picker.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Card } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { StarSelect } from '../../../../ui/star-select.tsx';
import { StarSeriesChoice } from '../../../../ui/star-series-choice.tsx';
import { DEFAULT_OCCURRENCES } from '../../../../ui/star-series-fields.tsx';
import { type DraftLine, dateForSeva, parseQuantity } from '../counter-bill-draft.ts';
import { SevaSearch } from './seva-search.tsx';

const { sevaId: SevaIdSchema, quantity: QuantitySchema } = CounterBillLineFieldsSchema.shape;

/** The words of a series' refusals, in the reader's language. */
interface SeriesWords {
  needsStar: string;
  needsDates: string;
}

/**
 * A bill line as the server takes it (CounterBillLineInputSchema), from what the desk typed: the seva
 * picked (none yet: null), the quantity as text, and how often (issue #19: once, or every month or year
 * on the devotee's star, on the plan's dates). The seva's first bookable day is the counter's rule the
 * server checks again; it is told here, with any other problem of the line.
 */
function billLineSchema(
  sevas: readonly CounterSeva[],
  tooEarly: (date: string) => string,
  seriesWords: SeriesWords,
) {
  return CounterBillLineFieldsSchema.omit({ starSeries: true })
    .extend({
      sevaId: z.number().nullable().pipe(SevaIdSchema),
      quantity: z
        .string()
        .transform((text) => parseQuantity(text) ?? 0)
        .pipe(QuantitySchema),
      repeat: z.enum(['once', ...STAR_SERIES_KINDS]),
      occurrences: z.number(),
      malayalamMonth: z.number(),
      /** The series' dates as the temple's plan gives them (ui/star-series-choice.tsx). */
      seriesDates: z.array(z.string()),
    })
    .superRefine(
      (line, context) => {
        const seva = sevas.find((candidate) => candidate.id === line.sevaId);
        const isSeries = line.repeat !== 'once' && seva !== undefined && isStarSeriesOffered(seva);
        if (isSeries && (line.starId < 1 || line.starId > 27)) {
          context.addIssue({ code: 'custom', path: ['starId'], message: seriesWords.needsStar });
        } else if (isSeries && line.seriesDates.length === 0) {
          context.addIssue({ code: 'custom', path: ['seriesDates'], message: seriesWords.needsDates });
        }
        if (seva && !isSeries && line.performDate < seva.minPerformDate) {
          context.addIssue({ code: 'custom', path: ['performDate'], message: tooEarly(seva.minPerformDate) });
        }
      },
      // Told beside the line's other problems, as before any of them is fixed.
      { when: () => true },
    );
}

/** A line billed on one date, as the form starts and returns to once a line is added. */
function once() {
  return {
    repeat: 'once' as const,
    occurrences: DEFAULT_OCCURRENCES.month as number,
    malayalamMonth: 1,
    seriesDates: [] as string[],
  };
}

/**
 * One line of the bill, typed at the desk: seva (search, Enter picks), devotee name, star, date (today
 * unless the seva's first day is later), quantity; Enter adds the line and puts the focus back on the
 * seva search. Name and star stay for the next line: a family's sevas are billed one after another.
 */
export function BillEntryForm({
  templeId,
  sevas,
  today,
  onAdd,
  sevaInputRef,
  templeName,
}: {
  /** The counter's temple: a walk-in's series is planned by its counter's date rules. */
  templeId: number;
  sevas: readonly CounterSeva[];
  today: string;
  /** The temple as the reader names it: the series' dates say whose sunrise they follow. */
  templeName: string;
  onAdd: (line: Omit<DraftLine, 'key'>) => void;
  sevaInputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const schema = useMemo(
    () =>
      billLineSchema(sevas, (date) => t('counter.entry.dateTooEarly', { date: formatDisplayDate(date) }), {
        needsStar: t('starSeries.needsStar'),
        needsDates: t('starSeries.needsDates'),
      }),
    [sevas, t],
  );
  const form = useSchemaForm(schema, {
    sevaId: null,
    devoteeName: '',
    starId: DEFAULT_STAR_ID,
    performDate: today,
    quantity: '1',
    ...once(),
  });
  const { errors } = form.formState;
  const [sevaId, repeat, starId, occurrences, malayalamMonth] = useWatch({
    control: form.control,
    name: ['sevaId', 'repeat', 'starId', 'occurrences', 'malayalamMonth'],
  });
  const seva = sevas.find((candidate) => candidate.id === sevaId) ?? null;
  const canRepeat = seva !== null && isStarSeriesOffered(seva);
  const isSeries = canRepeat && repeat !== 'once';
  const nameField = form.register('devoteeName');
  const setSeriesDates = useCallback(
    (dates: string[]) => form.setValue('seriesDates', dates, { shouldValidate: false }),
    [form],
  );

  const pickSeva = (picked: CounterSeva | null) => {
    form.setValue('sevaId', picked?.id ?? null);
    form.clearErrors(['sevaId', 'performDate']);
    if (!picked) return;
    form.setValue('performDate', dateForSeva(form.getValues('performDate'), picked));
    nameRef.current?.focus();
  };

  const add = ({
    sevaId: pickedId,
    repeat: every,
    occurrences: _occurrences,
    malayalamMonth: month,
    seriesDates,
    ...line
  }: z.output<typeof schema>) => {
    const picked = sevas.find((candidate) => candidate.id === pickedId);
    if (!picked) return;
    const [first] = seriesDates;
    if (every !== 'once' && isStarSeriesOffered(picked) && first) {
      onAdd({
        ...line,
        seva: picked,
        performDate: first,
        starSeries: { every, ...(every === 'year' ? { month } : {}), dates: seriesDates },
      });
    } else {
      onAdd({ ...line, seva: picked });
    }
    form.setValue('sevaId', null);
    form.setValue('quantity', '1');
    const next = once();
    form.setValue('repeat', next.repeat);
    form.setValue('occurrences', next.occurrences);
    form.setValue('seriesDates', next.seriesDates);
    sevaInputRef.current?.focus();
  };

  const addButton = (
    <Button
      type="submit"
      className={isSeries ? 'w-full sm:w-auto sm:self-start' : 'col-span-2 sm:col-span-1'}
    >
      {t('counter.entry.add')}
    </Button>
  );

  return (
    <Card>
      <h2 className="mb-4 font-serif text-lg font-bold text-orange-950">{t('counter.entry.title')}</h2>
      <SchemaForm form={form} onSubmit={add} aria-label={t('counter.entry.title')}>
        <SevaSearch
          sevas={sevas}
          value={seva}
          onPick={pickSeva}
          inputRef={sevaInputRef}
          error={fieldMessage(errors.sevaId?.message)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('counter.entry.devoteeName')}
            maxLength={100}
            autoComplete="off"
            error={fieldMessage(errors.devoteeName?.message)}
            onFocus={(event) => event.target.select()}
            {...nameField}
            ref={(element) => {
              nameField.ref(element);
              nameRef.current = element;
            }}
          />
          <Controller
            control={form.control}
            name="starId"
            render={({ field, fieldState }) => (
              <StarSelect
                label={t('counter.entry.star')}
                value={field.value ?? DEFAULT_STAR_ID}
                onChange={field.onChange}
                error={fieldMessage(fieldState.error?.message)}
              />
            )}
          />
        </div>
        <div
          className={
            isSeries
              ? 'grid grid-cols-[7rem] gap-4 sm:grid-cols-[9rem]'
              : 'grid grid-cols-[1fr_7rem] gap-4 sm:grid-cols-[1fr_9rem_auto] sm:items-end'
          }
        >
          {/* A series' dates are the plan's, listed below; the quantity is booked on each. */}
          {isSeries ? null : (
            <FormDatePicker
              control={form.control}
              name="performDate"
              label={t('counter.entry.date')}
              min={seva?.minPerformDate ?? today}
              max={seva?.endDate}
              error={fieldMessage(errors.performDate?.message)}
            />
          )}
          <TextField
            label={t('counter.entry.quantity')}
            inputMode="numeric"
            error={fieldMessage(errors.quantity?.message)}
            onFocus={(event) => event.target.select()}
            {...form.register('quantity')}
          />
          {isSeries ? null : addButton}
        </div>
        {/* After the date and quantity, so that from the star Tab still reaches them first (the desk's
            keyboard flow); a series' Add line comes under its dates. */}
        {canRepeat && seva ? (
          <StarSeriesChoice
            name="counter-repeat"
            counterTempleId={templeId}
            isForDevotee
            sevaId={seva.id}
            templeName={templeName}
            choice={{ repeat, starId: starId ?? DEFAULT_STAR_ID, occurrences, malayalamMonth }}
            onChange={(change) => {
              for (const [field, value] of Object.entries(change)) {
                form.setValue(field as keyof typeof change, value as never);
              }
              form.clearErrors(['seriesDates', 'starId']);
            }}
            onDates={setSeriesDates}
            error={fieldMessage(errors.seriesDates?.message)}
          />
        ) : null}
        {isSeries ? addButton : null}
        <p className="text-sm text-stone-600">{t('counter.entry.keys')}</p>
      </SchemaForm>
    </Card>
  );
}
