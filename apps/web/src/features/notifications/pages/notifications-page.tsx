import type { MyNotification } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useTempleTimeZone } from '../../../lib/time-zone.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { Button } from '../../../ui/button.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useMyNotifications } from '../api/find-my-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationSettings } from '../components/notification-settings.tsx';

const LIMIT = 20;

/** Only the app's own paths are followed from a notification (a temple's text could hold anything). */
function internalLink(link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? link : null;
}

function NotificationList() {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const navigate = useNavigate();
  const list = useListState([], LIMIT);
  const notifications = useMyNotifications({ offset: list.offset, limit: list.limit }, true);
  const markRead = useMarkNotificationRead();
  const unread = notifications.data?.unread ?? 0;
  const open = (notification: MyNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const link = internalLink(notification.link);
    if (link) void navigate(link);
  };
  return (
    <ListResults
      query={notifications}
      layout="cards"
      emptyText={t('notifications.none')}
      paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
    >
      {(items) => (
        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {t('notifications.unread', { count: unread })}
            </p>
            {unread > 0 ? (
              <Button variant="ghost" isBusy={markRead.isPending} onClick={() => markRead.mutate('all')}>
                {t('notifications.markAllRead')}
              </Button>
            ) : null}
          </div>
          <ul className="flex flex-col gap-2">
            {items.map((notification) => (
              <li key={notification.id}>
                <button
                  type="button"
                  onClick={() => open(notification)}
                  className={`flex w-full flex-col gap-1 rounded-xl border p-4 text-left shadow-sm hover:border-orange-300 ${
                    notification.isRead ? 'border-stone-200 bg-white' : 'border-orange-300 bg-orange-50'
                  }`}
                >
                  <span className="flex items-start justify-between gap-3">
                    <span className="font-semibold text-stone-900">{notification.title}</span>
                    {notification.isRead ? null : (
                      <span className="shrink-0 rounded-full bg-orange-800 px-2 py-0.5 text-xs font-semibold text-white">
                        {t('notifications.new')}
                      </span>
                    )}
                  </span>
                  <span className="whitespace-pre-line text-stone-800">{notification.body}</span>
                  <span className="text-sm text-stone-600">
                    {[notification.temple?.name, formatInstantDateTime(notification.createdAt, timeZone)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ListResults>
  );
}

/** spec notifications: what the temples and the app have sent the signed-in user; opening one reads it. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  return (
    <Page title={t('notifications.title')} helpPage="notifications" showBack>
      {user ? (
        <div className="flex flex-col gap-4">
          <NotificationList />
          <NotificationSettings user={user} />
        </div>
      ) : isChecking ? (
        <Loading />
      ) : (
        <SignInRequired />
      )}
    </Page>
  );
}
