import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/page.tsx';
import type { PanchangamVisit } from '../../orders/panchangam-link.ts';
import { PanchangamMonth } from './panchangam-month.tsx';

/**
 * spec perform-postpone's Panchangam button lands here: the seva's Panchangam opens on the month of
 * the minimum date, so the staff pick an auspicious day to allot, then go back to the approval.
 */
export function PanchangamVisitCard({
  templeId,
  sevaId,
  visit,
}: {
  templeId: number;
  sevaId: number;
  visit: PanchangamVisit;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="font-serif text-xl font-bold text-orange-950">
            {t('availability.panchangamFor', { seva: visit.sevaName })}
          </h2>
          <p className="text-sm text-stone-700">
            {t('availability.panchangamAllot', {
              number: visit.orderNumber,
              date: formatDisplayDate(visit.minDate),
            })}
          </p>
        </div>
        <ButtonLink to={visit.returnTo}>{t('availability.panchangamBack')}</ButtonLink>
      </div>
      <PanchangamMonth templeId={templeId} sevaId={sevaId} initialMonth={visit.minDate.slice(0, 7)} />
    </Card>
  );
}
