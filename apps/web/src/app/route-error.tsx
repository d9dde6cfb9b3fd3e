import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A screen that failed to load or render. After a release, an old page may ask for a chunk that no
 * longer exists; reloading fetches the current release.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-8 text-center">
      <img src="/favicon.svg" alt="" width="64" height="64" />
      <h1 className="font-serif text-2xl font-bold text-orange-950">
        {isMissing ? t('notFound.title') : t('routeError.title')}
      </h1>
      <p className="text-stone-700">{isMissing ? t('notFound.text') : t('routeError.text')}</p>
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
