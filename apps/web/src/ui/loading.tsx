import { useTranslation } from 'react-i18next';

/** spec §8: the loading indicator reads "Please wait ........". */
export function Loading({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 p-8 text-stone-700 ${className}`}
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-3 border-orange-700 border-t-transparent"
      />
      <span>{t('common.pleaseWait')}</span>
    </div>
  );
}
