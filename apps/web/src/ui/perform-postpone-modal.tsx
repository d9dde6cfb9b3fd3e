import { errorMessage, MessageType } from '@nivedya/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesIn } from '../i18n/index.ts';
import { useCloseOnBack } from '../lib/back-button.ts';
import { useErrorText } from '../lib/error-text.ts';
import { useAlert } from './alert-provider.tsx';
import { Button } from './button.tsx';
import { DatePickerField } from './date-picker-field.tsx';
import { TextAreaField, TextField } from './form-field.tsx';
import { HelpButton } from './help-button.tsx';
import { BackIcon } from './icons.tsx';
import { ModalShell } from './modal.tsx';
import { StarSelect } from './star-select.tsx';

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
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
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
  const [performDate, setPerformDate] = useState(line.performDate);
  const [devoteeName, setDevoteeName] = useState(line.devoteeName);
  const [starId, setStarId] = useState(line.starId);
  const [remarks, setRemarks] = useState(line.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  // An approval always allots a date; an update shows the date a line already has.
  const isDateShown = isApproval || line.performDate !== null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const isDateMissing = isApproval && !performDate;
    if (isDateMissing) setDateError(errorMessage('PERFORM_DATE_REQUIRED', messagesIn(i18n.language)));
    const isNameMissing = canEditDateNameStar && !devoteeName.trim();
    if (isNameMissing) setNameError(t('postpone.nameRequired'));
    if (isDateMissing || isNameMissing) return;
    const isSure = await alert.ask(MessageType.Confirm, texts.confirm, { submitText: texts.confirmButton });
    if (!isSure) return;
    setIsSaving(true);
    try {
      await onSave({
        ...(canEditDateNameStar
          ? { performDate: performDate ?? undefined, devoteeName: devoteeName.trim(), starId }
          : {}),
        remarks: remarks.trim(),
      });
      closeThen(() => alert.show(MessageType.Success, texts.success));
    } catch (error) {
      alert.show(MessageType.Error, `${texts.failure}\n${errorText(error)}`);
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
      <form noValidate onSubmit={(event) => void save(event)} className="flex min-h-0 flex-1 flex-col">
        <div ref={scrollRef} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
          {!canEditDateNameStar && lockedNote ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{lockedNote}</p>
          ) : null}
          {isDateShown ? (
            <DatePickerField
              label={t('postpone.poojaDate')}
              value={performDate}
              onChange={(date) => {
                setPerformDate(date);
                setDateError(undefined);
              }}
              min={line.minPerformDate}
              isDisabled={!canEditDateNameStar}
              error={dateError}
            />
          ) : null}
          {panchangam ? (
            <Button variant="secondary" onClick={() => closeThen(panchangam.onOpen)} className="self-start">
              {panchangam.label}
            </Button>
          ) : null}
          <TextField
            label={t('postpone.devoteeName')}
            value={devoteeName}
            maxLength={100}
            disabled={!canEditDateNameStar}
            error={nameError}
            onChange={(event) => {
              setDevoteeName(event.target.value);
              setNameError(undefined);
            }}
          />
          <StarSelect
            label={t('postpone.devoteeStar')}
            value={starId}
            onChange={setStarId}
            isDisabled={!canEditDateNameStar}
          />
          <TextAreaField
            label={t('postpone.remarks')}
            value={remarks}
            maxLength={500}
            onChange={(event) => setRemarks(event.target.value)}
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
      </form>
    </ModalShell>
  );
}
