import {
  MessageType,
  type VqSlotTemplate,
  VqSlotTemplateCreateSchema,
  VqSlotTemplateUpdateSchema,
} from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors, toNumber, WEEKDAYS } from '../admin-forms.ts';
import { useSaveVqSlotTemplate } from '../api/vq-slot-templates.ts';
import { CheckField } from './check-field.tsx';

/** Adds a slot on chosen weekdays or on one date, or changes an existing slot. */
export function SlotForm({
  templeId,
  slot,
  onDone,
}: {
  templeId: number;
  slot: VqSlotTemplate | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveVqSlotTemplate(templeId);
  const [mode, setMode] = useState<'weekdays' | 'date'>('weekdays');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [values, setValues] = useState({
    date: '',
    startTime: slot?.startTime ?? '',
    endTime: slot?.endTime ?? '',
    capacity: slot ? String(slot.capacity) : '',
    maxPartySize: slot ? String(slot.maxPartySize) : '',
    label: slot?.label ?? '',
    isActive: slot?.isActive ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => fieldMessage(errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      startTime: values.startTime,
      endTime: values.endTime,
      capacity: toNumber(values.capacity),
      maxPartySize: values.maxPartySize.trim() ? toNumber(values.maxPartySize) : undefined,
      label: values.label.trim() || null,
      isActive: values.isActive,
    };
    const parsed = slot
      ? VqSlotTemplateUpdateSchema.safeParse(fields)
      : VqSlotTemplateCreateSchema.safeParse(
          mode === 'date' ? { ...fields, date: values.date || 'missing' } : { ...fields, weekdays },
        );
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    const change = slot
      ? { kind: 'update' as const, id: slot.id, input: VqSlotTemplateUpdateSchema.parse(fields) }
      : { kind: 'create' as const, input: VqSlotTemplateCreateSchema.parse(parsed.data) };
    save.mutate(change, {
      onSuccess: (result) => {
        const frozen = result.frozenSlots.length;
        alert.show(
          MessageType.Success,
          frozen > 0 ? t('vqAdmin.slots.savedFrozen', { count: frozen }) : t('vqAdmin.slots.saved'),
        );
        onDone();
      },
      onError: (failure) => {
        setErrors(serverFieldErrors(failure));
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="slot-form">
      {slot ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('vqAdmin.slots.when')}</legend>
          <div className="flex flex-wrap gap-4">
            <CheckField
              type="radio"
              name="slot-mode"
              label={t('vqAdmin.slots.everyWeek')}
              checked={mode === 'weekdays'}
              onChange={() => setMode('weekdays')}
            />
            <CheckField
              type="radio"
              name="slot-mode"
              label={t('vqAdmin.slots.oneDate')}
              checked={mode === 'date'}
              onChange={() => setMode('date')}
            />
          </div>
          {mode === 'weekdays' ? (
            <div className="flex flex-wrap gap-x-4">
              {WEEKDAYS.map((day) => (
                <CheckField
                  key={day}
                  label={t(`vqAdmin.weekday.${day}`)}
                  checked={weekdays.includes(day)}
                  onChange={(event) =>
                    setWeekdays((current) =>
                      event.target.checked ? [...current, day].sort() : current.filter((d) => d !== day),
                    )
                  }
                />
              ))}
              {error('weekdays') ? (
                <p role="alert" className="w-full text-sm font-medium text-red-700">
                  {t('vqAdmin.slots.chooseWeekdays')}
                </p>
              ) : null}
            </div>
          ) : (
            <TextField
              label={t('vqAdmin.date')}
              type="date"
              value={values.date}
              onChange={set('date')}
              error={error('date') ? t('vqAdmin.chooseDate') : undefined}
            />
          )}
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField
          label={t('vqAdmin.slots.startTime')}
          type="time"
          value={values.startTime}
          onChange={set('startTime')}
          error={error('startTime')}
        />
        <TextField
          label={t('vqAdmin.slots.endTime')}
          type="time"
          value={values.endTime}
          onChange={set('endTime')}
          error={error('endTime')}
        />
        <TextField
          label={t('vqAdmin.slots.capacity')}
          type="number"
          inputMode="numeric"
          value={values.capacity}
          onChange={set('capacity')}
          error={error('capacity')}
        />
        <TextField
          label={t('vqAdmin.slots.maxPartySize')}
          type="number"
          inputMode="numeric"
          value={values.maxPartySize}
          onChange={set('maxPartySize')}
          error={error('maxPartySize')}
        />
      </div>
      <TextField
        label={t('vqAdmin.slots.label')}
        value={values.label}
        onChange={set('label')}
        error={error('label')}
        maxLength={60}
      />
      <CheckField
        label={t('vqAdmin.slots.isActive')}
        checked={values.isActive}
        onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isBusy={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
