import { type VqDisplay, VqDisplaySchema } from '@nivedya/domain';
import { apiUrl } from '../../../lib/api-client.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';

export interface DisplayFeed {
  display: VqDisplay | null;
  isLive: boolean;
  hasFailed: boolean;
}

/**
 * The gate display's live feed (GET …/display/stream): a `snapshot` on every (re)connect, then an
 * `update` after each change. Public: counts only, no login.
 */
export function useVqDisplay(templeId: number | null): DisplayFeed {
  const { data, isLive, hasFailed } = useEventStream(
    templeId === null
      ? null
      : apiUrl('/api/v1/temples/{templeId}/virtual-queue/display/stream', { path: { templeId } }),
    VqDisplaySchema,
  );
  return { display: data, isLive, hasFailed };
}
