import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from './auth.ts';

/** Push's code is not needed to draw the first screen, so every page's first visit does without it. */
const loadPush = () => import('./push-notifications.ts');

/**
 * Keeps this device's push registration current (at start, after a login or logout, every 7 days) and,
 * in the native apps, opens a tapped notification's screen. Asks for nothing.
 */
export function usePushRegistration() {
  const { user, isChecking } = useUser();
  const navigate = useNavigate();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!isChecking) void loadPush().then((push) => push.syncPushRegistration(userId));
  }, [userId, isChecking]);
  useEffect(() => {
    let stop = () => {};
    void loadPush()
      .then((push) => push.onNativePushOpened((link) => void navigate(link)))
      .then((remove) => {
        stop = remove;
      });
    return () => stop();
  }, [navigate]);
}
