import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../ui/button.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { PanchangamMonth } from '../components/panchangam-month.tsx';
import { SevaPicker, useChosenSeva } from '../components/seva-picker.tsx';

/** spec seva-availability-details: a seva's month, booked against the limit, with the Panchangam. */
export default function SevaAvailabilityDetailsPage() {
  const { t } = useTranslation();
  const [sevaId, chooseSeva] = useChosenSeva();
  return (
    <Page title={t('availability.detailsTitle')} helpPage="seva-availability-details" width="wide">
      <StaffTemple>
        {(templeId) => (
          <div className="flex flex-col gap-6">
            <Card className="flex flex-col gap-4 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <SevaPicker templeId={templeId} sevaId={sevaId} onChange={chooseSeva} />
              </div>
              {sevaId !== null ? (
                <Link
                  to={`/seva-availability-settings?sevaId=${sevaId}`}
                  className={buttonClass('secondary')}
                >
                  {t('availability.editRules')}
                </Link>
              ) : null}
            </Card>
            {sevaId === null ? (
              <p className="text-stone-700">{t('availability.pickSevaFirst')}</p>
            ) : (
              <Card>
                <PanchangamMonth templeId={templeId} sevaId={sevaId} />
              </Card>
            )}
          </div>
        )}
      </StaffTemple>
    </Page>
  );
}
