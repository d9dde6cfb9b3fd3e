import {
  addDays,
  isStarSeriesOffered,
  localDateTime,
  type SevaDetail,
  SevaType,
  weekdayOf,
} from '@nivedya/domain';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { Notice } from '../../../ui/error-message.tsx';
import { FormDatePicker } from '../../../ui/form-date-picker.tsx';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { type BookingFormApi, firstBookableDay } from './booking-form-schema.ts';
import { SpecialDateChoice } from './special-date-choice.tsx';
import { StarDays } from './star-days.tsx';
import { BookingSeriesChoice } from './star-series-choice.tsx';

/** The temple's reason for a blocked day, when it gave one. */
function blockedReason(seva: SevaDetail, day: string): string | null {
  const range = seva.availability.blockedRanges.find((each) => day >= each.fromDate && day <= each.toDate);
  return range?.reason ?? null;
}

/** Whether the seva is performed on the day, as far as its weekdays and blocked ranges tell. */
function isOffDay(seva: SevaDetail, day: string): boolean {
  const { weekdays, blockedRanges } = seva.availability;
  return (
    !weekdays.includes(weekdayOf(day)) ||
    blockedRanges.some((range) => day >= range.fromDate && day <= range.toDate)
  );
}

/** The days a continuous seva runs, both ends counted; one until both are chosen. */
export function daysOf(from: string | null, till: string | null): number {
  if (!from || !till || till < from) return 1;
  let count = 1;
  for (let day = from; day < till; day = addDays(day, 1)) count += 1;
  return count;
}

/**
 * The pooja date from the calendar only (never before the seva's first bookable day), or from "my
 * star days", or from the month of availability shown on request.
 */
function CalendarDateChoice({
  seva,
  form,
  selected,
  onSelect,
  error,
}: {
  seva: SevaDetail;
  form: BookingFormApi;
  selected: string | null;
  onSelect: (day: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const starId = useWatch({ control: form.control, name: 'starId' });
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const minDate = firstBookableDay(seva);
  const lastDate = seva.availability.lastBookableDate;
  return (
    <div className="flex flex-col gap-3">
      <DatePickerField
        label={t('booking.poojaDate')}
        value={selected}
        onChange={onSelect}
        min={minDate}
        max={lastDate}
        isDateUnavailable={(day) => isOffDay(seva, day)}
        unavailableReason={(day) => blockedReason(seva, day)}
        error={error}
        hint={minDate ? t('booking.earliest', { date: formatDisplayDate(minDate) }) : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <StarDays seva={seva} starId={starId} selected={selected} onSelect={onSelect} />
        <Button
          variant="ghost"
          aria-expanded={isCalendarOpen}
          onClick={() => setIsCalendarOpen((open) => !open)}
        >
          {isCalendarOpen ? t('booking.hideAvailability') : t('booking.showAvailability')}
        </Button>
      </div>
      {isCalendarOpen && minDate ? (
        <AvailabilityCalendar
          sevaId={seva.id}
          today={localDateTime(new Date(), seva.temple.timeZone).date}
          firstDay={minDate}
          lastDay={lastDate}
          selected={selected}
          onSelect={onSelect}
        />
      ) : null}
    </div>
  );
}

/** The last day of a continuous seva: from its first day, for at most the seva's longest run. */
function TillDateField({ seva, form }: { seva: SevaDetail; form: BookingFormApi }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [performDate, tillDate] = useWatch({ control: form.control, name: ['performDate', 'tillDate'] });
  const { maxContinuousDays, lastBookableDate } = seva.availability;
  const tillMax = performDate
    ? [addDays(performDate, maxContinuousDays - 1), lastBookableDate]
        .filter((day): day is string => Boolean(day))
        .sort()[0]
    : undefined;
  return (
    <FormDatePicker
      control={form.control}
      name="tillDate"
      label={t('booking.tillDate')}
      min={performDate ?? firstBookableDay(seva)}
      max={tillMax}
      isDisabled={!performDate}
      error={fieldMessage(form.formState.errors.tillDate?.message)}
      hint={
        performDate && tillDate
          ? t('booking.days', { count: daysOf(performDate, tillDate) })
          : t('booking.tillDateHint', { count: maxContinuousDays })
      }
    />
  );
}

/**
 * When: nothing to choose for a pre-booking (the temple allots the day), a listed date for a special
 * pooja, otherwise a day from the calendar, or every month or year on the devotee's star; and a till
 * date for a continuous seva.
 */
export function DateChoice({ seva, form }: { seva: SevaDetail; form: BookingFormApi }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { field, fieldState } = useController({ control: form.control, name: 'performDate' });
  const error = fieldMessage(fieldState.error?.message);
  const isPreBooking = seva.sevaType === SevaType.PreBooking;
  const isSpecial = seva.sevaType === SevaType.SpecialPooja;
  const repeat = useWatch({ control: form.control, name: 'repeat' });
  return (
    <>
      {isPreBooking ? <Notice>{t('booking.preBooking')}</Notice> : null}
      {isSpecial ? (
        <SpecialDateChoice
          specialDates={seva.availability.specialDates}
          selected={field.value}
          onSelect={field.onChange}
          error={error}
        />
      ) : null}
      {!isPreBooking && !isSpecial && repeat === 'once' ? (
        <CalendarDateChoice
          seva={seva}
          form={form}
          selected={field.value}
          onSelect={field.onChange}
          error={error}
        />
      ) : null}
      {seva.isContinuous && !isPreBooking ? <TillDateField seva={seva} form={form} /> : null}
      {isStarSeriesOffered(seva) ? <BookingSeriesChoice seva={seva} form={form} /> : null}
    </>
  );
}
