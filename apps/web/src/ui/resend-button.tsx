import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export const RESEND_WAIT_SECONDS = 30;

/** "Resend OTP", usable again a while after each send so a slow SMS is not chased by a second one. */
export function ResendButton({
  sentAt,
  onResend,
  isBusy,
}: {
  /** When the last OTP was sent (Date.now()); changing it restarts the wait. */
  sentAt: number;
  onResend: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Ticks once a second until the wait after this send is over.
    const tick = () => {
      const current = Date.now();
      setNow(current);
      return current - sentAt < RESEND_WAIT_SECONDS * 1000;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  const remaining = Math.max(0, RESEND_WAIT_SECONDS - Math.floor((now - sentAt) / 1000));
  return (
    <Button
      variant="ghost"
      className="px-2 text-sm"
      onClick={onResend}
      disabled={remaining > 0}
      isBusy={isBusy}
    >
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.resendOtp')}
    </Button>
  );
}
