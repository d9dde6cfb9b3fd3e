import { regionalName, starNameIn } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { useDevoteeNames } from '../../../lib/devotee-names.ts';
import { useFavouriteTemples, useSetFavouriteTemple } from '../../../lib/favourite-temples.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';

const rowLink = 'flex min-h-12 items-center justify-between font-medium text-orange-900 hover:underline';

function SavedNames() {
  const { t, i18n } = useTranslation();
  const names = useDevoteeNames(true);
  return (
    <Card>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-stone-900">{t('devoteeProfile.names')}</h2>
        <Link to="/add-user-for-booking" className="text-sm font-semibold text-orange-800 hover:underline">
          {t('devoteeProfile.manage')}
        </Link>
      </div>
      {names.isPending ? <Loading /> : null}
      {names.isError ? <ErrorMessage error={names.error} onRetry={() => void names.refetch()} /> : null}
      {names.data && names.data.items.length === 0 ? (
        <p className="text-stone-700">{t('names.none')}</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-stone-100">
        {names.data?.items.map((name) => (
          <li key={name.id} className="py-2.5">
            <span className="font-medium text-stone-900">{name.name}</span>
            <span className="text-stone-600">
              {' '}
              · {starNameIn(name.starName, i18n.language)}
              {name.relation ? ` · ${name.relation}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function FavouriteTemples() {
  const { t, i18n } = useTranslation();
  const favourites = useFavouriteTemples(true);
  const setFavourite = useSetFavouriteTemple();
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-stone-900">{t('devoteeProfile.favourites')}</h2>
      {favourites.isPending ? <Loading /> : null}
      {favourites.isError ? (
        <ErrorMessage error={favourites.error} onRetry={() => void favourites.refetch()} />
      ) : null}
      {favourites.data && favourites.data.items.length === 0 ? (
        <p className="text-stone-700">{t('devoteeProfile.noFavourites')}</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-stone-100">
        {favourites.data?.items.map((temple) => (
          <li key={temple.id} className="flex items-center gap-3 py-2">
            <FallbackImage
              src={temple.logoUrl}
              fallback={DEFAULT_TEMPLE_ICON}
              alt=""
              width="40"
              height="40"
              className="size-10 shrink-0 rounded-lg object-cover"
            />
            <Link
              to={`/guest-user-home/${temple.id}`}
              className="min-w-0 flex-1 truncate font-medium text-stone-900 hover:underline"
            >
              {regionalName(temple.name, temple.nameNarration, i18n.language)}
            </Link>
            <button
              type="button"
              disabled={setFavourite.isPending}
              onClick={() => setFavourite.mutate({ templeId: temple.id, isFavourite: false })}
              className="min-h-10 rounded-lg px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              {t('devoteeProfile.removeFavourite')}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * spec devotee-profile: the devotee's own page — who they are (edited on the profile screen), the
 * names they book for, their favourite temples, and the way to their bookings and cart.
 */
export default function DevoteeProfilePage() {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  if (!user) {
    return (
      <Page title={t('devoteeProfile.title')} helpPage="devotee-profile">
        {isChecking ? <Loading /> : <SignInRequired />}
      </Page>
    );
  }
  return (
    <Page title={t('devoteeProfile.title')} helpPage="devotee-profile">
      <div className="flex flex-col gap-5">
        <Card>
          <p className="text-xl font-semibold text-stone-900">{user.userName}</p>
          <p className="text-stone-600">{[user.mobile, user.email].filter(Boolean).join(' · ')}</p>
          <ButtonLink to="/profile" variant="secondary" className="mt-4">
            {t('account.editProfile')}
          </ButtonLink>
        </Card>
        <Card>
          <ul className="flex flex-col divide-y divide-stone-100">
            <li>
              <Link to="/devotee-booking-history" className={rowLink}>
                {t('nav.bookings')}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
            <li>
              <Link to="/cart" className={rowLink}>
                {t('nav.cart')}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          </ul>
        </Card>
        <SavedNames />
        <FavouriteTemples />
      </div>
    </Page>
  );
}
