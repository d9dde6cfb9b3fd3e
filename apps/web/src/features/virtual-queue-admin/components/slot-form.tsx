import {
  MessageType,
  type VqSlotTemplate,
  type VqSlotTemplateCreate,
  VqSlotTemplateCreateSchema,
  VqSlotTemplateUpdateSchema,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { NumberText } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { FormDatePicker } from '../../../ui/form-date-picker.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { toNumber, WEEKDAYS } from '../admin-forms.ts';
import { useSaveVqSlotTemplate } from '../api/vq-slot-templates.ts';
import { regularSlotsReplaced } from '../regular-slots.ts';
import { blankAsNull } from './queue-form-schemas.ts';

/**
 * The inputs turned into values, refusing nothing yet: the slot's schemas then check them as the server
 * does, every field at once (their rules span fields: a slot ends after it starts). A blank capacity
 * stays NaN for the schema to refuse; a blank party size is left to the server (the temple's maximum).
 */
const SlotInputsSchema = z.object({
  mode: z.enum(['weekdays', 'date']),
  /** The checked weekday boxes' numbers, as text. */
  weekdays: z.array(z.string()),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.string().transform(toNumber),
  maxPartySize: NumberText,
  label: z.string().transform(blankAsNull),
  isActive: z.boolean(),
});
type SlotInputs = z.input<typeof SlotInputsSchema>;

/** A changed slot keeps its weekday or date, so only its times, sizes and label are sent. */
const SlotUpdateFormSchema = SlotInputsSchema.transform(
  ({
    mode: _mode,
    weekdays: _weekdays,
    date: _date,
    ...fields
  }): z.input<typeof VqSlotTemplateUpdateSchema> => fields,
).pipe(VqSlotTemplateUpdateSchema);

/** A new slot goes on the chosen weekdays or on the one date: the server takes either, never both. */
const SlotCreateFormSchema = SlotInputsSchema.transform(
  ({ mode, weekdays, date, ...fields }): z.input<typeof VqSlotTemplateCreateSchema> =>
    mode === 'date'
      ? { ...fields, date }
      : { ...fields, weekdays: weekdays.map(Number).sort((a, b) => a - b) },
).pipe(VqSlotTemplateCreateSchema);

const SLOT_FIELDS = [
  'weekdays',
  'date',
  'startTime',
  'endTime',
  'capacity',
  'maxPartySize',
  'label',
  'isActive',
] as const;

/** Adds a slot on chosen weekdays or on one date, or changes an existing slot. */
export function SlotForm({
  templeId,
  slot,
  plan = [],
  onDone,
}: {
  templeId: number;
  slot: VqSlotTemplate | null;
  /** The slot plan, to warn before a date's first own slot replaces its regular slots. */
  plan?: readonly VqSlotTemplate[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveVqSlotTemplate(templeId);
  // A changed slot's values are a new slot's less its weekdays or date, so one output type serves both.
  const schema: z.ZodType<VqSlotTemplateCreate, SlotInputs> = slot
    ? SlotUpdateFormSchema
    : SlotCreateFormSchema;
  const form = useSchemaForm(schema, {
    mode: 'weekdays',
    weekdays: [],
    date: '',
    startTime: slot?.startTime ?? '',
    endTime: slot?.endTime ?? '',
    capacity: slot ? String(slot.capacity) : '',
    maxPartySize: slot ? String(slot.maxPartySize) : '',
    label: slot?.label ?? '',
    isActive: slot?.isActive ?? true,
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');

  const submit = async (input: VqSlotTemplateCreate) => {
    // A date's first slot of its own silently drops that day's regular slots: say so, and ask.
    const replaced = !slot && input.date ? regularSlotsReplaced(plan, input.date) : null;
    if (
      replaced &&
      input.date &&
      !(await alert.ask(
        MessageType.Confirm,
        t('vqAdmin.slots.replacesRegular', {
          count: replaced.count,
          date: formatDisplayDate(input.date),
          places: replaced.places.toLocaleString('en-IN'),
        }),
        { submitText: t('vqAdmin.slots.replace') },
      ))
    ) {
      return;
    }
    save.mutate(slot ? { kind: 'update', id: slot.id, input } : { kind: 'create', input }, {
      onSuccess: (result) => {
        const frozen = result.frozenSlots.length;
        alert.show(
          MessageType.Success,
          frozen > 0 ? t('vqAdmin.slots.savedFrozen', { count: frozen }) : t('vqAdmin.slots.saved'),
        );
        onDone();
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, SLOT_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <SchemaForm form={form} onSubmit={submit} data-testid="slot-form">
      {slot ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('vqAdmin.slots.when')}</legend>
          <div className="flex flex-wrap gap-4">
            <CheckField
              type="radio"
              value="weekdays"
              label={t('vqAdmin.slots.everyWeek')}
              {...form.register('mode')}
            />
            <CheckField
              type="radio"
              value="date"
              label={t('vqAdmin.slots.oneDate')}
              {...form.register('mode')}
            />
          </div>
          {mode === 'weekdays' ? (
            <div className="flex flex-wrap gap-x-4">
              {WEEKDAYS.map((day) => (
                <CheckField
                  key={day}
                  value={String(day)}
                  label={t(`vqAdmin.weekday.${day}`)}
                  aria-invalid={errors.weekdays ? true : undefined}
                  {...form.register('weekdays')}
                />
              ))}
              {errors.weekdays ? (
                <p role="alert" className="w-full text-sm font-medium text-red-700">
                  {t('vqAdmin.slots.chooseWeekdays')}
                </p>
              ) : null}
            </div>
          ) : (
            <FormDatePicker
              control={form.control}
              name="date"
              label={t('vqAdmin.date')}
              error={errors.date ? t('vqAdmin.chooseDate') : undefined}
            />
          )}
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField
          label={t('vqAdmin.slots.startTime')}
          type="time"
          error={fieldMessage(errors.startTime?.message)}
          {...form.register('startTime')}
        />
        <TextField
          label={t('vqAdmin.slots.endTime')}
          type="time"
          error={fieldMessage(errors.endTime?.message)}
          {...form.register('endTime')}
        />
        <TextField
          label={t('vqAdmin.slots.capacity')}
          type="number"
          inputMode="numeric"
          error={fieldMessage(errors.capacity?.message)}
          {...form.register('capacity')}
        />
        <TextField
          label={t('vqAdmin.slots.maxPartySize')}
          type="number"
          inputMode="numeric"
          error={fieldMessage(errors.maxPartySize?.message)}
          {...form.register('maxPartySize')}
        />
      </div>
      <TextField
        label={t('vqAdmin.slots.label')}
        error={fieldMessage(errors.label?.message)}
        {...form.register('label')}
        maxLength={60}
      />
      <CheckField label={t('vqAdmin.slots.isActive')} {...form.register('isActive')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isBusy={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </SchemaForm>
  );
}
