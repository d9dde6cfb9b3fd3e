import type { SevaDetail } from '@nivedya/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { INVALID_CONTROL_MARK } from '../../../ui/form-field.tsx';

/** A special pooja is booked for one of its listed dates only, each a button with the day's remarks. */
export function SpecialDateChoice({
  specialDates,
  selected,
  onSelect,
  error,
}: {
  specialDates: SevaDetail['availability']['specialDates'];
  selected: string | null;
  onSelect: (day: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('booking.specialDate')}</legend>
      {specialDates.length === 0 ? (
        <p className="text-stone-700">{t('booking.noSpecialDates')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {specialDates.map((special, index) => (
            <button
              key={special.date}
              type="button"
              aria-pressed={selected === special.date}
              aria-describedby={error ? errorId : undefined}
              // A refused booking brings the person to the first date to choose from.
              {...{ [INVALID_CONTROL_MARK]: error && index === 0 ? true : undefined }}
              onClick={() => onSelect(special.date)}
              className="min-h-11 rounded-lg border border-orange-800/30 bg-white px-3 text-left text-sm font-semibold text-orange-950 hover:bg-orange-50 aria-pressed:border-orange-800 aria-pressed:bg-orange-800 aria-pressed:text-white"
            >
              {formatDisplayDate(special.date)}
              {special.remarks ? (
                <span className="block text-xs font-normal opacity-80">{special.remarks}</span>
              ) : null}
            </button>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
