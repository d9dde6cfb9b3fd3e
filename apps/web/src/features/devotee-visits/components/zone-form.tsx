import { MessageType, type VisitZone, VisitZoneInputSchema } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { FormFooter } from '../../temple-admin/shared/form-footer.tsx';
import { toNumber } from '../../virtual-queue-admin/admin-forms.ts';
import { useSaveZone } from '../api/visit-settings.ts';

const ZoneFields = z.object({
  name: z.string(),
  nameNarration: z.string(),
  capacity: z.string(),
  alertThreshold: z.string(),
  isActive: z.boolean(),
});
type ZoneValues = z.infer<typeof ZoneFields>;
const FIELDS = ZoneFields.keyof().options;

const zoneFormSchema = ZoneFields.transform(
  (values): z.input<typeof VisitZoneInputSchema> => ({
    name: values.name,
    nameNarration: values.nameNarration,
    capacity: toNumber(values.capacity),
    alertThreshold: toNumber(values.alertThreshold),
    isActive: values.isActive,
  }),
).pipe(VisitZoneInputSchema);

const valuesOf = (zone: VisitZone | null): ZoneValues => ({
  name: zone?.name ?? '',
  nameNarration: zone?.nameNarration ?? '',
  capacity: zone ? String(zone.capacity) : '',
  alertThreshold: zone ? String(zone.alertThreshold) : '',
  isActive: zone?.isActive ?? true,
});

/** Adds a zone, or changes one: its name, safe capacity, alert threshold and whether gates use it. */
export function ZoneForm({
  templeId,
  zone,
  onDone,
}: {
  templeId: number;
  zone: VisitZone | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveZone(templeId);
  const form = useSchemaForm(zoneFormSchema, valuesOf(zone));
  const { errors } = form.formState;
  return (
    <Card>
      <SchemaForm
        form={form}
        onSubmit={(input) =>
          save.mutate(
            { id: zone?.id ?? null, input },
            {
              onSuccess: (saved) => {
                alert.show(MessageType.Success, t('visits.settings.zoneSaved', { name: saved.name }));
                form.reset(valuesOf(null));
                onDone();
              },
              onError: (failure) => {
                if (!applyFieldErrors(failure, form.setError, FIELDS))
                  alert.show(MessageType.Error, errorText(failure));
              },
            },
          )
        }
      >
        <h2 className="font-serif text-lg font-bold text-orange-950">
          {zone ? t('visits.settings.editZone', { name: zone.name }) : t('visits.settings.addZone')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('visits.settings.zoneName')}
            hint={t('visits.settings.zoneNameHint')}
            error={fieldMessage(errors.name?.message)}
            required
            {...form.register('name')}
          />
          <TextField label={t('visits.settings.zoneNameMl')} lang="ml" {...form.register('nameNarration')} />
          <TextField
            label={t('visits.settings.capacity')}
            hint={t('visits.settings.capacityHint')}
            inputMode="numeric"
            error={fieldMessage(errors.capacity?.message)}
            required
            {...form.register('capacity')}
          />
          <TextField
            label={t('visits.settings.alertThreshold')}
            hint={t('visits.settings.alertThresholdHint')}
            inputMode="numeric"
            error={fieldMessage(errors.alertThreshold?.message)}
            required
            {...form.register('alertThreshold')}
          />
        </div>
        <CheckField label={t('visits.settings.zoneInUse')} {...form.register('isActive')} />
        <FormFooter onCancel={zone ? onDone : null} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}
