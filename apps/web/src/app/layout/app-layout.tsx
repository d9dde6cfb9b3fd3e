import { APP_VERSION } from '@nivedya/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import { RatingPrompt } from '../../features/app-rating/components/rating-prompt.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { CrowdAlert } from '../../features/devotee-visits/components/crowd-alert.tsx';
import { useUser } from '../../lib/auth.ts';
import { useCartCount } from '../../lib/cart-count.ts';
import { PRODUCT_NAME } from '../../lib/config.ts';
import { useMyRights } from '../../lib/my-rights.ts';
import { usePushRegistration } from '../../lib/use-push-registration.ts';
import { BellIcon, CartIcon, MenuIcon, UserIcon } from '../../ui/icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ABOUT_NAV, headerNav } from './nav-items.ts';

const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));
/**
 * Not listed in the wide header: screens it reaches with a button of its own (cart, notifications,
 * profile), and contact-us, which the footer links to.
 */
const HEADER_BUTTON_PATHS = ['/profile', '/cart', '/notifications', '/contact-us'];
const preloadDrawer = () => void import('./menu-drawer.tsx');

/**
 * Header with the product name and menu, the screen, and a footer. The menu is a drawer at every
 * width; from xl the header also lists the user's few primary links (nav-items headerNav) and the
 * drawer button reads "More", so temple, queue and admin items never crowd a laptop's header.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useUser();
  const { rights } = useMyRights();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const logout = useLogout();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const cartCount = useCartCount();
  usePushRegistration();

  const onLogout = () => {
    logout.mutate(undefined, { onSettled: () => void navigate('/devotee-home-page', { replace: true }) });
  };

  const desktopLink = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
      isActive ? 'bg-white/15 text-white' : 'text-orange-100 hover:bg-white/10 hover:text-white'
    }`;

  return (
    <div className="flex min-h-dvh flex-col bg-orange-50/50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-orange-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 print:hidden bg-orange-900 pt-[env(safe-area-inset-top)] text-white shadow-md">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 sm:px-4 xl:h-16">
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300 xl:order-last xl:w-auto xl:gap-2 xl:px-3"
            aria-label={t('nav.openMenu')}
            aria-expanded={isMenuOpen}
            onClick={() => setIsMenuOpen(true)}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
          >
            <MenuIcon />
            <span className="hidden text-sm font-semibold xl:inline">{t('nav.more')}</span>
          </button>
          <Link
            to="/devotee-home-page"
            className="flex items-center gap-2 rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            <img src="/favicon.svg" alt="" width="32" height="32" className="rounded-lg" />
            <span className="font-serif text-xl font-bold tracking-wide text-amber-200">{PRODUCT_NAME}</span>
          </Link>
          <nav className="ml-4 hidden flex-1 items-center gap-1 xl:flex" aria-label={t('nav.main')}>
            {headerNav(user, rights, HEADER_BUTTON_PATHS).map((item) => (
              <NavLink key={item.to} to={item.to} className={desktopLink}>
                {t(item.labelKey)}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <div className="hidden xl:block">
              <LanguageSwitch tone="dark" isCompact />
            </div>
            <NavLink
              to="/cart"
              className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300"
              aria-label={t('nav.cartCount', { count: cartCount })}
            >
              <CartIcon />
              {cartCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-amber-300 px-1 text-xs font-bold text-orange-950"
                >
                  {cartCount}
                </span>
              ) : null}
            </NavLink>
            {user ? (
              <>
                <NavLink
                  to="/notifications"
                  className="hidden size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300 xl:inline-flex"
                  aria-label={t('nav.notifications')}
                >
                  <BellIcon />
                </NavLink>
                <NavLink
                  to="/profile"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300 xl:px-3"
                  aria-label={t('nav.profile')}
                >
                  <UserIcon />
                  <span className="hidden max-w-40 truncate text-sm font-semibold 2xl:inline">
                    {user.userName}
                  </span>
                </NavLink>
                <button
                  type="button"
                  onClick={onLogout}
                  className="hidden min-h-11 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-orange-100 hover:bg-white/10 hover:text-white xl:inline-flex xl:items-center"
                >
                  {t('auth.logout')}
                </button>
              </>
            ) : (
              <>
                <Link
                  to="/login"
                  className="inline-flex min-h-10 items-center rounded-full bg-amber-300 px-4 text-sm font-bold text-orange-950 hover:bg-amber-200"
                >
                  {t('auth.login')}
                </Link>
                <Link
                  to="/sign-up"
                  className="hidden min-h-10 items-center rounded-full px-3 text-sm font-semibold text-orange-100 hover:bg-white/10 xl:inline-flex"
                >
                  {t('auth.signUp')}
                </Link>
              </>
            )}
          </div>
        </div>
        {navigation.state === 'loading' ? (
          <div
            className="h-0.5 w-full overflow-hidden bg-orange-950"
            role="progressbar"
            aria-label={t('common.pleaseWait')}
          >
            <div className="h-full w-1/3 animate-progress bg-amber-300" />
          </div>
        ) : null}
      </header>
      <CrowdAlert />
      <RatingPrompt />

      {/* At least a screen high: the footer stays below the fold while a screen loads, instead of
          showing and then being pushed down by the screen (a layout shift under the reader's eyes). */}
      <div className="min-h-dvh flex-1">
        <Outlet />
      </div>

      <footer className="border-t print:hidden border-orange-900/10 bg-white/60 pb-[env(safe-area-inset-bottom)]">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label={t('nav.about')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {ABOUT_NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="hover:text-orange-900 hover:underline">
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/contact-us" className="hover:text-orange-900 hover:underline">
                  {t('nav.contact')}
                </Link>
              </li>
            </ul>
          </nav>
          <p>{t('footer.version', { product: PRODUCT_NAME, version: APP_VERSION })}</p>
        </div>
      </footer>

      {isMenuOpen ? (
        <Suspense fallback={null}>
          <MenuDrawer user={user} rights={rights} onClose={() => setIsMenuOpen(false)} onLogout={onLogout} />
        </Suspense>
      ) : null}
    </div>
  );
}
