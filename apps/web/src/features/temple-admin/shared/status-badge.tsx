import { useTranslation } from 'react-i18next';

/** 1 active (shown to devotees), 0 inactive (hidden). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
        status === 1 ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-700'
      }`}
    >
      {status === 1 ? t('templeAdmin.active') : t('templeAdmin.inactive')}
    </span>
  );
}
