import { formatRupees, regionalName, type SevaSummary, SevaType } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../../ui/feature-icons.tsx';

/** One seva of a list: name, deity, rate and when it is performed; opens its booking page. */
export function SevaCard({ seva }: { seva: SevaSummary }) {
  const { t, i18n } = useTranslation();
  const tags = [
    seva.sevaType === SevaType.SpecialPooja ? t('seva.tag.special') : null,
    seva.sevaType === SevaType.PreBooking ? t('seva.tag.preBooking') : null,
    seva.isContinuous ? t('seva.tag.continuous') : null,
    seva.delivery.isAvailable ? t('seva.tag.post') : null,
  ].filter((tag): tag is string => tag !== null);
  return (
    <Link
      to={`/seva-devotee-details?sevaId=${seva.id}`}
      className="flex min-h-20 items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-orange-300 hover:bg-orange-50/40"
    >
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {regionalName(seva.name, seva.nameNarration, i18n.language)}
        </p>
        {seva.deity ? (
          <p className="text-sm text-stone-600">
            {regionalName(seva.deity.name, seva.deity.nameNarration, i18n.language)}
          </p>
        ) : null}
        {seva.performTime ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
            <ClockIcon className="size-4 shrink-0" />
            {seva.performTime}
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="shrink-0 text-right">
        <p className="font-bold text-orange-900 tabular-nums">{formatRupees(seva.rate)}</p>
        {seva.isContinuous ? <p className="text-xs text-stone-600">{t('seva.perDay')}</p> : null}
        <span className="mt-2 inline-block rounded-lg bg-orange-800 px-3 py-1.5 text-sm font-semibold text-white">
          {t('seva.book')}
        </span>
      </div>
    </Link>
  );
}
