import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readString, StorageKey, writeString } from '../lib/storage.ts';
import { usePushSetting } from '../lib/use-push-setting.ts';
import { Button } from './button.tsx';
import { Notice } from './error-message.tsx';

/**
 * After a booking, the moment a devotee has a reason to want them (issue #17: never on first load): an
 * offer to turn notifications on for this device, until they accept or say "Not now".
 */
export function PushOffer() {
  const { t } = useTranslation();
  const push = usePushSetting();
  const [isDeclined, setIsDeclined] = useState(() => readString(StorageKey.pushOfferDeclined) === '1');
  const [wasOffered, setWasOffered] = useState(false);
  if (push.state === 'on') {
    return wasOffered ? <Notice tone="success">{t('notifications.pushIsOn')}</Notice> : null;
  }
  if (push.state !== 'off' || isDeclined) return null;
  const decline = () => {
    writeString(StorageKey.pushOfferDeclined, '1');
    setIsDeclined(true);
  };
  return (
    <section
      aria-labelledby="push-offer-title"
      className="flex flex-col gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-4"
    >
      <h2 id="push-offer-title" className="font-semibold text-stone-900">
        {t('notifications.offerTitle')}
      </h2>
      <p className="text-stone-800">{t('notifications.offerText')}</p>
      {push.hasFailed ? <Notice>{t('notifications.pushFailed')}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          isBusy={push.isBusy}
          onClick={() => {
            setWasOffered(true);
            void push.turnOn();
          }}
        >
          {t('notifications.turnOn')}
        </Button>
        <Button variant="ghost" onClick={decline}>
          {t('notifications.notNow')}
        </Button>
      </div>
    </section>
  );
}
