import { useTranslation } from 'react-i18next';
import { EventList } from '../components/event-list.tsx';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';

/** temple-event-list?templeId=…: the temple's events, read side (staff manage them in a later issue). */
export default function TempleEventListPage() {
  const { t } = useTranslation();
  return (
    <TempleFrame
      title={t('temple.events')}
      helpPage="temple-event-list"
      templeId={useTempleIdParam()}
      width="wide"
    >
      {(temple) => <EventList templeId={temple.id} kind="event" />}
    </TempleFrame>
  );
}
