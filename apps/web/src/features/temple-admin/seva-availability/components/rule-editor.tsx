import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../lib/error-text.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { type RuleFormValues, toggleWeekday } from '../rule-form-values.ts';

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One availability rule's fields; errors are keyed by field name. */
export function RuleEditor({
  rule,
  errors,
  onChange,
  onRemove,
}: {
  rule: RuleFormValues;
  errors: Partial<Record<string, string>>;
  onChange: (rule: RuleFormValues) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const error = (field: string) => fieldMessage(errors[field]);
  const set =
    (field: 'fromDate' | 'toDate' | 'dailyLimit' | 'remarks') => (event: { target: { value: string } }) =>
      onChange({ ...rule, [field]: event.target.value });
  const isWeekly = rule.kind === 'weekly';
  return (
    <li className="flex flex-col gap-4 p-4" data-testid="availability-rule" data-kind={rule.kind}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{t(`availability.kind.${rule.kind}`)}</h3>
        <Button variant="ghost" onClick={onRemove}>
          {t('availability.removeRule')}
        </Button>
      </div>
      {isWeekly ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('availability.weekdays')}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => {
              const isOn = rule.weekdays.includes(day);
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
                    type="checkbox"
                    className="size-4 accent-orange-800"
                    checked={isOn}
                    onChange={() => onChange({ ...rule, weekdays: toggleWeekday(rule.weekdays, day) })}
                  />
                  {t(`availability.day${day}`)}
                </label>
              );
            })}
          </div>
          {error('weekdays') ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {error('weekdays')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={isWeekly ? t('availability.fromDateOptional') : t('availability.fromDate')}
          type="date"
          value={rule.fromDate}
          onChange={set('fromDate')}
          error={error('fromDate')}
          required={!isWeekly}
        />
        <TextField
          label={rule.kind === 'dates' ? t('availability.toDate') : t('availability.toDateOptional')}
          type="date"
          value={rule.toDate}
          min={rule.fromDate || undefined}
          onChange={set('toDate')}
          error={error('toDate')}
          hint={rule.kind === 'special' ? t('availability.specialToHint') : undefined}
        />
        <TextField
          label={t('availability.dailyLimit')}
          inputMode="numeric"
          value={rule.dailyLimit}
          onChange={set('dailyLimit')}
          error={error('dailyLimit')}
          hint={t('availability.dailyLimitHint')}
        />
      </div>
      <TextField
        label={t('availability.remarks')}
        value={rule.remarks}
        onChange={set('remarks')}
        error={error('remarks')}
        maxLength={200}
      />
    </li>
  );
}
