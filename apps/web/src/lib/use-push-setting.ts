import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from './auth.ts';
import {
  onNativePushOpened,
  type PushState,
  pushState,
  syncPushRegistration,
  turnPushOff,
  turnPushOn,
} from './push-notifications.ts';

/** This device's push notifications: their state, and turning them on (asks permission) or off. */
export function usePushSetting() {
  const { user } = useUser();
  const [state, setState] = useState<PushState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void pushState().then((current) => {
      if (isCurrent) setState(current);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  const change = async (action: () => Promise<PushState>, wanted: PushState) => {
    setIsBusy(true);
    setHasFailed(false);
    const next = await action();
    setState(next);
    setHasFailed(next !== wanted && next !== 'blocked');
    setIsBusy(false);
  };
  return {
    state,
    isBusy,
    hasFailed,
    turnOn: () => change(() => turnPushOn(user?.id ?? null), 'on'),
    turnOff: () => change(turnPushOff, 'off'),
  };
}

/**
 * Keeps this device's push registration current (at start, after a login or logout, every 7 days) and,
 * in the native apps, opens a tapped notification's screen. Asks for nothing.
 */
export function usePushRegistration() {
  const { user, isChecking } = useUser();
  const navigate = useNavigate();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!isChecking) void syncPushRegistration(userId);
  }, [userId, isChecking]);
  useEffect(() => {
    let stop = () => {};
    void onNativePushOpened((link) => void navigate(link)).then((remove) => {
      stop = remove;
    });
    return () => stop();
  }, [navigate]);
}
