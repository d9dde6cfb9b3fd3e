import { MessageType } from '@nivedya/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useStaffSevas } from '../../sevas/api/find-staff-sevas.ts';
import { useSetPerformTimes } from '../api/availability-rules.ts';
import { EMPTY_PERFORM_TIMES, PERFORM_TIMES_FIELDS, PerformTimesFormSchema } from '../rule-form-values.ts';

/** spec change-all-seva-time: one perform, prasadam or block time for every seva, or the chosen ones. */
export function PerformTimesCard({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const sevas = useStaffSevas(templeId);
  const setTimes = useSetPerformTimes(templeId);
  const form = useSchemaForm(PerformTimesFormSchema, EMPTY_PERFORM_TIMES);
  const { errors } = form.formState;
  const {
    field: { value: sevaIds, onChange: setSevaIds },
  } = useController({ control: form.control, name: 'sevaIds' });
  const toggle = (sevaId: number) =>
    setSevaIds(sevaIds.includes(sevaId) ? sevaIds.filter((id) => id !== sevaId) : [...sevaIds, sevaId]);

  const submit = async (input: z.output<typeof PerformTimesFormSchema>) => {
    const count = sevaIds.length;
    const isSure = await alert.ask(
      MessageType.Confirm,
      count === 0 ? t('performTimes.confirmAll') : t('performTimes.confirmSome', { count }),
      { submitText: t('performTimes.apply') },
    );
    if (!isSure) return;
    setTimes.mutate(input, {
      onSuccess: (result) => {
        form.reset(EMPTY_PERFORM_TIMES);
        alert.show(MessageType.Success, t('performTimes.done', { count: result.updated }));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, PERFORM_TIMES_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('performTimes.title')}</h2>
        <p className="text-sm text-stone-600">{t('performTimes.hint')}</p>
      </div>
      <SchemaForm form={form} onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('performTimes.performTime')}
            error={fieldMessage(errors.performTime?.message)}
            {...form.register('performTime')}
            placeholder={t('performTimes.performTimeExample')}
            maxLength={100}
          />
          <TextField
            label={t('performTimes.prasadamTime')}
            error={fieldMessage(errors.prasadamTime?.message)}
            {...form.register('prasadamTime')}
            maxLength={100}
          />
          <TextField
            label={t('performTimes.blockTime')}
            type="time"
            error={fieldMessage(errors.blockTime?.message)}
            {...form.register('blockTime')}
            hint={t('performTimes.blockTimeHint')}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('performTimes.which')}</legend>
          {sevas.isPending ? (
            <Loading />
          ) : sevas.isError ? (
            <ErrorMessage error={sevas.error} onRetry={() => void sevas.refetch()} />
          ) : sevas.data.items.length === 0 ? (
            <p className="text-stone-700">{t('availability.noSevas')}</p>
          ) : (
            <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-stone-200 p-2 sm:grid-cols-2">
              {sevas.data.items.map((seva) => (
                <li key={seva.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-orange-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-orange-800"
                      checked={sevaIds.includes(seva.id)}
                      onChange={() => toggle(seva.id)}
                    />
                    <span className="min-w-0 flex-1 text-sm text-stone-900">
                      {seva.name}
                      {seva.performTime ? (
                        <span className="block text-xs text-stone-500">{seva.performTime}</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-stone-600">
            {sevaIds.length === 0
              ? t('performTimes.allChosen')
              : t('performTimes.someChosen', { count: sevaIds.length })}
          </p>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" isBusy={setTimes.isPending}>
            {t('performTimes.apply')}
          </Button>
        </div>
      </SchemaForm>
    </Card>
  );
}
