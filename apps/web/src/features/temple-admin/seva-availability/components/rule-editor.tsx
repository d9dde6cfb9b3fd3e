import type { ReplaceAvailabilityRulesInput } from '@nivedya/domain';
import { type FieldErrors, type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../lib/error-text.ts';
import { Button } from '../../../../ui/button.tsx';
import { FormDatePicker } from '../../../../ui/form-date-picker.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import {
  type RuleFormValues,
  type RuleKind,
  type RulesFormValues,
  toggleWeekday,
} from '../rule-form-values.ts';

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One availability rule's fields, the rule at `index` of the rules form. */
export function RuleEditor({
  form,
  index,
  kind,
  errors,
  onRemove,
}: {
  form: UseFormReturn<RulesFormValues, unknown, ReplaceAvailabilityRulesInput>;
  index: number;
  kind: RuleKind;
  errors: FieldErrors<RuleFormValues> | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const error = (field: keyof RuleFormValues) => fieldMessage(errors?.[field]?.message);
  const {
    field: { value: weekdays, onChange: setWeekdays, ref: weekdaysRef },
  } = useController({ control: form.control, name: `rules.${index}.weekdays` });
  const fromDate = useWatch({ control: form.control, name: `rules.${index}.fromDate` });
  const isWeekly = kind === 'weekly';
  const weekdaysError = error('weekdays');
  return (
    <li className="flex flex-col gap-4 p-4" data-testid="availability-rule" data-kind={kind}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{t(`availability.kind.${kind}`)}</h3>
        <Button variant="ghost" onClick={onRemove}>
          {t('availability.removeRule')}
        </Button>
      </div>
      {isWeekly ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('availability.weekdays')}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => {
              const isOn = weekdays.includes(day);
              return (
                <label
                  key={day}
                  className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium ${
                    isOn
                      ? 'border-orange-800 bg-orange-50 text-orange-950'
                      : 'border-stone-300 text-stone-800'
                  }`}
                >
                  <input
                    // The server's weekday error focuses the first day, as a refused save does.
                    ref={day === WEEKDAYS[0] ? weekdaysRef : undefined}
                    type="checkbox"
                    className="size-4 accent-orange-800"
                    checked={isOn}
                    aria-invalid={weekdaysError ? true : undefined}
                    onChange={() => setWeekdays(toggleWeekday(weekdays, day))}
                  />
                  {t(`availability.day${day}`)}
                </label>
              );
            })}
          </div>
          {weekdaysError ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {weekdaysError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormDatePicker
          control={form.control}
          name={`rules.${index}.fromDate`}
          label={isWeekly ? t('availability.fromDateOptional') : t('availability.fromDate')}
          isClearable={isWeekly}
          error={error('fromDate')}
        />
        <FormDatePicker
          control={form.control}
          name={`rules.${index}.toDate`}
          label={kind === 'dates' ? t('availability.toDate') : t('availability.toDateOptional')}
          min={fromDate || null}
          isClearable={kind !== 'dates'}
          error={error('toDate')}
          hint={kind === 'special' ? t('availability.specialToHint') : undefined}
        />
        <TextField
          label={t('availability.dailyLimit')}
          inputMode="numeric"
          error={error('dailyLimit')}
          hint={t('availability.dailyLimitHint')}
          {...form.register(`rules.${index}.dailyLimit`)}
        />
      </div>
      <TextField
        label={t('availability.remarks')}
        error={error('remarks')}
        maxLength={200}
        {...form.register(`rules.${index}.remarks`)}
      />
    </li>
  );
}
