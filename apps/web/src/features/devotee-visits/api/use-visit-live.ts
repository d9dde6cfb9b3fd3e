import { type VisitLiveStatus, VisitLiveStatusSchema } from '@nivedya/domain';
import { apiUrl } from '../../../lib/api-client.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';

export interface VisitLiveFeed {
  status: VisitLiveStatus | null;
  isLive: boolean;
  /** The temple does not count visits, or no login: the server refused the stream. */
  hasFailed: boolean;
}

/**
 * spec devotee-visit-live-status, live (GET …/visits/live/stream): a `snapshot` on every (re)connect,
 * then an `update` within a second of any gate of the temple recording.
 */
export function useVisitLive(templeId: number | null): VisitLiveFeed {
  const { data, isLive, hasFailed } = useEventStream(
    templeId === null
      ? null
      : apiUrl('/api/v1/temples/{templeId}/visits/live/stream', { path: { templeId } }),
    VisitLiveStatusSchema,
  );
  return { status: data, isLive, hasFailed };
}
