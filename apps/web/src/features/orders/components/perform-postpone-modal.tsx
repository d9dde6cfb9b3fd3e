import { MessageType, type OrderDetail, type OrderLineView } from '@nivedya/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../../../lib/back-button.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { HelpButton } from '../../../ui/help-button.tsx';
import { BackIcon } from '../../../ui/icons.tsx';
import { ModalShell } from '../../../ui/modal.tsx';
import { StarSelect } from '../../../ui/star-select.tsx';
import { useUpdateOrderLine } from '../api/update-order-line.ts';

/** spec §9: the scroll delay when the remarks are focused. */
const SCROLL_DELAY_MS = 500;

/**
 * spec perform postpone (modal), the devotee's side (SAVE, transaction Type 0): titled with the seva
 * name and Order No; Pooja Date from a calendar only, never before the line's minimum perform date;
 * Devotee Name; Devotee Star (searchable, value Id, text NameNarration); Pooja Remarks. Date, name and
 * star are disabled when spec §5 says so. Help page perform-postpond.
 */
export default function PerformPostponeModal({
  order,
  line,
  canEditDateNameStar,
  onClose,
}: {
  order: Pick<OrderDetail, 'orderNumber'>;
  line: OrderLineView;
  canEditDateNameStar: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const update = useUpdateOrderLine();
  const release = useCloseOnBack(true, onClose);
  // The dialog's history entry goes first, so a message shown after it is not taken back with it.
  const closeThen = (after?: () => void) =>
    void release().then(() => {
      onClose();
      after?.();
    });
  const close = () => closeThen();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [performDate, setPerformDate] = useState(line.performDate);
  const [devoteeName, setDevoteeName] = useState(line.devoteeName);
  const [starId, setStarId] = useState(line.starId);
  const [remarks, setRemarks] = useState(line.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (canEditDateNameStar && !devoteeName.trim()) {
      setNameError(t('postpone.nameRequired'));
      return;
    }
    // spec §8: "Are you sure to update?"
    const isSure = await alert.ask(MessageType.Confirm, t('postpone.confirm'), {
      submitText: t('postpone.update'),
    });
    if (!isSure) return;
    update.mutate(
      {
        lineId: line.id,
        ...(canEditDateNameStar
          ? { performDate: performDate ?? undefined, devoteeName: devoteeName.trim(), starId }
          : {}),
        remarks: remarks.trim(),
      },
      {
        onSuccess: () => closeThen(() => alert.show(MessageType.Success, t('postpone.updated'))),
        onError: (error) => alert.show(MessageType.Error, `${t('postpone.failed')}\n${errorText(error)}`),
      },
    );
  };

  return (
    <ModalShell title={`${line.sevaName} · ${t('postpone.orderNo')} ${order.orderNumber}`} onDismiss={close}>
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
            {t('postpone.orderNo')} {order.orderNumber}
          </p>
        </div>
        <HelpButton pageName="perform-postpond" className="text-white hover:bg-white/15" />
      </header>
      <form noValidate onSubmit={(event) => void save(event)} className="flex min-h-0 flex-1 flex-col">
        <div ref={scrollRef} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
          {!canEditDateNameStar ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{t('postpone.locked')}</p>
          ) : null}
          {line.performDate !== null ? (
            <DatePickerField
              label={t('postpone.poojaDate')}
              value={performDate}
              onChange={setPerformDate}
              min={line.minPerformDate}
              isDisabled={!canEditDateNameStar}
            />
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
          <Button type="submit" isBusy={update.isPending}>
            {t('postpone.save')}
          </Button>
        </div>
      </form>
    </ModalShell>
  );
}
