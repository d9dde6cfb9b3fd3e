import { type VqDisplay, VqDisplaySchema } from '@nivedya/domain';
import { useEffect, useState } from 'react';
import { apiUrl } from '../../../lib/api-client.ts';

export interface DisplayFeed {
  display: VqDisplay | null;
  /** Connected now; false while EventSource waits to reconnect (it does by itself). */
  isLive: boolean;
  hasFailed: boolean;
}

/**
 * The gate display's live feed (GET …/display/stream): a `snapshot` on every (re)connect, then an
 * `update` after each change. Public: counts only, no login.
 */
export function useVqDisplay(templeId: number | null): DisplayFeed {
  const [feed, setFeed] = useState<DisplayFeed>({ display: null, isLive: false, hasFailed: false });
  useEffect(() => {
    if (templeId === null) return;
    const source = new EventSource(
      apiUrl('/api/v1/temples/{templeId}/virtual-queue/display/stream', { path: { templeId } }),
    );
    const take = (event: Event) => {
      const parsed = VqDisplaySchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setFeed({ display: parsed.data, isLive: true, hasFailed: false });
    };
    source.addEventListener('snapshot', take);
    source.addEventListener('update', take);
    source.onopen = () => setFeed((current) => ({ ...current, isLive: true }));
    source.onerror = () =>
      setFeed((current) => ({
        ...current,
        isLive: false,
        // CLOSED: the browser gave up (e.g. the temple offers no queue); otherwise it retries.
        hasFailed: source.readyState === EventSource.CLOSED && current.display === null,
      }));
    return () => source.close();
  }, [templeId]);
  return feed;
}
