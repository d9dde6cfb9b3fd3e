import { ClockTimeSchema, IsoDateSchema, MessageType, VqSlotDayUpdateSchema } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { NumberText } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormDatePicker } from '../../../ui/form-date-picker.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useUpdateVqSlotDay } from '../api/vq-slot-templates.ts';

/**
 * Which slot (the request's address) and its changes (the body), checked as the server checks them.
 * A blank size is left as it is; the changes' "Nothing to change" is about both sizes, so it lands on
 * `changes` itself.
 */
const SlotDayFormSchema = z.object({
  date: IsoDateSchema,
  startTime: ClockTimeSchema,
  changes: z
    .object({ capacity: NumberText, maxPartySize: NumberText })
    .transform((sizes): z.input<typeof VqSlotDayUpdateSchema> => sizes)
    .pipe(VqSlotDayUpdateSchema),
});
const SLOT_DAY_FIELDS = ['date', 'startTime'] as const;

/** One date's slot, after it took bookings: a new capacity (never below its bookings) or party size. */
export function SlotDayForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const update = useUpdateVqSlotDay(templeId);
  const form = useSchemaForm(SlotDayFormSchema, {
    date: '',
    startTime: '',
    changes: { capacity: '', maxPartySize: '' },
  });
  const { errors } = form.formState;

  const submit = (input: z.output<typeof SlotDayFormSchema>) =>
    update.mutate(input, {
      onSuccess: () => alert.show(MessageType.Success, t('vqAdmin.slots.daySaved')),
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, SLOT_DAY_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });

  return (
    <Card>
      <h2 className="font-serif text-lg font-bold text-orange-950">{t('vqAdmin.slots.dayTitle')}</h2>
      <p className="mb-4 text-stone-600">{t('vqAdmin.slots.dayHint')}</p>
      <SchemaForm form={form} onSubmit={submit}>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <FormDatePicker
            control={form.control}
            name="date"
            label={t('vqAdmin.date')}
            error={errors.date ? t('vqAdmin.chooseDate') : undefined}
          />
          <TextField
            label={t('vqAdmin.slots.startTime')}
            type="time"
            error={errors.startTime ? t('vqAdmin.slots.chooseTime') : undefined}
            {...form.register('startTime')}
          />
          <TextField
            label={t('vqAdmin.slots.capacity')}
            type="number"
            inputMode="numeric"
            error={fieldMessage(errors.changes?.capacity?.message ?? errors.changes?.message)}
            {...form.register('changes.capacity')}
          />
          <TextField
            label={t('vqAdmin.slots.maxPartySize')}
            type="number"
            inputMode="numeric"
            error={fieldMessage(errors.changes?.maxPartySize?.message)}
            {...form.register('changes.maxPartySize')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" isBusy={update.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </SchemaForm>
    </Card>
  );
}
