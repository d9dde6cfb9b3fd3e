import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../../ui/button.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { readPanchangamVisit } from '../../orders/panchangam-link.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { PanchangamVisitCard } from '../components/panchangam-visit-card.tsx';
import { PerformTimesCard } from '../components/perform-times-card.tsx';
import { RulesCard } from '../components/rules-card.tsx';
import { SevaPicker, useChosenSeva } from '../components/seva-picker.tsx';

/**
 * spec seva-availability-settings: pick a seva and edit when it can be booked (weekly weekdays,
 * date ranges, daily limits, special-pooja dates); below, change-all-seva-time for many sevas at once.
 * Opened from an approval's Panchangam button, it first shows that seva's Panchangam.
 */
export default function SevaAvailabilitySettingsPage() {
  const { t } = useTranslation();
  const [sevaId, chooseSeva] = useChosenSeva();
  const visit = readPanchangamVisit(useLocation().state);
  return (
    <Page title={t('availability.settingsTitle')} helpPage="seva-availability-settings" width="wide">
      <StaffTemple>
        {(templeId) => (
          <div className="flex flex-col gap-6">
            <Card className="flex flex-col gap-4 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <SevaPicker templeId={templeId} sevaId={sevaId} onChange={chooseSeva} />
              </div>
              {sevaId !== null ? (
                <Link to={`/seva-availability-details?sevaId=${sevaId}`} className={buttonClass('secondary')}>
                  {t('availability.openCalendar')}
                </Link>
              ) : null}
            </Card>
            {visit && sevaId !== null ? (
              <PanchangamVisitCard templeId={templeId} sevaId={sevaId} visit={visit} />
            ) : null}
            {sevaId === null ? (
              <p className="text-stone-700">{t('availability.pickSevaFirst')}</p>
            ) : (
              <RulesCard key={sevaId} templeId={templeId} sevaId={sevaId} />
            )}
            <PerformTimesCard templeId={templeId} />
          </div>
        )}
      </StaffTemple>
    </Page>
  );
}
