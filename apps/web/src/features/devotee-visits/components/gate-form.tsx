import {
  GATE_DIRECTIONS,
  MessageType,
  type VisitGate,
  VisitGateInputSchema,
  type VisitZone,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { FormFooter } from '../../temple-admin/shared/form-footer.tsx';
import { useSaveGate } from '../api/visit-settings.ts';

const GateFields = z.object({
  zoneId: z.string(),
  name: z.string(),
  direction: z.string(),
  isActive: z.boolean(),
});
type GateValues = z.infer<typeof GateFields>;
const FIELDS = GateFields.keyof().options;

const gateFormSchema = GateFields.transform(
  (values): z.input<typeof VisitGateInputSchema> => ({
    zoneId: Number(values.zoneId),
    name: values.name,
    direction: values.direction as z.input<typeof VisitGateInputSchema>['direction'],
    isActive: values.isActive,
  }),
).pipe(VisitGateInputSchema);

const valuesOf = (gate: VisitGate | null, zones: readonly VisitZone[]): GateValues => ({
  zoneId: String(gate?.zoneId ?? zones[0]?.id ?? ''),
  name: gate?.name ?? '',
  direction: gate?.direction ?? 'in',
  isActive: gate?.isActive ?? true,
});

/** Adds a gate to a zone, or changes one: which way it lets devotees through, whether it is in use. */
export function GateForm({
  templeId,
  gate,
  zones,
  onDone,
}: {
  templeId: number;
  gate: VisitGate | null;
  zones: readonly VisitZone[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveGate(templeId);
  const form = useSchemaForm(gateFormSchema, valuesOf(gate, zones));
  const { errors } = form.formState;
  return (
    <Card>
      <SchemaForm
        form={form}
        onSubmit={(input) =>
          save.mutate(
            { id: gate?.id ?? null, input },
            {
              onSuccess: (saved) => {
                alert.show(MessageType.Success, t('visits.settings.gateSaved', { name: saved.name }));
                form.reset(valuesOf(null, zones));
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
          {gate ? t('visits.settings.editGate', { name: gate.name }) : t('visits.settings.addGate')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('visits.settings.gateName')}
            error={fieldMessage(errors.name?.message)}
            required
            {...form.register('name')}
          />
          <SelectField
            label={t('visits.settings.gateZone')}
            error={fieldMessage(errors.zoneId?.message)}
            {...form.register('zoneId')}
          >
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('visits.settings.direction')}
            error={fieldMessage(errors.direction?.message)}
            {...form.register('direction')}
          >
            {GATE_DIRECTIONS.map((direction) => (
              <option key={direction} value={direction}>
                {t(`visits.direction.${direction}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <CheckField label={t('visits.settings.gateInUse')} {...form.register('isActive')} />
        <FormFooter onCancel={gate ? onDone : null} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}
