import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/page.tsx';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';

/** temple-history?templeId=…: the temple's history, paragraph by paragraph. */
export default function TempleHistoryPage() {
  const { t } = useTranslation();
  return (
    <TempleFrame title={t('temple.history')} helpPage="temple-history" templeId={useTempleIdParam()}>
      {(temple) => (
        <Card>
          {temple.history ? (
            <div className="flex flex-col gap-4 leading-relaxed text-stone-800">
              {temple.history
                .split(/\n\s*\n/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="whitespace-pre-line">
                    {paragraph.trim()}
                  </p>
                ))}
            </div>
          ) : (
            <p className="text-stone-700">{t('temple.noHistory')}</p>
          )}
        </Card>
      )}
    </TempleFrame>
  );
}
