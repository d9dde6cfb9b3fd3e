import { useEffect, useState } from 'react';
import { useUser } from './auth.ts';
import { type PushState, pushState, turnPushOff, turnPushOn } from './push-notifications.ts';

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
