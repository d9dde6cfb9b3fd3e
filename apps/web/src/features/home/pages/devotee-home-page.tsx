import { PAGE_SIZE_DEFAULT, UserType } from '@nivedya/domain';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { useFavouriteTemples } from '../../../lib/favourite-temples.ts';
import { hasSettled } from '../../../lib/query-settled.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { HelpButton } from '../../../ui/help-button.tsx';
import { LocateIcon, SearchIcon } from '../../../ui/icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useRecentTemples } from '../api/find-recent-temples.ts';
import { useTemples } from '../api/find-temples.ts';
import { TempleGrid } from '../components/temple-grid.tsx';
import { TempleStrip } from '../components/temple-strip.tsx';
import { type LocationState, useDeviceLocation } from '../use-location.ts';

/** Only a signed-in devotee has anything coming up: a guest's first visit does not download it. */
const ComingUp = lazy(async () => ({ default: (await import('../components/coming-up.tsx')).ComingUp }));

/** "Temples near me": asked for politely, on a tap; the list simply stays as it is without a location. */
function NearMe({ state, onLocate }: { state: LocationState; onLocate: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'found') {
    return (
      <p className="mb-4 flex items-center gap-2 text-sm font-medium text-green-900" role="status">
        <LocateIcon className="size-5" />
        {t('home.nearest')}
      </p>
    );
  }
  const message =
    state.status === 'denied'
      ? t('home.locationDenied')
      : state.status === 'unavailable'
        ? t('home.locationUnavailable')
        : t('home.locationAsk');
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p
        className="flex items-start gap-2 text-stone-800"
        role={state.status === 'idle' ? undefined : 'status'}
      >
        <LocateIcon className="mt-0.5 size-5 shrink-0 text-orange-800" />
        {message}
      </p>
      {state.status !== 'denied' ? (
        <Button
          variant="secondary"
          className="shrink-0"
          isBusy={state.status === 'locating'}
          onClick={onLocate}
        >
          {t('home.nearMe')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * spec devotee-home-page: a greeting; for a signed-in devotee what is coming up (issue #18: their next
 * darshan token, poojas, and what needs them), then their favourite and recently booked temples;
 * the temples on the platform, searchable by name or place, nearest first once the devotee shares
 * where they are; and the way to the search of temples and sevas.
 */
export default function DevoteeHomePage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE_DEFAULT);
  const debouncedSearch = useDebouncedValue(search.trim());
  const location = useDeviceLocation();
  const coordinates = location.state.status === 'found' ? location.state.coordinates : undefined;
  const temples = useTemples({ search: debouncedSearch || undefined, offset: 0, limit, ...coordinates });
  const favourites = useFavouriteTemples(user !== null);
  const recent = useRecentTemples(user !== null);
  const showsComingUp = user?.userType === UserType.Devotee;
  const [hasComingUpSettled, setHasComingUpSettled] = useState(false);
  const comingUpSettled = useCallback(() => setHasComingUpSettled(true), []);
  // The devotee's own sections come above the temples; each arriving on its own would push down what
  // is already on screen, so the page shows them and the temples together, once all have answered.
  const isRevealed = hasSettled(favourites) && hasSettled(recent) && (!showsComingUp || hasComingUpSettled);

  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  const items = temples.data?.items ?? [];
  const total = temples.data?.total ?? 0;

  return (
    <main id="main">
      <section className="bg-gradient-to-br from-orange-900 via-orange-800 to-amber-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-8 sm:px-6 sm:pt-10 sm:pb-12">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="font-serif text-3xl font-bold sm:text-4xl">
                {user ? t('home.greetingNamed', { name: user.userName }) : t('home.greeting')}
              </h1>
              <p className="mt-2 max-w-xl text-orange-50 sm:text-lg">
                {t('home.subtitle', { product: PRODUCT_NAME })}
              </p>
            </div>
            <HelpButton pageName="devotee-home-page" className="shrink-0 text-white hover:bg-white/10" />
          </div>
          <div className="flex max-w-xl items-center gap-2 rounded-xl bg-white px-3 text-stone-900 shadow-lg focus-within:outline-3 focus-within:outline-amber-300">
            <SearchIcon className="size-5 shrink-0 text-stone-500" />
            <input
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setLimit(PAGE_SIZE_DEFAULT);
              }}
              placeholder={t('home.searchPlaceholder')}
              aria-label={t('home.searchLabel')}
              enterKeyHint="search"
              className="min-h-12 flex-1 bg-transparent text-base outline-none placeholder:text-stone-500"
            />
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link
              to={search.trim() ? `/search?q=${encodeURIComponent(search.trim())}` : '/search'}
              className="font-semibold text-amber-100 underline underline-offset-2 hover:text-white"
            >
              {t('home.searchAll')}
            </Link>
            <Link
              to="/get-all-seva-search"
              className="font-semibold text-amber-100 underline underline-offset-2 hover:text-white"
            >
              {t('home.searchSevas')}
            </Link>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        {!user ? (
          <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-amber-950">{t('home.signInPrompt')}</p>
            <div className="flex shrink-0 gap-2">
              <Link
                to="/login"
                className="inline-flex min-h-11 items-center rounded-lg bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
              >
                {t('auth.login')}
              </Link>
              <Link
                to="/sign-up"
                className="inline-flex min-h-11 items-center rounded-lg border border-orange-800/30 bg-white px-4 font-semibold text-orange-900 hover:bg-orange-50"
              >
                {t('auth.signUp')}
              </Link>
            </div>
          </div>
        ) : null}

        {isRevealed ? null : <Loading />}
        <div hidden={!isRevealed}>
          {showsComingUp ? (
            <Suspense fallback={null}>
              <ComingUp user={user} onSettled={comingUpSettled} />
            </Suspense>
          ) : null}

          {user ? (
            <>
              <TempleStrip title={t('home.favourites')} temples={favourites.data?.items ?? []} />
              <TempleStrip title={t('home.recent')} temples={recent.data?.items ?? []} />
            </>
          ) : null}

          <NearMe state={location.state} onLocate={location.locate} />

          <div className="mb-4 flex items-baseline justify-between gap-3">
            <h2 className="font-serif text-2xl font-bold text-orange-950">{t('home.templesTitle')}</h2>
            {temples.isSuccess ? (
              <p className="text-sm text-stone-600" aria-live="polite">
                {t('home.templeCount', { count: total })}
              </p>
            ) : null}
          </div>

          {temples.isPending && isRevealed ? <Loading /> : null}
          {temples.isError ? (
            <ErrorMessage error={temples.error} onRetry={() => void temples.refetch()} />
          ) : null}
          {temples.isSuccess && items.length === 0 ? (
            <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
              {debouncedSearch ? t('home.noMatch', { search: debouncedSearch }) : t('home.noTemples')}
            </p>
          ) : null}
          <TempleGrid
            temples={items}
            total={total}
            isFetching={temples.isFetching}
            isStale={temples.isPlaceholderData}
            onShowMore={() => setLimit((value) => value + PAGE_SIZE_DEFAULT)}
          />
        </div>
      </div>
    </main>
  );
}
