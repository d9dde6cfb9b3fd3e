import {
  CounterBillLineInputSchema,
  type CounterSeva,
  DEFAULT_STAR_ID,
  formatDisplayDate,
} from '@nivedya/domain';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../lib/error-text.ts';
import { Button } from '../../../../ui/button.tsx';
import { DatePickerField } from '../../../../ui/date-picker-field.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Card } from '../../../../ui/page.tsx';
import { StarSelect } from '../../../../ui/star-select.tsx';
import { type FieldErrors, issuesByField } from '../../shared/schema-errors.ts';
import { type DraftLine, dateForSeva, parseQuantity } from '../counter-bill-draft.ts';
import { SevaSearch } from './seva-search.tsx';

/**
 * One line of the bill, typed at the desk: seva (search, Enter picks), devotee name, star, date (today
 * unless the seva's first day is later), quantity; Enter adds the line and puts the focus back on the
 * seva search. Name and star stay for the next line: a family's sevas are billed one after another.
 */
export function BillEntryForm({
  sevas,
  today,
  onAdd,
  sevaInputRef,
}: {
  sevas: readonly CounterSeva[];
  today: string;
  onAdd: (line: Omit<DraftLine, 'key'>) => void;
  sevaInputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const nameRef = useRef<HTMLInputElement>(null);
  const [seva, setSeva] = useState<CounterSeva | null>(null);
  const [devoteeName, setDevoteeName] = useState('');
  const [starId, setStarId] = useState(DEFAULT_STAR_ID);
  const [performDate, setPerformDate] = useState(today);
  const [quantityText, setQuantityText] = useState('1');
  const [errors, setErrors] = useState<FieldErrors>({});
  const error = (field: string) => fieldMessage(errors[field]);

  const pickSeva = (picked: CounterSeva | null) => {
    setSeva(picked);
    setErrors((current) => ({ ...current, sevaId: undefined, performDate: undefined }));
    if (!picked) return;
    setPerformDate((current) => dateForSeva(current, picked));
    nameRef.current?.focus();
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseQuantity(quantityText);
    const parsed = CounterBillLineInputSchema.safeParse({
      sevaId: seva?.id,
      devoteeName,
      starId,
      performDate,
      quantity: quantity ?? 0,
    });
    const dateError =
      seva && performDate < seva.minPerformDate
        ? t('counter.entry.dateTooEarly', { date: formatDisplayDate(seva.minPerformDate) })
        : undefined;
    if (!parsed.success || !seva || dateError) {
      const found = parsed.success ? {} : issuesByField(parsed.error);
      setErrors({ ...found, ...(dateError ? { performDate: dateError } : {}) });
      if (!seva) sevaInputRef.current?.focus();
      else if (found.devoteeName) nameRef.current?.focus();
      return;
    }
    onAdd({ seva, ...parsed.data });
    setErrors({});
    setSeva(null);
    setQuantityText('1');
    sevaInputRef.current?.focus();
  };

  return (
    <Card>
      <h2 className="mb-4 font-serif text-lg font-bold text-orange-950">{t('counter.entry.title')}</h2>
      <form noValidate onSubmit={add} aria-label={t('counter.entry.title')} className="flex flex-col gap-4">
        <SevaSearch
          sevas={sevas}
          value={seva}
          onPick={pickSeva}
          inputRef={sevaInputRef}
          error={error('sevaId')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={nameRef}
            label={t('counter.entry.devoteeName')}
            value={devoteeName}
            maxLength={100}
            autoComplete="off"
            error={error('devoteeName')}
            onChange={(event) => {
              setDevoteeName(event.target.value);
              setErrors((current) => ({ ...current, devoteeName: undefined }));
            }}
            onFocus={(event) => event.target.select()}
          />
          <StarSelect
            label={t('counter.entry.star')}
            value={starId}
            onChange={setStarId}
            error={error('starId')}
          />
        </div>
        <div className="grid grid-cols-[1fr_7rem] gap-4 sm:grid-cols-[1fr_9rem_auto] sm:items-end">
          <DatePickerField
            label={t('counter.entry.date')}
            value={performDate}
            min={seva?.minPerformDate ?? today}
            max={seva?.endDate}
            onChange={(date) => {
              setPerformDate(date);
              setErrors((current) => ({ ...current, performDate: undefined }));
            }}
            error={error('performDate')}
          />
          <TextField
            label={t('counter.entry.quantity')}
            inputMode="numeric"
            value={quantityText}
            error={error('quantity')}
            onChange={(event) => {
              setQuantityText(event.target.value);
              setErrors((current) => ({ ...current, quantity: undefined }));
            }}
            onFocus={(event) => event.target.select()}
          />
          <Button type="submit" className="col-span-2 sm:col-span-1">
            {t('counter.entry.add')}
          </Button>
        </div>
        <p className="text-sm text-stone-600">{t('counter.entry.keys')}</p>
      </form>
    </Card>
  );
}
