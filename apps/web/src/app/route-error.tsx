import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useIsOnline } from '../lib/online-status.ts';

/**
 * A screen that failed to load or render. After a release, an old page may ask for a chunk that no
 * longer exists; reloading fetches the current release. Offline, a screen whose code is not in the
 * service worker's cache cannot open: that is said as such.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isOffline = !useIsOnline();
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  const title = isMissing ? t('notFound.title') : isOffline ? t('offline.title') : t('routeError.title');
  const text = isMissing
    ? t('notFound.text')
    : isOffline
      ? t('offline.needsConnection')
      : t('routeError.text');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-8 text-center">
      <img src="/favicon.svg" alt="" width="64" height="64" />
      <h1 className="font-serif text-2xl font-bold text-orange-950">{title}</h1>
      <p className="text-stone-700">{text}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className="min-h-11 rounded-lg bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
        <a
          href="/home"
          className="inline-flex min-h-11 items-center rounded-lg border border-orange-800/30 px-4 font-semibold text-orange-900"
        >
          {t('notFound.home')}
        </a>
      </div>
    </main>
  );
}
