import { MessageType, PerformTimesInputSchema } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card } from '../../../../ui/page.tsx';
import { useStaffSevas } from '../../sevas/api/find-staff-sevas.ts';
import { type FieldErrors, issuesByField, serverFieldErrors } from '../../shared/schema-errors.ts';
import { useSetPerformTimes } from '../api/availability-rules.ts';
import {
  EMPTY_PERFORM_TIMES,
  type PerformTimesFormValues,
  performTimesFromForm,
} from '../rule-form-values.ts';

/** spec change-all-seva-time: one perform, prasadam or block time for every seva, or the chosen ones. */
export function PerformTimesCard({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const sevas = useStaffSevas(templeId);
  const setTimes = useSetPerformTimes(templeId);
  const [values, setValues] = useState<PerformTimesFormValues>(EMPTY_PERFORM_TIMES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    (field: 'performTime' | 'prasadamTime' | 'blockTime') => (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  const toggle = (sevaId: number) =>
    setValues((current) => ({
      ...current,
      sevaIds: current.sevaIds.includes(sevaId)
        ? current.sevaIds.filter((id) => id !== sevaId)
        : [...current.sevaIds, sevaId],
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PerformTimesInputSchema.safeParse(performTimesFromForm(values));
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    const count = values.sevaIds.length;
    const isSure = await alert.ask(
      MessageType.Confirm,
      count === 0 ? t('performTimes.confirmAll') : t('performTimes.confirmSome', { count }),
      { submitText: t('performTimes.apply') },
    );
    if (!isSure) return;
    setTimes.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(EMPTY_PERFORM_TIMES);
        alert.show(MessageType.Success, t('performTimes.done', { count: result.updated }));
      },
      onError: (failure) => {
        setErrors(serverFieldErrors(failure));
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
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('performTimes.performTime')}
            value={values.performTime}
            onChange={set('performTime')}
            error={fieldMessage(errors.performTime)}
            placeholder={t('performTimes.performTimeExample')}
            maxLength={100}
          />
          <TextField
            label={t('performTimes.prasadamTime')}
            value={values.prasadamTime}
            onChange={set('prasadamTime')}
            error={fieldMessage(errors.prasadamTime)}
            maxLength={100}
          />
          <TextField
            label={t('performTimes.blockTime')}
            type="time"
            value={values.blockTime}
            onChange={set('blockTime')}
            error={fieldMessage(errors.blockTime)}
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
                      checked={values.sevaIds.includes(seva.id)}
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
            {values.sevaIds.length === 0
              ? t('performTimes.allChosen')
              : t('performTimes.someChosen', { count: values.sevaIds.length })}
          </p>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" isBusy={setTimes.isPending}>
            {t('performTimes.apply')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
