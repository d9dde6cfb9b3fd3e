import { useTranslation } from 'react-i18next';
import { EventList } from '../components/event-list.tsx';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';

/** temple-festivals?templeId=…: the temple's festivals. */
export default function TempleFestivalsPage() {
  const { t } = useTranslation();
  return (
    <TempleFrame
      title={t('temple.festivals')}
      helpPage="temple-festivals"
      templeId={useTempleIdParam()}
      width="wide"
    >
      {(temple) => <EventList templeId={temple.id} kind="festival" />}
    </TempleFrame>
  );
}
