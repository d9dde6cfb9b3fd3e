import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/auth.ts';
import { Button } from '../../../ui/button.tsx';
import { Card, Page } from '../../../ui/page.tsx';

/**
 * spec alert page (alert-component?message=…&type=…): the message and CANCEL, plus OK only when the
 * alert type is 0. Both close it with no result: back where the person came from.
 */
export default function AlertPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const message = params.get('message') ?? '';
  const isOkShown = params.get('type') === '0';
  const close = () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  };
  return (
    <Page title={t('alert.title')}>
      <Card className="flex flex-col gap-6">
        <p className="whitespace-pre-line text-lg text-stone-900" role="alert">
          {message}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('alert.cancel')}
          </Button>
          {isOkShown ? <Button onClick={close}>{t('alert.ok')}</Button> : null}
        </div>
      </Card>
    </Page>
  );
}
