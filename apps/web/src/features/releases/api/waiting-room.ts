import type { ReleaseSummary, WaitingRoom } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Issue #20 §2: a temple's coming and admitting releases, and a devotee's place in a waiting room. */

export function useLiveReleases(templeId: number) {
  return useQuery({
    queryKey: ['virtual-queue', 'releases', templeId],
    queryFn: ({ signal }): Promise<{ items: ReleaseSummary[] }> =>
      apiClient.get('/api/v1/temples/{templeId}/releases/live', {
        params: { path: { templeId } },
        signal,
      }),
  });
}

const roomKey = (releaseId: number) => ['virtual-queue', 'waiting-room', releaseId];

/** Asked again every pollSeconds the server names, while the screen is open (the line moves by itself). */
export function useWaitingRoom(releaseId: number) {
  return useQuery({
    queryKey: roomKey(releaseId),
    queryFn: ({ signal }): Promise<WaitingRoom> =>
      apiClient.get('/api/v1/releases/{releaseId}/waiting-room', {
        params: { path: { releaseId } },
        signal,
      }),
    refetchInterval: (query) => {
      const room = query.state.data;
      if (!room || room.state === 'closed') return false;
      return room.pollSeconds * 1000;
    },
    refetchIntervalInBackground: true,
  });
}

/** Joins the line, or goes to its back again once the window to book has passed. */
export function useJoinWaitingRoom(releaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<WaitingRoom> =>
      apiClient.post('/api/v1/releases/{releaseId}/waiting-room', {
        params: { path: { releaseId } },
      }),
    onSuccess: (room) => queryClient.setQueryData(roomKey(releaseId), room),
  });
}
