import { INDIA_POST_TRACKING_URL, type ParcelPosting as Posting } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDate } from '../../../lib/display-dates.ts';

/**
 * A posted prasadam's parcel on the devotee's booking: "Posted on 26-Nov-2026 · Tracking no. EE…IN",
 * with India Post's tracking page, where the devotee enters the number (it takes no number in its link).
 * The day is India's, where every temple posts from.
 */
export function ParcelPosting({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950" data-testid="parcel-posting">
      {t('orders.parcelPosted', { date: formatInstantDate(posting.postedAt) })}
      {' · '}
      <span className="font-mono">{t('orders.parcelTrackingNo', { number: posting.trackingNumber })}</span>{' '}
      <a
        className="font-semibold text-emerald-900 underline"
        href={INDIA_POST_TRACKING_URL}
        target="_blank"
        rel="noreferrer noopener"
      >
        {t('orders.parcelTrackParcel')}
      </a>
    </p>
  );
}
