import { useTranslation } from 'react-i18next';

/** Whether the screen's live stream is connected; EventSource reconnects by itself when it drops. */
export function LiveBadge({ isLive }: { isLive: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
        isLive ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${isLive ? 'bg-green-600' : 'bg-amber-500'}`}
      />
      {isLive ? t('vq.live') : t('vq.reconnecting')}
    </span>
  );
}
