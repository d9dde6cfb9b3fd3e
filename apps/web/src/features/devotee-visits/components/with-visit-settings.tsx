import type { VisitSettings } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useVisitSettings } from '../api/visit-settings.ts';

/** The gate and pass screens' start: the temple's zones and gates, once it counts visits at all. */
export function WithVisitSettings({
  templeId,
  children,
}: {
  templeId: number;
  children: (settings: VisitSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const settings = useVisitSettings(templeId);
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data.isDevoteeVisit) return <Notice>{t('visits.gate.featureOff')}</Notice>;
  return children(settings.data);
}

/** What a screen lacks in the visit settings (a gate, a zone, a visit type), and the way there. */
export function VisitSetupNeeded({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-start gap-3">
      <p>{children}</p>
      <ButtonLink to="/devotee-visit-settings" variant="secondary">
        {t('visits.settings.title')}
      </ButtonLink>
    </Card>
  );
}
