import { type MarkPerformedInput, MessageType, type ReportRow } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../../../lib/back-button.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import type { CroppedImage } from '../../../ui/image-cropper-modal.tsx';
import { ImagePicker } from '../../../ui/image-picker.tsx';
import { ModalShell } from '../../../ui/modal.tsx';
import { useMarkPerformed } from './mark-performed.ts';

/**
 * Marks a row's seva performed, or every booked one of that seva on its day, with an optional note and
 * an optional photo the devotees see ("Performed by the Melsanthi"); the photo is cropped as any image
 * of the temple is, and the sevas marked together share it.
 */
export default function MarkPerformedDialog({
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
  const mark = useMarkPerformed(templeId);
  const release = useCloseOnBack(true, onClose);
  const [scope, setScope] = useState<'line' | 'seva'>('line');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<CroppedImage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => void release().then(onClose);
  const seva = String(row.seva ?? '');
  const date = String(row.performDate ?? '');
  const title = t('reports.performed.title');

  const submit = () => {
    setFailure(null);
    const trimmed = note.trim();
    const input: MarkPerformedInput = {
      ...(scope === 'line' ? { lineIds: [Number(row.lineId)] } : { sevaId: Number(row.sevaId), date }),
      ...(trimmed ? { note: trimmed } : {}),
    };
    mark.mutate(
      { input, photo: photo?.blob ?? null },
      {
        onSuccess: (result) =>
          void release().then(() => {
            onClose();
            alert.show(
              MessageType.Success,
              result.marked === 0
                ? t('reports.performed.already')
                : t('reports.performed.done', { count: result.marked }),
            );
          }),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <ModalShell title={title} onDismiss={close}>
      <form
        className="flex min-h-0 flex-col gap-4 overflow-y-auto p-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 className="font-serif text-xl font-bold text-orange-950">{title}</h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('reports.performed.which')}</legend>
          <label className="flex items-start gap-3">
            <input
              type="radio"
              name="scope"
              className="mt-1 size-5 accent-orange-800"
              checked={scope === 'line'}
              onChange={() => setScope('line')}
            />
            <span>
              {t('reports.performed.thisOne', {
                seva,
                devotee: String(row.devotee ?? ''),
                star: String(row.star ?? ''),
              })}
            </span>
          </label>
          <label className="flex items-start gap-3">
            <input
              type="radio"
              name="scope"
              className="mt-1 size-5 accent-orange-800"
              checked={scope === 'seva'}
              onChange={() => setScope('seva')}
            />
            <span>{t('reports.performed.allOfSeva', { seva, date: formatDisplayDate(date) })}</span>
          </label>
        </fieldset>
        <TextField
          label={t('reports.performed.note')}
          hint={t('reports.performed.noteHint')}
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <ImagePicker
          label={t('reports.performed.photo')}
          currentUrl={null}
          picked={photo}
          onPicked={setPhoto}
          pickedHint={t('reports.performed.photoHint')}
        />
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('reports.performed.cancel')}
          </Button>
          <Button type="submit" isBusy={mark.isPending}>
            {t('reports.performed.confirm')}
          </Button>
        </div>
      </form>
    </ModalShell>
  );
}
