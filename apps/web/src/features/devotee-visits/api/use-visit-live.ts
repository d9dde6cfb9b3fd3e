import { type VisitLiveStatus, VisitLiveStatusSchema } from '@nivedya/domain';
import { useEffect, useState } from 'react';
import { apiUrl } from '../../../lib/api-client.ts';

export interface VisitLiveFeed {
  status: VisitLiveStatus | null;
  /** Connected now; false while EventSource waits to reconnect (it does by itself). */
  isLive: boolean;
  /** The server refused the stream (the temple does not count visits, or no login): it is not retried. */
  hasFailed: boolean;
}

/**
 * spec devotee-visit-live-status, live (GET …/visits/live/stream): a `snapshot` on every (re)connect,
 * then an `update` within a second of any gate of the temple recording.
 */
export function useVisitLive(templeId: number | null): VisitLiveFeed {
  const [feed, setFeed] = useState<VisitLiveFeed>({ status: null, isLive: false, hasFailed: false });
  useEffect(() => {
    // Browsers and the apps' web views all have EventSource; a test renderer may not.
    if (templeId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      apiUrl('/api/v1/temples/{templeId}/visits/live/stream', { path: { templeId } }),
      {
        withCredentials: true,
      },
    );
    const take = (event: Event) => {
      const parsed = VisitLiveStatusSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setFeed({ status: parsed.data, isLive: true, hasFailed: false });
    };
    source.addEventListener('snapshot', take);
    source.addEventListener('update', take);
    source.onopen = () => setFeed((current) => ({ ...current, isLive: true }));
    source.onerror = () =>
      setFeed((current) => ({
        ...current,
        isLive: false,
        hasFailed: source.readyState === EventSource.CLOSED && current.status === null,
      }));
    return () => source.close();
  }, [templeId]);
  return feed;
}
