import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from './button.tsx';
import { Card } from './page.tsx';

/** Shown in place of a screen that needs a signed-in user. */
export function SignInRequired() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Card className="flex flex-col items-start gap-4">
      <p className="text-stone-800">{t('auth.signInRequired')}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`/login?redirect=${back}`}>{t('auth.login')}</ButtonLink>
        <ButtonLink to="/sign-up" variant="secondary">
          {t('auth.signUp')}
        </ButtonLink>
      </div>
    </Card>
  );
}
