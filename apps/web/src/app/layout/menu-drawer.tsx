import type { User } from '@nivedya/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useCloseOnBack } from '../../lib/back-button.ts';
import { PRODUCT_NAME } from '../../lib/config.ts';
import type { ScreenRight } from '../../lib/my-rights.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { ModalShell } from '../../ui/modal.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ABOUT_NAV, type NavItem, navSections } from './nav-items.ts';

/** The phone menu: a drawer from the left; loaded on first open (it brings React Aria's dialog). */
export default function MenuDrawer({
  user,
  rights,
  onClose,
  onLogout,
}: {
  user: User | null;
  /** null while a staff user's rights load (lib/my-rights.ts). */
  rights: readonly ScreenRight[] | null;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const release = useCloseOnBack(true, onClose);
  // Close first (taking back the drawer's history entry), then go, so back returns to this page.
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    void release().then(() => {
      onClose();
      void navigate(to);
    });
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-12 items-center rounded-lg px-4 text-base font-medium ${
      isActive ? 'bg-orange-100 text-orange-950' : 'text-stone-800 hover:bg-stone-100'
    }`;
  // The staff groups' items are denser, so a clerk's day fits the first screen of a phone.
  const staffLinkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-lg px-4 text-base font-medium ${
      isActive ? 'bg-orange-100 text-orange-950' : 'text-stone-800 hover:bg-stone-100'
    }`;
  return (
    <ModalShell title={t('nav.menu')} onDismiss={onClose} placement="left">
      <div className="flex items-start justify-between gap-2 bg-orange-900 px-4 py-4 text-white">
        <div className="min-w-0">
          <p className="font-serif text-xl font-bold">{PRODUCT_NAME}</p>
          <p className="text-sm text-orange-100">
            {user ? t('nav.signedInAs', { name: user.userName }) : t('nav.guest')}
          </p>
          {/* At the top, so a devotee who cannot read the current language finds it without scrolling (issue #18). */}
          <div className="mt-3 -ml-3">
            <LanguageSwitch tone="dark" />
          </div>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full p-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-amber-300"
          aria-label={t('nav.closeMenu')}
        >
          <CloseIcon />
        </button>
      </div>
      <nav className="min-h-0 flex-1 overflow-y-auto p-3" aria-label={t('nav.menu')}>
        {navSections(user, rights).map((section) =>
          section.group === null ? (
            <NavList
              key="rest"
              items={section.items}
              className="flex flex-col gap-1"
              linkClass={linkClass}
              go={go}
            />
          ) : (
            <section key={section.group} aria-labelledby={`nav-group-${section.group}`} className="mb-2">
              <h2
                id={`nav-group-${section.group}`}
                className="px-4 pt-2 pb-1 text-xs font-bold tracking-wide text-orange-900 uppercase"
              >
                {t(`nav.groups.${section.group}`)}
              </h2>
              <NavList items={section.items} className="flex flex-col" linkClass={staffLinkClass} go={go} />
            </section>
          ),
        )}
        <hr className="my-3 border-stone-200" />
        <NavList items={ABOUT_NAV} className="flex flex-col gap-1" linkClass={linkClass} go={go} />
      </nav>
      <div className="border-t border-stone-200 p-3">
        {user ? (
          <button
            type="button"
            onClick={() => {
              void release().then(() => {
                onClose();
                onLogout();
              });
            }}
            className="flex min-h-12 w-full items-center rounded-lg px-4 text-base font-semibold text-red-800 hover:bg-red-50"
          >
            {t('auth.logout')}
          </button>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <NavLink
              to="/login"
              onClick={go('/login')}
              className="flex min-h-12 items-center justify-center rounded-lg bg-orange-800 font-semibold text-white"
            >
              {t('auth.login')}
            </NavLink>
            <NavLink
              to="/sign-up"
              onClick={go('/sign-up')}
              className="flex min-h-12 items-center justify-center rounded-lg border border-orange-800/30 font-semibold text-orange-900"
            >
              {t('auth.signUp')}
            </NavLink>
          </div>
        )}
      </div>
    </ModalShell>
  );
}

type LinkClass = (state: { isActive: boolean }) => string;

/** One list of the drawer's links: the devotee's, a staff group's, or the about pages. */
function NavList({
  items,
  className,
  linkClass,
  go,
}: {
  items: readonly Pick<NavItem, 'to' | 'labelKey'>[];
  className: string;
  linkClass: LinkClass;
  go: (to: string) => (event: MouseEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClass} onClick={go(item.to)}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
