import { REASON_REQUIRED_MESSAGE } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../../../../lib/back-button.ts';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/form-field.tsx';
import { ModalShell } from '../../../../ui/modal.tsx';

/**
 * Asks why before a refusal that cannot be undone (rejecting a seva, a bank transfer not received):
 * a reason is required, the refusal runs only from its own button, and a failure is shown in place.
 */
export default function ReasonDialog({
  title,
  hint,
  submitText,
  onSubmit,
  onDone,
  onClose,
}: {
  title: string;
  hint: string;
  submitText: string;
  /** Resolves once done; the dialog then closes. */
  onSubmit: (reason: string) => Promise<unknown>;
  /** After it closed (its history entry taken back first, so a message shown now stays). */
  onDone?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const errorText = useErrorText();
  const release = useCloseOnBack(true, onClose);
  const close = () => void release().then(onClose);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(fieldMessage(REASON_REQUIRED_MESSAGE));
      return;
    }
    setIsSaving(true);
    setFailure(null);
    try {
      await onSubmit(reason.trim());
      await release();
      onClose();
      onDone?.();
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <ModalShell title={title} onDismiss={close}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col">
        <div className="flex flex-col gap-4 overflow-y-auto p-5">
          <h2 className="font-serif text-xl font-bold text-orange-950">{title}</h2>
          <p className="text-sm text-stone-700">{hint}</p>
          <TextAreaField
            label={t('templeOrders.reason')}
            value={reason}
            maxLength={500}
            error={error}
            className="min-h-24"
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          {failure ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3 border-t border-stone-200 p-4">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" isBusy={isSaving}>
            {submitText}
          </Button>
        </div>
      </form>
    </ModalShell>
  );
}
