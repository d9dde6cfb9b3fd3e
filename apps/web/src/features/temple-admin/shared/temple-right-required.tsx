import { PLATFORM_RIGHT_LABELS, type PlatformRight, TEMPLE_RIGHT_LABELS } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { homePathFor, useUser } from '../../../lib/auth.ts';
import { currentLanguage } from '../../../lib/error-text.ts';
import { type ScreenRight, useMyRights } from '../../../lib/my-rights.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Page } from '../../../ui/page.tsx';

const isPlatformRight = (right: ScreenRight): right is PlatformRight => right.startsWith('platform.');

/**
 * A screen whose server calls need `right` (app/routes.tsx `right`): a staff user or sub-administrator
 * without it who opens the screen anyway is told which right is missing and who grants it, instead of
 * seeing the server's 403. Temple administrators hold every temple right, administrators every right.
 */
export function TempleRightRequired({ right, children }: { right: ScreenRight; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const { rights, isError } = useMyRights();
  // Signed out, or the rights could not be fetched: the screen handles that itself, and the server
  // still refuses what the user may not do.
  if (user === null || isError) return children;
  if (rights === null) return <Loading />;
  if (rights.includes(right)) return children;
  const language = currentLanguage(i18n.language);
  return (
    <Page title={t('templeRights.title')}>
      <div className="flex flex-col items-start gap-4" data-testid="temple-right-required">
        <Notice>
          {isPlatformRight(right)
            ? t('templeRights.platformMissing', { right: PLATFORM_RIGHT_LABELS[right][language] })
            : t('templeRights.missing', { right: TEMPLE_RIGHT_LABELS[right][language] })}
        </Notice>
        <ButtonLink to={homePathFor(user.userType)} variant="secondary">
          {t('templeRights.toDashboard')}
        </ButtonLink>
      </div>
    </Page>
  );
}
