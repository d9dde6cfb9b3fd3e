import { errorMessage, MessageType, PerformUpdateInputSchema } from '@nivedya/domain';
import { useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { messagesIn } from '../i18n/index.ts';
import { useCloseOnBack } from '../lib/back-button.ts';
import { useErrorText, useFieldMessage } from '../lib/error-text.ts';
import { applyFieldErrors } from '../lib/form-errors.ts';
import { useAlert } from './alert-provider.tsx';
import { Button } from './button.tsx';
import { FormDatePicker } from './form-date-picker.tsx';
import { TextAreaField, TextField } from './form-field.tsx';
import { HelpButton } from './help-button.tsx';
import { BackIcon } from './icons.tsx';
import { ModalShell } from './modal.tsx';
import { SchemaForm, useSchemaForm } from './schema-form.tsx';
import { StarSelect } from './star-select.tsx';

/** A message as a sentence: with its full stop (a server's reason may come without). */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?।]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** spec §9: the scroll delay when the remarks are focused. */
const SCROLL_DELAY_MS = 500;

/** spec perform-postpone "transaction Type": 0 performs an update, 1 an approval (a date allotted). */
export const PostponeType = { Update: 0, Approve: 1 } as const;
export type PostponeTypeValue = (typeof PostponeType)[keyof typeof PostponeType];

export interface PostponeLine {
  sevaName: string;
  performDate: string | null;
  minPerformDate: string;
  devoteeName: string;
  starId: number;
  description: string | null;
}

export interface PostponeValues {
  performDate?: string;
  devoteeName?: string;
  starId?: number;
  remarks: string;
}

const PostponeInputsSchema = z.object({
  performDate: z.string().nullable(),
  devoteeName: z.string(),
  starId: z.number(),
  remarks: z.string(),
});
const POSTPONE_FIELDS = ['performDate', 'devoteeName', 'starId', 'remarks'] as const;

/**
 * The save as the server takes it (an update's fields, which an approval shares): date, name and star
 * only where they may change. First the modal's own rules, in its words: an approval allots a date,
 * and a name that may change cannot be emptied.
 */
function postponeFormSchema({
  isApproval,
  canEditDateNameStar,
  words,
}: {
  isApproval: boolean;
  canEditDateNameStar: boolean;
  words: { dateRequired: string; nameRequired: string };
}) {
  const { performDate, devoteeName, starId, remarks } = PerformUpdateInputSchema.shape;
  const SaveSchema = z.object({ performDate, devoteeName, starId, remarks: remarks.unwrap() });
  return PostponeInputsSchema.superRefine((values, context) => {
    if (isApproval && !values.performDate)
      context.addIssue({ code: 'custom', path: ['performDate'], message: words.dateRequired });
    if (canEditDateNameStar && !values.devoteeName.trim())
      context.addIssue({ code: 'custom', path: ['devoteeName'], message: words.nameRequired });
  })
    .transform(
      (values): z.input<typeof SaveSchema> =>
        canEditDateNameStar
          ? {
              performDate: values.performDate ?? undefined,
              devoteeName: values.devoteeName,
              starId: values.starId,
              remarks: values.remarks,
            }
          : { remarks: values.remarks },
    )
    .pipe(SaveSchema);
}

/** spec §8: the words of each step, which differ between an update and an approval. */
export interface PostponeTexts {
  confirm: string;
  confirmButton: string;
  success: string;
  failure: string;
}

/**
 * spec perform postpone / approve (modal), for devotees and temple staff alike: titled with the seva
 * name and Order No; Pooja Date from a calendar only, never before the line's minimum perform date;
 * Devotee Name; Devotee Star (searchable, value Id, text NameNarration); Pooja Remarks (scrolls into
 * view 500 ms after focus); the Panchangam button when the caller offers it; SAVE asks first, then
 * closes with the success message, or tells the failure followed by the reason. Its field words are
 * the devotee part's `postpone.*` (routes that show it load that part). Help page perform-postpond.
 */
export default function PerformPostponeModal({
  type,
  orderNumber,
  line,
  canEditDateNameStar,
  lockedNote,
  texts,
  onSave,
  panchangam,
  isDateUnavailable,
  onClose,
}: {
  type: PostponeTypeValue;
  orderNumber: string;
  line: PostponeLine;
  canEditDateNameStar: boolean;
  /** Why date, name and star cannot be changed, shown above the fields when they cannot. */
  lockedNote?: string | undefined;
  texts: PostponeTexts;
  onSave: (values: PostponeValues) => Promise<unknown>;
  /** The Panchangam button (spec: shown when the show-panchangam flag is 1); the modal closes first. */
  panchangam?: { label: string; onOpen: () => void } | undefined;
  /** Days the calendar offers but cannot be chosen (an approval: the seva is full that day). */
  isDateUnavailable?: ((date: string) => boolean) | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const release = useCloseOnBack(true, onClose);
  // The dialog's history entry goes first, so a message shown after it is not taken back with it.
  const closeThen = (after?: () => void) =>
    void release().then(() => {
      onClose();
      after?.();
    });
  const close = () => closeThen();
  const scrollRef = useRef<HTMLDivElement>(null);
  const isApproval = type === PostponeType.Approve;
  const words = useMemo(
    () => ({
      dateRequired: errorMessage('PERFORM_DATE_REQUIRED', messagesIn(i18n.language)),
      nameRequired: t('postpone.nameRequired'),
    }),
    [t, i18n.language],
  );
  const schema = useMemo(
    () => postponeFormSchema({ isApproval, canEditDateNameStar, words }),
    [isApproval, canEditDateNameStar, words],
  );
  const form = useSchemaForm(schema, {
    performDate: line.performDate,
    devoteeName: line.devoteeName,
    starId: line.starId,
    remarks: line.description ?? '',
  });
  const { errors } = form.formState;
  const [isSaving, setIsSaving] = useState(false);
  // An approval always allots a date; an update shows the date a line already has.
  const isDateShown = isApproval || line.performDate !== null;

  const save = async (values: PostponeValues) => {
    const isSure = await alert.ask(MessageType.Confirm, texts.confirm, { submitText: texts.confirmButton });
    if (!isSure) return;
    setIsSaving(true);
    try {
      await onSave(values);
      closeThen(() => alert.show(MessageType.Success, texts.success));
    } catch (error) {
      applyFieldErrors(error, form.setError, POSTPONE_FIELDS);
      // Two sentences, so the reason never runs on from the failure (issue #18).
      alert.show(MessageType.Error, `${texts.failure}\n${asSentence(errorText(error))}`);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <ModalShell title={`${line.sevaName} · ${t('postpone.orderNo')} ${orderNumber}`} onDismiss={close}>
      <header className="flex items-center gap-2 bg-orange-900 px-2 py-2 text-white">
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <div className="min-w-0 flex-1" aria-hidden="true">
          <p className="truncate text-lg font-semibold">{line.sevaName}</p>
          <p className="text-sm text-orange-100">
            {t('postpone.orderNo')} {orderNumber}
          </p>
        </div>
        <HelpButton pageName="perform-postpond" className="text-white hover:bg-white/15" />
      </header>
      <SchemaForm form={form} onSubmit={save} className="flex min-h-0 flex-1 flex-col">
        <div ref={scrollRef} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
          {!canEditDateNameStar && lockedNote ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{lockedNote}</p>
          ) : null}
          {isDateShown ? (
            <FormDatePicker
              control={form.control}
              name="performDate"
              label={t('postpone.poojaDate')}
              min={line.minPerformDate}
              isDateUnavailable={isDateUnavailable}
              isDisabled={!canEditDateNameStar}
              error={fieldMessage(errors.performDate?.message)}
            />
          ) : null}
          {panchangam ? (
            <Button variant="secondary" onClick={() => closeThen(panchangam.onOpen)} className="self-start">
              {panchangam.label}
            </Button>
          ) : null}
          <TextField
            label={t('postpone.devoteeName')}
            maxLength={100}
            error={fieldMessage(errors.devoteeName?.message)}
            {...form.register('devoteeName')}
            disabled={!canEditDateNameStar}
          />
          <Controller
            control={form.control}
            name="starId"
            render={({ field, fieldState }) => (
              <StarSelect
                label={t('postpone.devoteeStar')}
                value={field.value}
                onChange={field.onChange}
                isDisabled={!canEditDateNameStar}
                error={fieldMessage(fieldState.error?.message)}
              />
            )}
          />
          <TextAreaField
            label={t('postpone.remarks')}
            maxLength={500}
            error={fieldMessage(errors.remarks?.message)}
            {...form.register('remarks')}
            onFocus={() =>
              // spec: when the remarks are focused, the view scrolls to the bottom after 500 ms.
              setTimeout(() => {
                const element = scrollRef.current;
                element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
              }, SCROLL_DELAY_MS)
            }
          />
        </div>
        <div className="flex justify-end gap-3 border-t border-stone-200 p-4">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSaving}>
            {t('postpone.save')}
          </Button>
        </div>
      </SchemaForm>
    </ModalShell>
  );
}
