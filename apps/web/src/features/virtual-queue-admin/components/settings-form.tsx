import { MessageType, type VqSettings, VqSettingsInputSchema } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { NumberText } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { linesOf } from '../admin-forms.ts';
import { useUpdateVqSettings } from '../api/vq-settings.ts';
import { blankAsNull, onItsInput } from './queue-form-schemas.ts';

const { shape } = VqSettingsInputSchema;

/** The settings as the server checks them; the ID proof types are typed one a line. */
const SettingsFormSchema = VqSettingsInputSchema.extend({
  daysAhead: NumberText.pipe(shape.daysAhead),
  graceMinutes: NumberText.pipe(shape.graceMinutes),
  maxPartySize: NumberText.pipe(shape.maxPartySize),
  idProofTypes: z.string().transform(linesOf).pipe(onItsInput(shape.idProofTypes)),
  instructions: z.string().transform(blankAsNull).pipe(shape.instructions.unwrap()),
});
const SETTINGS_FIELDS = [
  'daysAhead',
  'openingTime',
  'graceMinutes',
  'maxPartySize',
  'isIdProofRequired',
  'idProofTypes',
  'instructions',
] as const;

function formValues(settings: VqSettings): z.input<typeof SettingsFormSchema> {
  return {
    daysAhead: String(settings.daysAhead),
    openingTime: settings.openingTime,
    graceMinutes: String(settings.graceMinutes),
    maxPartySize: String(settings.maxPartySize),
    isIdProofRequired: settings.isIdProofRequired,
    idProofTypes: settings.idProofTypes.join('\n'),
    instructions: settings.instructions ?? '',
  };
}

/** spec virtual-queue-slot-settings: how far ahead, when dates open, gate grace, party and ID proof. */
export function SettingsForm({
  templeId,
  settings,
  canManage,
}: {
  templeId: number;
  settings: VqSettings;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const update = useUpdateVqSettings(templeId);
  const form = useSchemaForm(SettingsFormSchema, formValues(settings));
  const { errors } = form.formState;

  const submit = (input: z.output<typeof SettingsFormSchema>) =>
    update.mutate(input, {
      onSuccess: () => alert.show(MessageType.Success, t('vqAdmin.settings.saved')),
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, SETTINGS_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });

  return (
    <Card>
      <h2 className="mb-4 font-serif text-lg font-bold text-orange-950">{t('vqAdmin.settings.title')}</h2>
      <SchemaForm form={form} onSubmit={submit}>
        <fieldset disabled={!canManage} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('vqAdmin.settings.daysAhead')}
              type="number"
              inputMode="numeric"
              error={fieldMessage(errors.daysAhead?.message)}
              {...form.register('daysAhead')}
            />
            <TextField
              label={t('vqAdmin.settings.openingTime')}
              type="time"
              error={fieldMessage(errors.openingTime?.message)}
              {...form.register('openingTime')}
            />
            <TextField
              label={t('vqAdmin.settings.graceMinutes')}
              type="number"
              inputMode="numeric"
              error={fieldMessage(errors.graceMinutes?.message)}
              {...form.register('graceMinutes')}
            />
            <TextField
              label={t('vqAdmin.settings.maxPartySize')}
              type="number"
              inputMode="numeric"
              error={fieldMessage(errors.maxPartySize?.message)}
              {...form.register('maxPartySize')}
            />
          </div>
          <CheckField
            label={t('vqAdmin.settings.isIdProofRequired')}
            {...form.register('isIdProofRequired')}
          />
          <TextAreaField
            label={t('vqAdmin.settings.idProofTypes')}
            hint={t('vqAdmin.oneALine')}
            error={fieldMessage(errors.idProofTypes?.message)}
            {...form.register('idProofTypes')}
            rows={4}
          />
          <TextAreaField
            label={t('vqAdmin.settings.instructions')}
            error={fieldMessage(errors.instructions?.message)}
            {...form.register('instructions')}
            rows={3}
            maxLength={2000}
          />
          {canManage ? (
            <div className="flex justify-end">
              <Button type="submit" isBusy={update.isPending}>
                {t('common.save')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      </SchemaForm>
    </Card>
  );
}
