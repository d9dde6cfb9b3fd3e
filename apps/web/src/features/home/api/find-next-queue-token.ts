import { localDateTime, type VqBooking } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { readJson, StorageKey, writeJson } from '../../../lib/storage.ts';

/** What the home and the gate need of a darshan token: no devotee names or ID proofs kept on the phone. */
export type GateToken = Pick<
  VqBooking,
  | 'id'
  | 'templeName'
  | 'templeTimeZone'
  | 'date'
  | 'displayDate'
  | 'slot'
  | 'noOfDevotees'
  | 'queueNumber'
  | 'qrText'
>;

interface StoredToken {
  userId: number;
  token: GateToken | null;
}

function toGateToken(booking: VqBooking): GateToken {
  const { id, templeName, templeTimeZone, date, displayDate, slot, noOfDevotees, queueNumber, qrText } =
    booking;
  return { id, templeName, templeTimeZone, date, displayDate, slot, noOfDevotees, queueNumber, qrText };
}

function isStoredToken(value: unknown): value is StoredToken {
  return typeof value === 'object' && value !== null && 'userId' in value && 'token' in value;
}

/**
 * The token this user's home last showed, while its day has not passed in the temple's calendar;
 * undefined when there is none to trust (another user's, or an older app's).
 */
export function readStoredToken(userId: number, now: Date): GateToken | null | undefined {
  const stored = readJson(StorageKey.nextQueueToken);
  if (!isStoredToken(stored) || stored.userId !== userId) return undefined;
  const { token } = stored;
  if (token && token.date < localDateTime(now, token.templeTimeZone).date) return null;
  return token;
}

/** The devotee's next darshan token (the soonest not yet over), kept for the gate; null when none. */
export async function findNextQueueToken(userId: number, signal?: AbortSignal): Promise<GateToken | null> {
  const page: { items: VqBooking[] } = await apiClient.get('/api/v1/me/virtual-queue-bookings', {
    params: { query: { when: 'upcoming', offset: 0, limit: 1 } },
    signal,
  });
  const first = page.items[0];
  const token = first ? toGateToken(first) : null;
  writeJson(StorageKey.nextQueueToken, { userId, token } satisfies StoredToken);
  return token;
}

export function nextQueueTokenQueryOptions(userId: number) {
  return queryOptions({
    // Under the queue's own list key, so booking or cancelling a token refreshes it.
    queryKey: ['me', 'virtual-queue-bookings', 'list', 'next', userId],
    queryFn: ({ signal }) => findNextQueueToken(userId, signal),
    // Offline, the token stored at the last visit shows at once and stays when the fetch fails; it
    // counts as old, so a connected phone asks again straight away.
    initialData: () => readStoredToken(userId, new Date()),
    initialDataUpdatedAt: 0,
  });
}

export function useNextQueueToken(userId: number | null) {
  return useQuery({ ...nextQueueTokenQueryOptions(userId ?? 0), enabled: userId !== null });
}
