import {
  MessageType,
  type MyStarSeries,
  type StopStarSeriesInput,
  StopStarSeriesInputSchema,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../../../lib/back-button.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/form-field.tsx';
import { ModalShell } from '../../../ui/modal.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useStopStarSeries } from '../api/stop-star-series.ts';

const FIELDS = ['reason'] as const;

/**
 * "Stop this series" (issue #19) asks first, and why: it says that the dates from the next one go to
 * the temple as a cancellation request, refunded by the temple's rules, and stops only with a reason.
 * The server says when it is too late (every date performed or past) or stopped already.
 */
export default function StopStarSeriesDialog({
  series,
  onClose,
}: {
  series: Pick<MyStarSeries, 'id' | 'nextDate'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const stop = useStopStarSeries();
  const release = useCloseOnBack(true, onClose);
  const form = useSchemaForm(StopStarSeriesInputSchema, { reason: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => void release().then(onClose);

  const submit = ({ reason }: StopStarSeriesInput) => {
    setFailure(null);
    stop.mutate(
      { seriesId: series.id, reason },
      {
        onSuccess: () =>
          void release().then(() => {
            onClose();
            alert.show(MessageType.Success, t('orders.starSeries.stopSent'));
          }),
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, FIELDS)) setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <ModalShell title={t('orders.starSeries.stopTitle')} onDismiss={close} role="alertdialog">
      <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4 p-5">
        <h2 className="font-serif text-xl font-bold text-orange-950">{t('orders.starSeries.stopTitle')}</h2>
        <p className="text-stone-800">
          {t('orders.starSeries.stopExplain', { date: formatDisplayDate(series.nextDate) })}
        </p>
        <TextAreaField
          label={t('orders.starSeries.stopReason')}
          rows={3}
          maxLength={500}
          autoFocus
          error={fieldMessage(form.formState.errors.reason?.message)}
          className="min-h-20"
          {...form.register('reason')}
        />
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('orders.starSeries.keep')}
          </Button>
          <Button type="submit" variant="danger" isBusy={stop.isPending}>
            {t('orders.starSeries.stopConfirm')}
          </Button>
        </div>
      </SchemaForm>
    </ModalShell>
  );
}
