import type { VqBooking } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { DEFAULT_BANNER, FallbackImage } from '../../../ui/fallback-image.tsx';
import { HelpButton } from '../../../ui/help-button.tsx';
import { ModalShell } from '../../../ui/modal.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';

/** CSS pixels of the token's QR on screen; the SVG stays sharp at any density. */
const TOKEN_QR_PX = 220;

/**
 * spec §2 Virtual queue booking details (modal), devotee-virtual-qdetails: temple name, header image
 * (default banner if broken), number of devotees, slot, date (dd-MMM-yyyy), the QR (error correction
 * M; the spec's width 100 shown at 220 px, drawn as SVG) with the queue number below it, and help for devotee-virtual-qdetails.
 */
export function QueueTokenModal({ booking, onClose }: { booking: VqBooking; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalShell onDismiss={onClose} title={booking.templeName}>
      <div className="flex min-h-0 flex-col overflow-y-auto">
        <div className="flex items-center gap-2 border-b border-stone-200 px-4 py-2">
          <h2 className="min-w-0 flex-1 font-serif text-xl font-bold text-orange-950">
            {booking.templeName}
          </h2>
          <HelpButton pageName="devotee-virtual-qdetails" />
        </div>
        <FallbackImage
          src={booking.bannerUrl}
          fallback={DEFAULT_BANNER}
          alt=""
          className="aspect-[3/1] w-full bg-orange-100 object-cover"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 px-5 pt-4 text-base">
          <dt className="text-stone-600">{t('vq.noOfDevotees')}</dt>
          <dd className="font-semibold text-stone-900">{booking.noOfDevotees}</dd>
          <dt className="text-stone-600">{t('vq.slot')}</dt>
          <dd className="font-semibold text-stone-900">{booking.slot}</dd>
          <dt className="text-stone-600">{t('vq.date')}</dt>
          <dd className="font-semibold text-stone-900">{booking.displayDate}</dd>
        </dl>
        <figure className="flex flex-col items-center gap-1 px-5 py-4">
          <QrCode
            text={booking.qrText}
            // The token is shown at the gate from a phone: larger than the spec's 100 px, so the
            // scanner reads it at arm's length (issue #18).
            width={Math.max(booking.qr.width, TOKEN_QR_PX)}
            errorCorrectionLevel={booking.qr.errorCorrectionLevel}
            label={t('vq.qrLabel', { number: booking.queueNumber })}
          />
          <figcaption
            className="font-mono text-lg font-bold tracking-wide text-stone-900"
            data-testid="vq-number"
          >
            {booking.queueNumber}
          </figcaption>
        </figure>
        <div className="flex justify-end border-t border-stone-200 p-3">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </ModalShell>
  );
}
