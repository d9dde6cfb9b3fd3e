import { useTranslation } from 'react-i18next';
import { useIsOnline } from '../lib/online-status.ts';
import { OfflineIcon } from './icons.tsx';

/**
 * Above every screen while the device is offline (issue #12). The service worker opens the app from its
 * precache, so a reload without a connection shows this instead of the browser's error page; screens
 * whose calls fail say "You are offline" too (ui/error-message.tsx), and load again by themselves once
 * the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      className="bg-stone-800 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-sm text-stone-50"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2">
        <OfflineIcon className="mt-0.5 size-4 shrink-0 text-amber-300" />
        <span>
          <strong className="font-semibold text-amber-200">{t('offline.title')}</strong> {t('offline.banner')}
        </span>
      </p>
    </div>
  );
}
