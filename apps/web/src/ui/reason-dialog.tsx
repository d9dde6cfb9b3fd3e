import { RejectOrderLineInputSchema } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCloseOnBack } from '../lib/back-button.ts';
import { useErrorText, useFieldMessage } from '../lib/error-text.ts';
import { applyFieldErrors } from '../lib/form-errors.ts';
import { Button } from './button.tsx';
import { TextAreaField } from './form-field.tsx';
import { ModalShell } from './modal.tsx';
import { SchemaForm, useSchemaForm } from './schema-form.tsx';

/**
 * Rejecting a line and a bank transfer not received take the same body ({ reason }, the domain's
 * RejectOrderLineInputSchema and RejectBankTransferInputSchema): one schema checks both.
 */
const ReasonFormSchema = RejectOrderLineInputSchema;
const REASON_FIELDS = ['reason'] as const;

/**
 * Asks why before a step that cannot be undone (staff rejecting a seva or a bank transfer not received,
 * a devotee stopping their star series): a reason is required, the step runs only from its own button,
 * and a failure is shown in place.
 */
export default function ReasonDialog({
  title,
  hint,
  submitText,
  reasonLabel,
  cancelText,
  onSubmit,
  onDone,
  onClose,
}: {
  title: string;
  hint: string;
  submitText: string;
  /** The reason field's label; "Reason" by default. */
  reasonLabel?: string | undefined;
  /** The button that leaves without doing it; "Cancel" by default. */
  cancelText?: string | undefined;
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
  const form = useSchemaForm(ReasonFormSchema, { reason: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ reason }: z.output<typeof ReasonFormSchema>) => {
    setFailure(null);
    try {
      await onSubmit(reason);
      await release();
      onClose();
      onDone?.();
    } catch (caught) {
      if (!applyFieldErrors(caught, form.setError, REASON_FIELDS)) setFailure(errorText(caught));
    }
  };

  return (
    <ModalShell title={title} onDismiss={close}>
      <SchemaForm form={form} onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex flex-col gap-4 overflow-y-auto p-5">
          <h2 className="font-serif text-xl font-bold text-orange-950">{title}</h2>
          <p className="text-sm text-stone-700">{hint}</p>
          <TextAreaField
            label={reasonLabel ?? t('common.reason')}
            maxLength={500}
            error={fieldMessage(form.formState.errors.reason?.message)}
            className="min-h-24"
            {...form.register('reason')}
          />
          {failure ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3 border-t border-stone-200 p-4">
          <Button variant="secondary" onClick={close}>
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" isBusy={form.formState.isSubmitting}>
            {submitText}
          </Button>
        </div>
      </SchemaForm>
    </ModalShell>
  );
}
