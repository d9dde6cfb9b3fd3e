import type { SpecialPooja } from '@nivedya/domain';
import { formatRupees, regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useSpecialPoojas } from '../api/find-special-poojas.ts';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';

function Availability({ pooja }: { pooja: SpecialPooja }) {
  const { t } = useTranslation();
  if (pooja.status !== 'open')
    return (
      <span className="rounded-full bg-stone-200 px-2.5 py-1 text-xs font-semibold text-stone-700">
        {t(`calendar.status.${pooja.status}`)}
      </span>
    );
  return (
    <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-900">
      {pooja.remaining === null ? t('calendar.open') : t('calendar.remaining', { count: pooja.remaining })}
    </span>
  );
}

function SpecialPoojaList({ templeId }: { templeId: number }) {
  const { t, i18n } = useTranslation();
  const poojas = useSpecialPoojas(templeId);
  if (poojas.isPending) return <Loading />;
  if (poojas.isError) return <ErrorMessage error={poojas.error} onRetry={() => void poojas.refetch()} />;
  if (poojas.data.items.length === 0)
    return (
      <Card>
        <p className="text-stone-700">{t('specialPooja.none')}</p>
      </Card>
    );
  return (
    <ul className="flex flex-col gap-2">
      {poojas.data.items.map((pooja) => {
        const content = (
          <>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="text-sm font-semibold text-orange-800">{formatDisplayDate(pooja.date)}</p>
              <p className="font-semibold text-stone-900">
                {regionalName(pooja.seva.name, pooja.seva.nameNarration, i18n.language)}
              </p>
              {pooja.seva.deity ? (
                <p className="text-sm text-stone-600">
                  {regionalName(pooja.seva.deity.name, pooja.seva.deity.nameNarration, i18n.language)}
                </p>
              ) : null}
              {pooja.remarks ? <p className="text-sm text-stone-600">{pooja.remarks}</p> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-2">
              <p className="font-bold text-orange-900 tabular-nums">{formatRupees(pooja.seva.rate)}</p>
              <Availability pooja={pooja} />
            </div>
          </>
        );
        const className =
          'flex items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm';
        return (
          <li key={`${pooja.seva.id}-${pooja.date}`}>
            {pooja.status === 'open' ? (
              <Link
                to={`/seva-devotee-details?sevaId=${pooja.seva.id}&date=${pooja.date}`}
                className={`${className} hover:border-orange-300 hover:bg-orange-50/40`}
              >
                {content}
              </Link>
            ) : (
              <div className={`${className} opacity-70`}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** special-pooja-availability?templeId=…: the special poojas' dates and the places left on each. */
export default function SpecialPoojaPage() {
  const { t } = useTranslation();
  return (
    <TempleFrame
      title={t('temple.specialPoojas')}
      helpPage="special-pooja-availability"
      templeId={useTempleIdParam()}
    >
      {(temple) =>
        temple.features.isSeva ? (
          <SpecialPoojaList templeId={temple.id} />
        ) : (
          <Notice>{t('temple.noOnlineSeva')}</Notice>
        )
      }
    </TempleFrame>
  );
}
