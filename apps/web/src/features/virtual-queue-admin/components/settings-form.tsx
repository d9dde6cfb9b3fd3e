import { MessageType, type VqSettings, VqSettingsInputSchema } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { Card } from '../../../ui/page.tsx';
import { type FieldErrors, issuesByField, linesOf, serverFieldErrors, toNumber } from '../admin-forms.ts';
import { useUpdateVqSettings } from '../api/vq-settings.ts';
import { CheckField } from './check-field.tsx';

function toValues(settings: VqSettings) {
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
  const [values, setValues] = useState(() => toValues(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => fieldMessage(errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = VqSettingsInputSchema.safeParse({
      daysAhead: toNumber(values.daysAhead),
      openingTime: values.openingTime,
      graceMinutes: toNumber(values.graceMinutes),
      maxPartySize: toNumber(values.maxPartySize),
      isIdProofRequired: values.isIdProofRequired,
      idProofTypes: linesOf(values.idProofTypes),
      instructions: values.instructions.trim() || null,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => alert.show(MessageType.Success, t('vqAdmin.settings.saved')),
      onError: (failure) => {
        setErrors(serverFieldErrors(failure));
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card>
      <h2 className="mb-4 font-serif text-lg font-bold text-orange-950">{t('vqAdmin.settings.title')}</h2>
      <form noValidate onSubmit={submit}>
        <fieldset disabled={!canManage} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('vqAdmin.settings.daysAhead')}
              type="number"
              inputMode="numeric"
              value={values.daysAhead}
              onChange={set('daysAhead')}
              error={error('daysAhead')}
            />
            <TextField
              label={t('vqAdmin.settings.openingTime')}
              type="time"
              value={values.openingTime}
              onChange={set('openingTime')}
              error={error('openingTime')}
            />
            <TextField
              label={t('vqAdmin.settings.graceMinutes')}
              type="number"
              inputMode="numeric"
              value={values.graceMinutes}
              onChange={set('graceMinutes')}
              error={error('graceMinutes')}
            />
            <TextField
              label={t('vqAdmin.settings.maxPartySize')}
              type="number"
              inputMode="numeric"
              value={values.maxPartySize}
              onChange={set('maxPartySize')}
              error={error('maxPartySize')}
            />
          </div>
          <CheckField
            label={t('vqAdmin.settings.isIdProofRequired')}
            checked={values.isIdProofRequired}
            onChange={(event) =>
              setValues((current) => ({ ...current, isIdProofRequired: event.target.checked }))
            }
          />
          <TextAreaField
            label={t('vqAdmin.settings.idProofTypes')}
            hint={t('vqAdmin.oneALine')}
            value={values.idProofTypes}
            onChange={set('idProofTypes')}
            error={error('idProofTypes')}
            rows={4}
          />
          <TextAreaField
            label={t('vqAdmin.settings.instructions')}
            value={values.instructions}
            onChange={set('instructions')}
            error={error('instructions')}
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
      </form>
    </Card>
  );
}
