import { TempleStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

const TONE: Record<number, string> = {
  [TempleStatus.Active]: 'bg-green-100 text-green-900',
  [TempleStatus.Onboarding]: 'bg-amber-100 text-amber-900',
  [TempleStatus.Disabled]: 'bg-stone-200 text-stone-800',
};

/** Active, onboarding or disabled, as a coloured label. */
export function TempleStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status] ?? TONE[TempleStatus.Disabled]}`}
    >
      {t(`templeStatus.${status}`)}
    </span>
  );
}
