import type { VqCalendarSlot } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

const TONES: Record<VqCalendarSlot['state'], string> = {
  open: 'bg-green-50 text-green-900 border-green-200',
  full: 'bg-red-50 text-red-900 border-red-200',
  blocked: 'bg-stone-100 text-stone-700 border-stone-200',
  closed: 'bg-stone-100 text-stone-600 border-stone-200',
};

/** A slot's remaining places, or why it cannot be booked. */
export function SlotAvailability({ slot }: { slot: VqCalendarSlot }) {
  const { t } = useTranslation();
  const text =
    slot.state === 'open'
      ? t('vq.placesLeft', { count: slot.remaining })
      : slot.state === 'blocked' && slot.blockReason
        ? `${t('vq.state.blocked')}: ${slot.blockReason}`
        : t(`vq.state.${slot.state}`);
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-sm font-medium ${TONES[slot.state]}`}
    >
      {text}
    </span>
  );
}
