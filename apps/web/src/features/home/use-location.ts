import { useCallback, useEffect, useState } from 'react';

export interface Coordinates {
  lat: number;
  lon: number;
}

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; coordinates: Coordinates }
  | { status: 'denied' }
  | { status: 'unavailable' };

/**
 * Where the devotee is, only when they ask (a tap on "Temples near me") or have already allowed it:
 * the browser's permission prompt never greets a first visit.
 */
export function useDeviceLocation(): { state: LocationState; locate: () => void } {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'found',
          coordinates: {
            lat: Math.round(position.coords.latitude * 1e4) / 1e4,
            lon: Math.round(position.coords.longitude * 1e4) / 1e4,
          },
        }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, []);
  useEffect(() => {
    let isCancelled = false;
    void globalThis.navigator?.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (!isCancelled && status.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
  }, [locate]);
  return { state, locate };
}
