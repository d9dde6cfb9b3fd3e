import { MessageType, VqSlotDayUpdateSchema } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors, toNumber } from '../admin-forms.ts';
import { useUpdateVqSlotDay } from '../api/vq-slot-templates.ts';

const optionalNumber = (text: string) => (text.trim() ? toNumber(text) : undefined);

/** One date's slot, after it took bookings: a new capacity (never below its bookings) or party size. */
export function SlotDayForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const update = useUpdateVqSlotDay(templeId);
  const [values, setValues] = useState({ date: '', startTime: '', capacity: '', maxPartySize: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = VqSlotDayUpdateSchema.safeParse({
      capacity: optionalNumber(values.capacity),
      maxPartySize: optionalNumber(values.maxPartySize),
    });
    const found: FieldErrors = parsed.success ? {} : issuesByField(parsed.error);
    // The schema's "Nothing to change" is about the form as a whole; show it under the capacity.
    if (found['']) found.capacity = found[''];
    if (!values.date) found.date = t('vqAdmin.chooseDate');
    if (!values.startTime) found.startTime = t('vqAdmin.slots.chooseTime');
    if (!parsed.success || found.date || found.startTime) {
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { date: values.date, startTime: values.startTime, changes: parsed.data },
      {
        onSuccess: () => alert.show(MessageType.Success, t('vqAdmin.slots.daySaved')),
        onError: (failure) => {
          setErrors(serverFieldErrors(failure));
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );
  };

  return (
    <Card>
      <h2 className="font-serif text-lg font-bold text-orange-950">{t('vqAdmin.slots.dayTitle')}</h2>
      <p className="mb-4 text-stone-600">{t('vqAdmin.slots.dayHint')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField
            label={t('vqAdmin.date')}
            type="date"
            value={values.date}
            onChange={set('date')}
            error={errors.date}
          />
          <TextField
            label={t('vqAdmin.slots.startTime')}
            type="time"
            value={values.startTime}
            onChange={set('startTime')}
            error={errors.startTime}
          />
          <TextField
            label={t('vqAdmin.slots.capacity')}
            type="number"
            inputMode="numeric"
            value={values.capacity}
            onChange={set('capacity')}
            error={fieldMessage(errors.capacity)}
          />
          <TextField
            label={t('vqAdmin.slots.maxPartySize')}
            type="number"
            inputMode="numeric"
            value={values.maxPartySize}
            onChange={set('maxPartySize')}
            error={fieldMessage(errors.maxPartySize)}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" isBusy={update.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
