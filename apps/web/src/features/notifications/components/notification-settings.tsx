import { type User, UserType } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { usePushSetting } from '../../../lib/use-push-setting.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Card } from '../../../ui/page.tsx';
import { useUpdateTempleSms } from '../api/update-temple-sms.ts';

function PushOnThisDevice() {
  const { t } = useTranslation();
  const push = usePushSetting();
  if (push.state === null || push.state === 'unsupported') return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{t('notifications.pushLabel')}</p>
          <p className="text-sm text-stone-700" aria-live="polite">
            {push.state === 'on' ? t('notifications.pushIsOn') : null}
            {push.state === 'off' ? t('notifications.pushIsOff') : null}
          </p>
        </div>
        {push.state === 'on' ? (
          <Button variant="secondary" isBusy={push.isBusy} onClick={() => void push.turnOff()}>
            {t('notifications.turnOff')}
          </Button>
        ) : null}
        {push.state === 'off' ? (
          <Button isBusy={push.isBusy} onClick={() => void push.turnOn()}>
            {t('notifications.turnOn')}
          </Button>
        ) : null}
      </div>
      {push.state === 'blocked' ? <Notice>{t('notifications.pushBlocked')}</Notice> : null}
      {push.hasFailed ? <Notice>{t('notifications.pushFailed')}</Notice> : null}
    </div>
  );
}

/** How temples reach this devotee: push on this device, and whether temples' messages also come by SMS. */
export function NotificationSettings({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateTempleSms();
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-stone-900">{t('notifications.settingsTitle')}</h2>
      <PushOnThisDevice />
      {user.userType !== UserType.Devotee ? null : (
        <div>
          <CheckField
            label={t('notifications.smsLabel')}
            checked={update.variables ?? user.templeMessagesBySms}
            disabled={update.isPending}
            onChange={(event) => update.mutate(event.target.checked)}
          />
          <p className="text-sm text-stone-700">{t('notifications.smsHint')}</p>
          {update.isSuccess ? (
            <p className="text-sm text-green-800" role="status">
              {t('notifications.saved')}
            </p>
          ) : null}
          {update.isError ? <ErrorMessage error={update.error} /> : null}
        </div>
      )}
    </Card>
  );
}
