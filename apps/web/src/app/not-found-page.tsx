import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button.tsx';
import { Card, Page } from '../ui/page.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <Card className="flex flex-col items-start gap-4">
        <p className="text-stone-700">{t('notFound.text')}</p>
        <ButtonLink to="/home">{t('notFound.home')}</ButtonLink>
      </Card>
    </Page>
  );
}
