import type { SevaSearchHit } from '@nivedya/domain';
import { formatRupees, regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A seva found by search, with its temple; opens its booking page. */
export function SevaHit({ seva }: { seva: SevaSearchHit }) {
  const { i18n } = useTranslation();
  return (
    <Link
      to={`/seva-devotee-details?sevaId=${seva.id}`}
      className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-orange-300 hover:bg-orange-50/40"
    >
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {regionalName(seva.name, seva.nameNarration, i18n.language)}
        </p>
        <p className="text-sm text-stone-600">
          {seva.deity ? `${regionalName(seva.deity.name, seva.deity.nameNarration, i18n.language)} · ` : ''}
          {regionalName(seva.temple.name, seva.temple.nameNarration, i18n.language)}
        </p>
      </div>
      <p className="shrink-0 font-bold text-orange-900 tabular-nums">{formatRupees(seva.rate)}</p>
    </Link>
  );
}
