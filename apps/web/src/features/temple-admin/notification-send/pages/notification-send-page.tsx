import { useTranslation } from 'react-i18next';
import { ErrorMessage, Notice } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleProfile } from '../../temple-profile/api/temple-profile.ts';
import { BroadcastList } from '../components/broadcast-list.tsx';
import { NotificationForm } from '../components/notification-form.tsx';

/** The form while the temple sends notifications (the platform turns them on or off), then the list. */
function NotificationScreen({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const profile = useTempleProfile(templeId);
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <ErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <>
      {profile.data.isNotification ? (
        <NotificationForm templeId={templeId} hasVirtualQueue={profile.data.features.isVirtualQueue} />
      ) : (
        <div className="mb-6">
          <Notice>{t('notificationSend.turnedOff')}</Notice>
        </div>
      )}
      <BroadcastList templeId={templeId} />
    </>
  );
}

/**
 * spec notification-send: a message to the temple's devotees, or to those of a pooja day, a seva or a
 * queue slot, now or at a time; and what was sent or scheduled, with its progress.
 */
export default function NotificationSendPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notificationSend.title')} helpPage="notification-send">
      <StaffTemple>{(templeId) => <NotificationScreen templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
