import {
  MessageType,
  type ParcelTrackingInput,
  ParcelTrackingInputSchema,
  type ReportRow,
} from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.ts';
import { useCloseOnBack } from '../../../lib/back-button.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { ModalShell } from '../../../ui/modal.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';

const TRACKING_FIELDS = ['trackingNumber'] as const;

/** PUT T/order-lines/:lineId/tracking: the parcel is posted; the report's pages are read again. */
function useSetParcelTracking(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, trackingNumber }: { lineId: number } & ParcelTrackingInput) =>
      apiClient.put('/api/v1/temples/{templeId}/order-lines/{lineId}/tracking', {
        params: { path: { templeId, lineId } },
        body: { trackingNumber },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reports', templeId] }),
  });
}

/**
 * The tracking number of one parcel (a row of the postage report), entered as the post office's receipt
 * prints it; spaces and dashes are dropped and letters capitalised by the schema. Entering it again
 * corrects it.
 */
export default function ParcelTrackingDialog({
  templeId,
  row,
  onClose,
}: {
  templeId: number;
  row: ReportRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSetParcelTracking(templeId);
  const release = useCloseOnBack(true, onClose);
  const form = useSchemaForm(ParcelTrackingInputSchema, {
    trackingNumber: typeof row.trackingNumber === 'string' ? row.trackingNumber : '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => void release().then(onClose);
  const title = t('reports.postage.dialogTitle', { number: String(row.orderNumber ?? '') });

  const submit = ({ trackingNumber }: ParcelTrackingInput) => {
    setFailure(null);
    save.mutate(
      { lineId: Number(row.parcelNo), trackingNumber },
      {
        onSuccess: () =>
          void release().then(() => {
            onClose();
            alert.show(MessageType.Success, t('reports.postage.saved', { number: trackingNumber }));
          }),
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, TRACKING_FIELDS)) setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <ModalShell title={title} onDismiss={close}>
      <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4 p-5">
        <h2 className="font-serif text-xl font-bold text-orange-950">{title}</h2>
        <p className="text-stone-800">
          {String(row.devotee ?? '')} · {String(row.address ?? '')}
        </p>
        <TextField
          label={t('reports.postage.trackingNumber')}
          autoFocus
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          error={fieldMessage(form.formState.errors.trackingNumber?.message)}
          {...form.register('trackingNumber')}
        />
        <p className="text-sm text-stone-600">{t('reports.postage.hint')}</p>
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('reports.postage.cancel')}
          </Button>
          <Button type="submit" isBusy={save.isPending}>
            {t('reports.postage.save')}
          </Button>
        </div>
      </SchemaForm>
    </ModalShell>
  );
}
